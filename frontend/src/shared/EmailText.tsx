import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where an address may: after '@' and before each dot
 * ('jana.novakova@|example|.cz'), never inside a word (issue 51: table cells broke 'novak|ova').
 * Pair it with `overflow-wrap: break-word` (not 'anywhere', which lets a table squeeze the column to a letter).
 */
export function EmailText({ value }: { value: string }) {
  const parts = value.split(/(?<=@)|(?=\.)/);
  return (
    <span className="email-text">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
