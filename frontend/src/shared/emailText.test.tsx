import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText';

describe('EmailText (issue 51: addresses broke mid-word in tables)', () => {
  it('offers line breaks only after @ and before dots', () => {
    const { container } = render(<EmailText value="eliska.novakova@example.cz" />);
    const text = container.querySelector('.email-text')!;
    expect(text.textContent).toBe('eliska.novakova@example.cz');
    expect(text.innerHTML).toBe('eliska<wbr>.novakova@<wbr>example<wbr>.cz');
  });
});
