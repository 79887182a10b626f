import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './Card';
import { Checkbox } from './Checkbox';
import { DataTable, nextSortOrder } from './DataTable';
import type { DataColumns, SortOrder } from './DataTable';
import { NativeSelect } from './NativeSelect';
import { Notice } from './Notice';
import { notify } from './notify';
import { PageNumbers, pageItems } from './PageNumbers';
import { Stars } from './Stars';
import { Switch } from './Switch';
import { Tabs } from './Tabs';
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

describe('Checkbox and Switch', () => {
  it('checks a box by its label and says its state', async () => {
    const user = userEvent.setup();
    function Box() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox checked={checked} onChange={(event) => setChecked(event.target.checked)}>
          Fotografie
        </Checkbox>
      );
    }
    render(<Box />);
    const box = screen.getByRole('checkbox', { name: 'Fotografie' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Fotografie'));
    expect(box).toBeChecked();
  });

  it('switches on a click and with Space and Enter, named by its label', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function Toggle() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch id="relevant" checked={on} onChange={(next) => { changes.push(next); setOn(next); }} />
          <label htmlFor="relevant">Jen relevantní</label>
        </>
      );
    }
    render(<Toggle />);
    const toggle = screen.getByRole('switch', { name: 'Jen relevantní' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    expect(changes).toEqual([false, true, false]);
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
  // Fake timers carry the toast through its 5 s: left to the real clock, its close would render in
  // antd's own root after this file's environment is gone (vitest then reports 'window is not defined').
  it('shows antd\'s toast from a page without antd, one at a time, and closes it after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await notify('error', { title: 'Poptávka nenalezena' });
      await notify('success', { title: 'Děkujeme za nahlášení' });
      await waitFor(() => expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(1));
      expect(document.querySelector('.ant-notification-notice')).toHaveTextContent('Děkujeme za nahlášení');
      const notice = () => document.querySelector('.ant-notification-notice');
      await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(notice()).toHaveTextContent('Děkujeme za nahlášení');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      // antd runs without motion in the tests (test/setup.ts): the toast goes as it closes.
      await waitFor(() => expect(notice()).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('DataTable', () => {
  interface Couple {
    id: number;
    name: string;
    place: string;
  }
  const couples: Couple[] = [
    { id: 1, name: 'Tereza a Jakub', place: 'Praha' },
    { id: 2, name: 'Lucie a Martin', place: 'Jihlava' },
  ];
  const columns = (order: SortOrder | null): DataColumns<Couple> => [
    { key: 'name', title: 'Pár', sorter: true, sortOrder: order, render: (_, row) => row.name },
    { key: 'place', title: 'Místo', render: (_, row) => row.place },
  ];

  it('goes through a header\'s orders, then none', () => {
    expect(nextSortOrder(null)).toBe('ascend');
    expect(nextSortOrder('ascend')).toBe('descend');
    expect(nextSortOrder('descend')).toBeUndefined();
    expect(nextSortOrder(undefined, ['descend'])).toBe('descend');
  });

  it('sorts by a header on click and on Enter, says the order, and expands a row', async () => {
    const onSort = vi.fn();
    render(
      <DataTable<Couple>
        columns={columns('ascend')}
        rows={couples}
        empty="Nic"
        onSort={onSort}
        expandedRow={(row) => <p>Detail: {row.place}</p>}
      />,
    );
    const header = screen.getByRole('columnheader', { name: 'Pár' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    expect(onSort).toHaveBeenLastCalledWith('name', 'descend');
    header.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('columnheader', { name: 'Místo' })).not.toHaveAttribute('tabindex');

    const row = screen.getByRole('row', { name: /Lucie a Martin/ });
    expect(screen.queryByText('Detail: Jihlava')).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Rozbalit řádek' }));
    expect(screen.getByText('Detail: Jihlava')).toBeInTheDocument();
    expect(screen.queryByText('Detail: Praha')).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Zabalit řádek' }));
    expect(screen.queryByText('Detail: Jihlava')).toBeNull();
  });

  it('shows the empty state in one row, and page numbers with the range only beyond one page', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<DataTable<Couple> columns={columns(null)} rows={[]} empty="Žádné poptávky" />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Žádné poptávky' })).toHaveAttribute('colspan', '2');

    rerender(<DataTable<Couple> columns={columns(null)} rows={couples} empty="" pagination={{ current: 1, pageSize: 20, total: 2, onChange: onPage }} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<DataTable<Couple> columns={columns(null)} rows={couples} empty="" pagination={{ current: 3, pageSize: 20, total: 45, onChange: onPage }} />);
    expect(screen.getByRole('navigation', { name: 'Stránkování' })).toHaveTextContent('41–45 z 45');
    await userEvent.click(screen.getByRole('button', { name: 'Strana 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});

describe('Card', () => {
  it('draws a head with the title and its extra only when given', () => {
    const { container, rerender } = render(
      <Card title={<h2>Můj profil</h2>} extra={<span>Bezplatný účet</span>} aria-label="Profil">
        Obsah
      </Card>,
    );
    const card = screen.getByLabelText('Profil');
    expect(within(card).getByRole('heading', { name: 'Můj profil' }).closest('.ui-card__head')).toHaveTextContent('Můj profilBezplatný účet');
    expect(card.querySelector('.ui-card__body')).toHaveTextContent('Obsah');
    rerender(<Card>Jen obsah</Card>);
    expect(container.querySelector('.ui-card__head')).toBeNull();
  });
});

describe('Tabs', () => {
  function TwoThreeTabs() {
    const [active, setActive] = useState<'a' | 'b' | 'c'>('a');
    return (
      <Tabs
        activeKey={active}
        onChange={setActive}
        items={[
          { key: 'a', label: 'Poptávky (3)', children: <p>Seznam poptávek</p> },
          { key: 'b', label: 'Dodavatelé', children: <p>Seznam dodavatelů</p> },
          { key: 'c', label: 'Audit', children: <p>Záznamy</p> },
        ]}
      />
    );
  }

  it('shows the active tab\'s panel only, labelled by its tab, and switches on click', async () => {
    render(<TwoThreeTabs />);
    const first = screen.getByRole('tab', { name: 'Poptávky (3)' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Poptávky (3)' })).toHaveTextContent('Seznam poptávek');
    expect(screen.queryByText('Seznam dodavatelů')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Dodavatelé' }));
    expect(screen.getByRole('tabpanel', { name: 'Dodavatelé' })).toHaveTextContent('Seznam dodavatelů');
    expect(screen.queryByText('Seznam poptávek')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys (round), Home and End; only the active tab is in the tab order', async () => {
    render(<TwoThreeTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    // (Tab would reach the toast an earlier test left in the document first.)
    act(() => screen.getByRole('tab', { name: 'Poptávky (3)' }).focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Audit' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Záznamy');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Poptávky (3)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Audit' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Seznam poptávek');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
