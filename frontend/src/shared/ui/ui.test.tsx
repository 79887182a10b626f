import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';
import { Notice } from './Notice';
import { notify } from './notify';
import { PageNumbers, pageItems } from './PageNumbers';
import { Stars } from './Stars';
import { Tag } from './Tag';
import { TextInput } from './TextInput';

describe('pageItems', () => {
  it('shows the first, the last and the current page with its neighbours', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    // A gap of one page shows the page instead.
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('PageNumbers', () => {
  it('moves between pages and marks the current one', async () => {
    const onChange = vi.fn();
    render(<PageNumbers current={1} total={120} pageSize={12} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Strana 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Předchozí strana' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Strana 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Další strana' }));
    expect(onChange.mock.calls).toEqual([[10], [2]]);
  });
});

describe('NativeSelect', () => {
  it('offers groups and an empty choice that clears the value', async () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="place">Lokalita</label>
        <NativeSelect
          id="place"
          value="Brno"
          placeholder="Celá ČR"
          options={[{ label: 'Města', title: 'cities', options: [{ value: 'Brno', label: 'Brno' }, { value: 'Praha', label: 'Praha' }] }]}
          onChange={onChange}
        />
      </>,
    );
    const select = screen.getByLabelText('Lokalita');
    expect(select).toHaveValue('Brno');
    expect(screen.getByRole('group', { name: 'Města' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Praha');
    await userEvent.selectOptions(select, 'Celá ČR');
    expect(onChange.mock.calls).toEqual([['Praha'], [undefined]]);
  });
});

describe('TextInput', () => {
  function Search({ onEnter }: { onEnter: () => void }) {
    const [value, setValue] = useState('');
    return <TextInput aria-label="Hledat" value={value} onChange={setValue} onPressEnter={onEnter} clearLabel="Vymazat hledání" />;
  }

  it('types, submits on Enter and clears with its button', async () => {
    const onEnter = vi.fn();
    render(<Search onEnter={onEnter} />);
    expect(screen.queryByRole('button', { name: 'Vymazat hledání' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Hledat'), 'foto{Enter}');
    expect(onEnter).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Vymazat hledání' }));
    expect(screen.getByLabelText('Hledat')).toHaveValue('');
    expect(screen.getByLabelText('Hledat')).toHaveFocus();
  });
});

describe('read-only pieces', () => {
  it('names a rating by its value rounded to halves, in Czech', () => {
    render(<Stars value={4.26} />);
    const stars = screen.getByRole('img', { name: 'Hodnocení 4,5 z 5' });
    expect(stars.querySelectorAll('.ui-stars__star--full')).toHaveLength(4);
    expect(stars.querySelectorAll('.ui-stars__star--half')).toHaveLength(1);
  });

  it('draws a notice with its title, text and action, and a tag', () => {
    render(
      <>
        <Notice type="error" role="alert" title="Seznam se nepodařilo načíst" description="Zkuste to znovu." action={<button type="button">Zkusit znovu</button>} />
        <Tag className="service-tag">Fotograf</Tag>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Seznam se nepodařilo načístZkuste to znovu.Zkusit znovu');
    expect(screen.getByText('Fotograf').closest('.ui-tag')).toHaveClass('service-tag');
  });
});

describe('notify', () => {
  it('shows antd\'s toast from a page without antd, one at a time', async () => {
    await notify('error', { title: 'Poptávka nenalezena' });
    await notify('success', { title: 'Děkujeme za nahlášení' });
    await waitFor(() => expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1));
    expect(document.querySelector('.ant-notification-notice')).toHaveTextContent('Děkujeme za nahlášení');
  });
});
