import { Skeleton, Tag } from 'antd';
import { useId, useMemo } from 'react';
import type { LocationDto } from '../api';
import { AREA_PREVIEW_MAX, groupLocations, preview, toggleArea } from './pickerModel';
import './pickers.css';

export interface AreaPickerProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  locations: readonly LocationDto[] | undefined;
  loading?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  /** Marks the legend as required (a red '*', hidden from screen readers; the form item says it). */
  required?: boolean;
}

interface AreaListProps {
  title: string;
  items: readonly LocationDto[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
}

function AreaList({ title, items, selected, onToggle }: AreaListProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div className="reg-area-group" role="group" aria-labelledby={titleId}>
      <h3 className="reg-area-group__title" id={titleId}>
        {title}
      </h3>
      <div className="reg-area-grid">
        {items.map((location) => {
          const checked = selected.has(location.id);
          return (
            <label key={location.id} className={`reg-chip${checked ? ' reg-chip--checked' : ''}`}>
              <input
                type="checkbox"
                className="reg-chip__input"
                name="serviceAreas"
                value={location.id}
                checked={checked}
                onChange={(event) => onToggle(location.id, event.target.checked)}
              />
              <span>{location.name}</span>
            </label>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Where the provider works: the whole country ('Celá ČR'), cities and regions. Ticking the whole
 * country replaces every other area and hides the city and region lists; unticking it empties the
 * choice. A preview shows up to 8 chosen areas and '+N'.
 */
export function AreaPicker({ id, value, onChange, locations, loading, disabled, 'aria-describedby': describedBy, required }: AreaPickerProps) {
  const selected = useMemo(() => value ?? [], [value]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const { country, cities, regions } = useMemo(() => groupLocations(locations), [locations]);
  const names = useMemo(() => {
    const map = new Map((locations ?? []).map((location) => [location.id, location.name]));
    map.set(country.id, country.name);
    return map;
  }, [locations, country]);
  const wholeCountry = selectedSet.has(country.id);
  const shown = preview(selected, AREA_PREVIEW_MAX);
  const previewId = id ? `${id}-preview` : undefined;

  const onToggle = (areaId: string, checked: boolean) => onChange?.(toggleArea(selected, areaId, checked, country.id));

  return (
    <fieldset
      className="reg-fieldset"
      id={id}
      tabIndex={-1}
      disabled={disabled}
      aria-describedby={[previewId, describedBy].filter(Boolean).join(' ') || undefined}
    >
      <legend className="reg-fieldset__legend">
        Oblasti poskytování služeb
        {required && (
          <span className="reg-fieldset__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <p className="reg-hint">Kde své služby nabízíte? Vyberte celou republiku, nebo konkrétní města a regiony.</p>
      <label className={`reg-chip reg-chip--country${wholeCountry ? ' reg-chip--checked' : ''}`}>
        <input
          type="checkbox"
          className="reg-chip__input"
          name="serviceAreas"
          value={country.id}
          checked={wholeCountry}
          onChange={(event) => onToggle(country.id, event.target.checked)}
        />
        <span>
          <strong>{country.name}</strong>
          <span className="reg-chip__note"> – působím po celé republice</span>
        </span>
      </label>
      {loading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        !wholeCountry && (
          <div className="reg-area-groups">
            <AreaList title="Města" items={cities} selected={selectedSet} onToggle={onToggle} />
            <AreaList title="Regiony" items={regions} selected={selectedSet} onToggle={onToggle} />
          </div>
        )
      )}
      <div className="reg-summary" id={previewId} aria-live="polite">
        {selected.length === 0 ? (
          <span className="reg-summary__empty">Zatím nemáte vybranou žádnou oblast.</span>
        ) : (
          <>
            <span className="reg-summary__label">Vybrané oblasti:</span>
            <span className="reg-summary__tags">
              {shown.shown.map((areaId) => (
                <Tag key={areaId} className="reg-badge">
                  {names.get(areaId) ?? areaId}
                </Tag>
              ))}
              {shown.rest > 0 && <Tag className="reg-badge reg-badge--more">{`+${shown.rest}`}</Tag>}
            </span>
          </>
        )}
      </div>
    </fieldset>
  );
}
