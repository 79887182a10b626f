import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

function Field() {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="note">Zpráva</label>
      <TextArea id="note" value={text} onChange={(event) => setText(event.target.value)} rows={2} maxRows={8} maxLength={20} showCount />
    </>
  );
}

describe('TextArea', () => {
  it('takes what is typed up to its limit, counts it and grows between its rows', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const field = screen.getByRole('textbox', { name: 'Zpráva' });
    await user.type(field, 'Dobrý den, máme volno v červnu');
    expect(field).toHaveValue('Dobrý den, máme voln');
    expect(screen.getByText('20 / 20')).toBeInTheDocument();
    expect(field).toHaveClass('ui-textarea--grow');
    expect(field).toHaveStyle({ minHeight: '54px', maxHeight: '186px' });
  });
});
