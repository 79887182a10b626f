import { Tag } from './ui/Tag';

export interface ServiceTagsProps {
  /** Category ids, in order. */
  ids: readonly string[];
  /** Category id → name (unknown ids are shown as they are). */
  names: ReadonlyMap<string, string>;
  /** How many tags to show before '+N dalších' (spec: 2 on the dashboard, 3 per request, 4 per supplier). */
  max: number;
}

/** Service badges with the spec's '+N dalších' overflow (plain tags: the public lists render without antd). */
export function ServiceTags({ ids, names, max }: ServiceTagsProps) {
  const shown = ids.slice(0, max);
  const rest = ids.length - shown.length;
  return (
    <div className="service-tags">
      {shown.map((id) => (
        <Tag key={id} className="service-tag">
          {names.get(id) ?? id}
        </Tag>
      ))}
      {rest > 0 && <Tag className="service-tag service-tag--more">{`+${rest} dalších`}</Tag>}
    </div>
  );
}
