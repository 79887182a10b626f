import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BudgetLineDto, PlanBudgetDto } from '../../api';
import { renderComponent, signedInApi } from '../../test/conversationsTestKit';
import type { ConversationsApi } from '../../test/conversationsTestKit';
import { matchMediaQueries, restoreMatchMediaAfterEach } from '../../test/mediaQueries';
import { categories } from '../../test/providersTestKit';
import { chooseOption } from '../../test/selectOption';
import BudgetTab from './BudgetTab';
import { chartRows, createLineBody, updateLineBody } from './budgetModel';

afterEach(() => {
  vi.unstubAllGlobals();
});
restoreMatchMediaAfterEach();

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function makeLine(overrides: Partial<BudgetLineDto> = {}): BudgetLineDto {
  return {
    id: 1,
    categoryId: 'catering',
    title: 'Catering',
    planned: 80_000,
    actual: null,
    actualIsEstimate: false,
    paid: 0,
    toPay: 80_000,
    source: 'couple',
    offerId: null,
    depositDue: null,
    overBudget: false,
    ...overrides,
  };
}

const photo = makeLine({
  id: 2,
  categoryId: 'photography',
  title: 'Fotografie',
  planned: 30_000,
  actual: 40_000,
  actualIsEstimate: true,
  paid: 8_000,
  toPay: 32_000,
  source: 'svatby',
  offerId: 345,
  depositDue: 8_000,
  overBudget: true,
});
const rings = makeLine({ id: 3, categoryId: null, title: 'Prstýnky', planned: 20_000, actual: 18_000, paid: 18_000, toPay: 0 });

const budget: PlanBudgetDto = {
  lines: [makeLine(), photo, rings],
  totals: { totalBudget: 120_000, planned: 130_000, actual: 58_000, paid: 26_000, toPay: 112_000, remaining: -20_000, overBudget: true },
  suggestion: [
    { categoryId: 'catering', share: 40, amount: 48_000 },
    { categoryId: 'music', share: 10, amount: 12_000 },
  ],
};

function server(initial: PlanBudgetDto, extra: ConversationsApi = {}) {
  return signedInApi({
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/plan/budget': () => ({ status: 200, body: initial }),
    ...extra,
  });
}

describe('the budget tab', () => {
  it('shows the totals and warns over the total budget and over a line’s plan', async () => {
    renderComponent(<BudgetTab />, server(budget));
    const totals = await screen.findByRole('region', { name: 'Souhrn' });
    const value = (label: string) => plain(within(totals).getByText(label).nextElementSibling?.textContent);
    expect(value('Celkový rozpočet')).toBe('120 000 Kč');
    expect(value('Plánováno')).toBe('130 000 Kč');
    expect(value('Zaplaceno')).toBe('26 000 Kč');
    expect(value('Zbývá zaplatit')).toBe('112 000 Kč');
    expect(value('Přes rozpočet')).toBe('20 000 Kč');
    expect(plain(within(totals).getByRole('status').textContent)).toContain('Výdaje přesahují celkový rozpočet o 20 000 Kč.');

    const table = screen.getByRole('table');
    const row = within(table).getByRole('rowheader', { name: /Fotografie/ }).closest('tr') as HTMLElement;
    expect(plain(row.textContent)).toContain('Nad plán o 10 000 Kč');
    expect(within(table).getByRole('rowheader', { name: 'Catering' }).closest('tr')).not.toHaveTextContent('Nad plán');
    expect(within(table).getByRole('rowheader', { name: 'Prstýnky' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Položky (3 položky)' })).toBeInTheDocument();
  });

  it('marks a line from Svatby, its estimate and the deposit due', async () => {
    renderComponent(<BudgetTab />, server(budget));
    const table = await screen.findByRole('table');
    const photoRow = within(table).getByRole('rowheader', { name: /Fotografie/ }).closest('tr') as HTMLElement;
    expect(photoRow).toHaveTextContent('Z nabídky na Svatby');
    expect(plain(photoRow.textContent)).toContain('40 000 Kč (odhad)');
    expect(plain(photoRow.textContent)).toContain('Záloha 8 000 Kč zaplacena');
    const cateringRow = within(table).getByRole('rowheader', { name: 'Catering' }).closest('tr') as HTMLElement;
    expect(cateringRow).not.toHaveTextContent('Z nabídky na Svatby');
    expect(cateringRow).not.toHaveTextContent('odhad');
  });

  it('adds a category line with its amounts', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(
      <BudgetTab />,
      server(budget, { 'POST /api/plan/budget/lines': { status: 201, body: makeLine({ id: 9, categoryId: 'music', title: 'Hudba' }) } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Přidat položku' }));
    const dialog = await screen.findByRole('dialog');
    await chooseOption(user, 'Položka', 'Hudba');
    await user.type(within(dialog).getByLabelText(/^Plánovaná částka/), '25000');
    await user.type(within(dialog).getByLabelText(/^Skutečná částka/), '27000');
    await user.type(within(dialog).getByLabelText(/^Zaplaceno/), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Přidat' }));
    await waitFor(() => expect(callsTo('POST', '/api/plan/budget/lines')).toHaveLength(1));
    expect(callsTo('POST', '/api/plan/budget/lines')[0].body).toEqual({ categoryId: 'music', planned: 25000, actual: 27000, paid: 5000 });
    // The categories that have a line are not offered again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a custom line by its name', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(
      <BudgetTab />,
      server(budget, {
        'POST /api/plan/budget/lines': { status: 201, body: makeLine({ id: 9, categoryId: null, title: 'Svatební noc' }) },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Přidat položku' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Název položky'), 'Svatební noc');
    await user.type(within(dialog).getByLabelText(/^Plánovaná částka/), '6000');
    await user.click(within(dialog).getByRole('button', { name: 'Přidat' }));
    await waitFor(() => expect(callsTo('POST', '/api/plan/budget/lines')).toHaveLength(1));
    expect(callsTo('POST', '/api/plan/budget/lines')[0].body).toEqual({ title: 'Svatební noc', planned: 6000, actual: null, paid: 0 });
  });

  it('deletes a line after a confirmation', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(<BudgetTab />, server(budget, { 'DELETE /api/plan/budget/lines/3': { status: 204 } }));
    await user.click(await screen.findByRole('button', { name: 'Smazat položku Prstýnky' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Smazat položku „Prstýnky“?');
    expect(callsTo('DELETE', '/api/plan/budget/lines/3')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(callsTo('DELETE', '/api/plan/budget/lines/3')).toHaveLength(1));
  });

  it('applies the suggested split', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(
      <BudgetTab />,
      server(budget, { 'POST /api/plan/budget/apply-suggestion': { status: 200, body: budget } }),
    );
    const suggestion = await screen.findByRole('region', { name: 'Doporučené rozdělení' });
    expect(plain(suggestion.textContent)).toContain('Hudba10 %12 000 Kč');
    await user.click(within(suggestion).getByRole('button', { name: 'Použít návrh' }));
    await waitFor(() => expect(callsTo('POST', '/api/plan/budget/apply-suggestion')).toHaveLength(1));
  });

  it('cannot apply a suggestion without a total budget', async () => {
    const noTotal = { ...budget, totals: { ...budget.totals, totalBudget: null, remaining: null, overBudget: false } };
    renderComponent(<BudgetTab />, server(noTotal));
    const suggestion = await screen.findByRole('region', { name: 'Doporučené rozdělení' });
    expect(within(suggestion).getByRole('button', { name: 'Použít návrh' })).toBeDisabled();
    expect(screen.queryByText('Rozpočet je překročen')).not.toBeInTheDocument();
  });

  it('shows the lines as cards on a phone', async () => {
    matchMediaQueries('(max-width: 767px)');
    renderComponent(<BudgetTab />, server(budget));
    const card = await screen.findByRole('article', { name: 'Fotografie' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Z nabídky na Svatby');
    expect(plain(card.textContent)).toContain('Nad plán o 10 000 Kč');
    expect(within(card).getByRole('button', { name: 'Upravit položku Fotografie' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the budget does not load', async () => {
    renderComponent(
      <BudgetTab />,
      signedInApi({ 'GET /api/plan/budget': { status: 500, body: { statusCode: 500, message: 'Chyba serveru' } } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Rozpočet se nepodařilo načíst');
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});

describe('the budget model', () => {
  it('sends only what changed of a Svatby line (a typed actual amount would unlink it)', () => {
    expect(updateLineBody({ kind: 'photography', planned: 35_000, actual: 40_000, paid: 8_000 }, photo)).toEqual({ planned: 35_000 });
    const renamed = { kind: 'custom', title: 'Prsteny', planned: 20_000, actual: 18_000, paid: 18_000 };
    expect(updateLineBody(renamed, rings)).toEqual({ title: 'Prsteny' });
    expect(createLineBody({ kind: 'music', planned: null, actual: null, paid: null })).toEqual({
      categoryId: 'music',
      planned: null,
      actual: null,
      paid: 0,
    });
  });

  it('charts the lines with an amount, largest first', () => {
    const names = new Map(categories.map((category) => [category.id, category.name]));
    const empty = makeLine({ id: 4, categoryId: 'cake', planned: null, actual: null });
    expect(chartRows([rings, photo, empty, makeLine()], names)).toEqual([
      { name: 'Catering', planned: 80_000, actual: 0 },
      { name: 'Fotografie', planned: 30_000, actual: 40_000 },
      { name: 'Prstýnky', planned: 20_000, actual: 18_000 },
    ]);
  });
});
