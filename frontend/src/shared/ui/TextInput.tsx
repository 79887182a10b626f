import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { useRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './field.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix'> {
  value: string;
  onChange: (value: string) => void;
  /** Enter pressed (e.g. apply a debounced search at once). */
  onPressEnter?: () => void;
  /** An icon inside the field, before the text. */
  prefix?: ReactNode;
  /** The accessible name of the clear button; without it there is none. */
  clearLabel?: string;
}

/** antd's Input (prefix icon, clear button) as a plain input, for pages that render without antd. */
export function TextInput({ value, onChange, onPressEnter, prefix, clearLabel, className, ...input }: TextInputProps) {
  const field = useRef<HTMLInputElement>(null);
  return (
    <span className={className ? `ui-field ui-input ${className}` : 'ui-field ui-input'}>
      {prefix && <span className="ui-input__prefix">{prefix}</span>}
      <input
        ref={field}
        className="ui-input__control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onPressEnter?.();
        }}
        {...input}
      />
      {clearLabel && value !== '' && (
        <button
          type="button"
          className="ui-input__clear"
          aria-label={clearLabel}
          onClick={() => {
            onChange('');
            field.current?.focus();
          }}
        >
          <CloseCircleFilled aria-hidden="true" />
        </button>
      )}
    </span>
  );
}
