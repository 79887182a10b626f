import { Rate } from 'antd';
import { cloneElement, isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { starsLabel } from '../../shared/RatingSummary';

export interface RatingInputProps {
  /** Injected by Form.Item. */
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  /** The field's name for assistive technology, e.g. 'Celkové hodnocení'. */
  label: string;
}

/** Names each star ('1 hvězdička' … '5 hvězdiček'); antd's stars are unnamed radios. */
function nameStar(node: ReactElement, { index = 0 }: { index?: number }): ReactNode {
  const item = node as ReactElement<{ children?: ReactNode }>;
  const radio = item.props.children;
  if (!isValidElement(radio)) return node;
  return cloneElement(
    item,
    undefined,
    cloneElement(radio as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': starsLabel(index + 1) }),
  );
}

/** antd's Rate renders a plain list; its stars are radios, so the list is their group (rc-rate passes `role` on). */
const RADIO_GROUP = { role: 'radiogroup' } as Record<string, string>;

/** A 1–5 star input (antd Rate) as a named radio group; a second click on the chosen star clears it. */
export function RatingInput({ id, value, onChange, label }: RatingInputProps) {
  return (
    <Rate
      id={id}
      value={value ?? 0}
      onChange={onChange}
      {...RADIO_GROUP}
      aria-label={label}
      characterRender={nameStar}
      className="rating-input"
    />
  );
}
