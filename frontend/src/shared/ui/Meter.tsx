import './meter.css';

export interface MeterProps {
  /** Whole percent, 0–100. */
  percent: number;
  /** The accessible name, e.g. '5 hvězdiček: 3 (60 %)'. */
  label: string;
  /** What a screen reader says for the value (default '60 %'). */
  valueText?: string;
  className?: string;
}

/**
 * antd's small line Progress without its text: a filled bar for a share (the rating distribution), as a
 * progressbar with its values for assistive technology, without antd.
 */
export function Meter({ percent, label, valueText, className }: MeterProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      className={className ? `ui-meter ${className}` : 'ui-meter'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${value} %`}
    >
      <div className="ui-meter__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
