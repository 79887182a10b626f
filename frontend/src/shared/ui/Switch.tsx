import './toggles.css';

export interface SwitchProps {
  id?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Its name comes from a <label htmlFor={id}> or this. */
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** antd's Switch (role switch, on / off with a click, Space or Enter), without antd. */
export function Switch({ id, checked, onChange, 'aria-label': label, 'aria-describedby': describedBy }: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      className={checked ? 'ui-switch ui-switch--on' : 'ui-switch'}
      onClick={() => onChange(!checked)}
    >
      <span className="ui-switch__handle" aria-hidden="true" />
    </button>
  );
}
