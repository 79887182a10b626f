import type { ChangeEvent, ReactNode } from 'react';
import './toggles.css';

export interface CheckboxProps {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}

/** antd's Checkbox with its label: a native checkbox in the app's colour, without antd. */
export function Checkbox({ checked, onChange, children, className, disabled }: CheckboxProps) {
  return (
    <label className={className ? `ui-checkbox ${className}` : 'ui-checkbox'}>
      <input type="checkbox" className="ui-checkbox__input" checked={checked} disabled={disabled} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}
