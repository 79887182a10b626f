import { Skeleton, Tag } from 'antd';
import { useMemo } from 'react';
import type { CategoryDto } from '../api';
import { CategoryIcon } from './CategoryIcon';
import { plural } from './format';
import { CATEGORY_SUMMARY_MAX, preview } from './pickerModel';
import './pickers.css';

export interface CategoryGridProps {
  /** Set by the form item: the id the first-error scroll looks for, and the error's aria props. */
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  categories: readonly CategoryDto[];
  loading?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  /** Marks the legend as required (a red '*', hidden from screen readers; the form item says it). */
  required?: boolean;
}

const categoryWord = (count: number) => plural(count, ['kategorie', 'kategorie', 'kategorií']);

/**
 * The service categories as checkable tiles (real checkboxes named by the category) and a summary
 * of the choice: up to 5 badges and '+N'.
 */
export function CategoryGrid({
  id,
  value,
  onChange,
  categories,
  loading,
  disabled,
  'aria-describedby': describedBy,
  required,
}: CategoryGridProps) {
  const selected = useMemo(() => value ?? [], [value]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const names = useMemo(() => new Map(categories.map((category) => [category.id, category.name])), [categories]);
  const summary = preview(selected, CATEGORY_SUMMARY_MAX);
  const summaryId = id ? `${id}-summary` : undefined;

  const toggle = (categoryId: string, checked: boolean) => {
    onChange?.(checked ? [...selected.filter((item) => item !== categoryId), categoryId] : selected.filter((item) => item !== categoryId));
  };

  return (
    <fieldset
      className="reg-fieldset"
      id={id}
      tabIndex={-1}
      disabled={disabled}
      aria-describedby={[summaryId, describedBy].filter(Boolean).join(' ') || undefined}
    >
      <legend className="reg-fieldset__legend">
        Kategorie služeb
        {required && (
          <span className="reg-fieldset__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <p className="reg-hint">Vyberte všechny služby, které nabízíte.</p>
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : (
        <div className="reg-category-grid">
          {categories.map((category) => {
            const checked = selectedSet.has(category.id);
            return (
              <label key={category.id} className={`reg-tile${checked ? ' reg-tile--checked' : ''}`}>
                <input
                  type="checkbox"
                  className="reg-tile__input"
                  name="serviceTypes"
                  value={category.id}
                  checked={checked}
                  onChange={(event) => toggle(category.id, event.target.checked)}
                />
                <span className="reg-tile__icon">
                  <CategoryIcon name={category.icon} size={20} />
                </span>
                <span className="reg-tile__name">{category.name}</span>
              </label>
            );
          })}
        </div>
      )}
      <div className="reg-summary" id={summaryId} aria-live="polite">
        {selected.length === 0 ? (
          <span className="reg-summary__empty">Zatím nemáte vybranou žádnou kategorii.</span>
        ) : (
          <>
            <span className="reg-summary__label">{`Vybráno: ${selected.length} ${categoryWord(selected.length)}`}</span>
            <span className="reg-summary__tags">
              {summary.shown.map((categoryId) => (
                <Tag key={categoryId} className="reg-badge">
                  {names.get(categoryId) ?? categoryId}
                </Tag>
              ))}
              {summary.rest > 0 && <Tag className="reg-badge reg-badge--more">{`+${summary.rest}`}</Tag>}
            </span>
          </>
        )}
      </div>
    </fieldset>
  );
}
