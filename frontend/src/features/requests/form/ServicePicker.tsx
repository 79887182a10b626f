import { SearchOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import type { CategoryDto } from '../../../api';
import { CategoryIcon } from '../../../shared/CategoryIcon';
import { foldText, plural } from '../../../shared/format';
import { SERVICE_FORMS } from '../../../shared/catalogView';

export interface ServicePickerProps {
  /** The form item's id (antd passes it): scrolling to the first error finds the picker by it. */
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  categories: readonly CategoryDto[];
  loading?: boolean;
}

/**
 * Step 2 of the request form: a diacritics-insensitive search over the category names, 'Vybrat vše'
 * and 'Zrušit výběr' acting on the categories shown, and the categories as checkbox tiles.
 */
export function ServicePicker({ id, value, onChange, categories, loading }: ServicePickerProps) {
  const [query, setQuery] = useState('');
  const selected = useMemo(() => value ?? [], [value]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(() => {
    const needle = foldText(query.trim());
    return needle ? categories.filter((category) => foldText(category.name).includes(needle)) : [...categories];
  }, [categories, query]);

  const toggle = (categoryId: string, checked: boolean) => {
    onChange?.(checked ? [...selected, categoryId] : selected.filter((item) => item !== categoryId));
  };
  const selectShown = () => {
    const missing = shown.map((category) => category.id).filter((item) => !selectedSet.has(item));
    onChange?.([...selected, ...missing]);
  };
  const clearShown = () => {
    const shownIds = new Set(shown.map((category) => category.id));
    onChange?.(selected.filter((item) => !shownIds.has(item)));
  };

  const count = selected.length;
  const allShownSelected = shown.length > 0 && shown.every((category) => selectedSet.has(category.id));
  const noneShownSelected = shown.every((category) => !selectedSet.has(category.id));

  return (
    <div className="service-picker" id={id} tabIndex={-1}>
      <div className="service-picker__toolbar">
        {/* Native: antd's Input would turn red with the form item's validation status. */}
        <span className="native-field native-field--icon service-picker__search">
          <SearchOutlined className="native-field__icon" aria-hidden="true" />
          <input
            type="search"
            aria-label="Hledat v kategoriích"
            className="native-field__control"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Hledat službu (např. fotograf, dort…)"
            autoComplete="off"
            maxLength={100}
          />
        </span>
        <div className="service-picker__buttons">
          <Button onClick={selectShown} disabled={loading || allShownSelected}>
            Vybrat vše
          </Button>
          <Button onClick={clearShown} disabled={loading || noneShownSelected}>
            Zrušit výběr
          </Button>
        </div>
      </div>
      <p className="service-picker__count" role="status">
        {`Vybráno: ${count} ${plural(count, SERVICE_FORMS)}`}
      </p>
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : shown.length === 0 ? (
        <p className="service-picker__empty">Žádná služba neodpovídá hledání.</p>
      ) : (
        <div className="service-picker__grid" role="group" aria-label="Služby">
          {shown.map((category) => {
            const checked = selectedSet.has(category.id);
            return (
              <label key={category.id} className={`service-tile${checked ? ' service-tile--checked' : ''}`}>
                <input
                  type="checkbox"
                  className="service-tile__input"
                  checked={checked}
                  onChange={(event) => toggle(category.id, event.target.checked)}
                />
                <span className="service-tile__icon">
                  <CategoryIcon name={category.icon} size={22} />
                </span>
                <span className="service-tile__name">{category.name}</span>
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}
