import type { FilterOption, FilterOptionGroup } from '../filterOptions';
import './field.css';

export interface NativeSelectProps<Value extends string> {
  id: string;
  value: Value | undefined;
  options: readonly (FilterOption | FilterOptionGroup)[];
  /** The empty choice shown first ('Všechny kategorie'); choosing it calls onChange(undefined). */
  placeholder?: string;
  onChange: (value: Value | undefined) => void;
  className?: string;
  disabled?: boolean;
  /** Its name when no <label htmlFor={id}> gives one (a select in each row of a list). */
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * A list's select as the browser's own <select>: the phone's native picker, typing jumps to an option, and no
 * component library on the public lists. Groups become <optgroup>s.
 */
export function NativeSelect<Value extends string>({
  id,
  value,
  options,
  placeholder,
  onChange,
  className,
  disabled,
  ...aria
}: NativeSelectProps<Value>) {
  return (
    <select
      id={id}
      className={className ? `ui-field ui-select ${className}` : 'ui-field ui-select'}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
      {...aria}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) =>
        'options' in option ? (
          <optgroup key={option.title} label={option.label}>
            {option.options.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </optgroup>
        ) : (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ),
      )}
    </select>
  );
}
