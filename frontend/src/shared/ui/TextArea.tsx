import type { TextareaHTMLAttributes } from 'react';
import './field.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'rows'> {
  value?: string;
  /** The rows it shows; with maxRows, the rows it starts from. */
  rows?: number;
  /** The field grows with its text up to these rows, then scrolls. */
  maxRows?: number;
  /** 'n / maxLength' under the field, as antd's showCount. */
  showCount?: boolean;
}

/**
 * antd's Input.TextArea (autoSize, showCount) as a plain textarea. antd measures the text's height in script on
 * every key (a hidden copy of the field and its computed style: a style recalculation each time, ~100 ms a key on
 * a slow phone in a busy page); here CSS's field-sizing grows the field, and browsers without it scroll at the
 * start size. Takes what antd's Form.Item passes (value, onChange, id, aria-*).
 */
export function TextArea({ value = '', rows = 2, maxRows, showCount, maxLength, className, style, ...textarea }: TextAreaProps) {
  const classes = ['ui-field', 'ui-textarea', maxRows && 'ui-textarea--grow', className].filter(Boolean).join(' ');
  // Rows of 22 px (14 px × 1.5714) within a 4 px padding and a 1 px border, as antd's autoSize computes them.
  const height = (count: number) => `${count * 22 + 10}px`;
  const field = (
    <textarea
      className={classes}
      rows={rows}
      value={value}
      maxLength={maxLength}
      style={maxRows ? { minHeight: height(rows), maxHeight: height(maxRows), ...style } : style}
      {...textarea}
    />
  );
  if (!showCount) return field;
  return (
    <div className="ui-textarea-count">
      {field}
      <span className="ui-textarea-count__text" aria-hidden="true">
        {maxLength === undefined ? value.length : `${value.length} / ${maxLength}`}
      </span>
    </div>
  );
}
