import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanSummaryDto } from '../../api';
import { renderComponent, signedInApi } from '../../test/conversationsTestKit';
import { makeGuestCounts, makePlanSummary, makeTask } from '../../test/planningTestKit';
import { PlanDashboardCard } from './PlanDashboardCard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function render(summary: PlanSummaryDto | { status: number; body: unknown }) {
  const reply = 'status' in summary ? summary : { status: 200, body: summary };
  return renderComponent(<PlanDashboardCard />, signedInApi({ 'GET /api/plan/summary': reply }));
}

describe('the couple’s dashboard card of the wedding plan', () => {
  it('shows the next three tasks, the budget and the RSVP counts', async () => {
    render(
      makePlanSummary({
        hasPlan: true,
        weddingDate: '2027-09-18',
        nextTasks: [
          makeTask({ id: 1, overdue: true }),
          makeTask({ id: 2, title: 'Objednejte fotografa', dueDate: '2027-01-18' }),
          makeTask({ id: 3, title: 'Doložte doklady na matriku', dueDate: null, monthsBefore: 1 }),
        ],
        budget: { totalBudget: 280000, planned: 150000, actual: 90000, paid: 20000, toPay: 130000, remaining: 130000, overBudget: false },
        guests: makeGuestCounts({ total: 40, invited: 30, confirmed: 8, declined: 2, people: 12 }),
      }),
    );
    const card = await screen.findByRole('region', { name: 'Můj svatební plán' });
    expect(await within(card).findByText('Svatba: 18. 9. 2027')).toBeInTheDocument();
    const tasks = within(card).getAllByRole('listitem');
    expect(tasks.map((task) => plain(task.textContent))).toEqual([
      'Zarezervujte termín na matrice / na úřadědo 18. 9. 2026Po termínu',
      'Objednejte fotografado 18. 1. 2027',
      'Doložte doklady na matriku1 měsíc předem',
    ]);
    expect(plain(card.textContent)).toContain('Rozpočet 280 000 Kč, naplánováno 150 000 Kč, zaplaceno 20 000 Kč');
    expect(card).toHaveTextContent('potvrdilo 8, čeká 30, omluvilo se 2');
    expect(within(card).getByRole('link', { name: 'Otevřít plán' })).toHaveAttribute('href', '/muj-plan');
  });

  it('offers to create a plan to a couple without one', async () => {
    render(makePlanSummary());
    const link = await screen.findByRole('link', { name: 'Založit plán' });
    expect(link).toHaveAttribute('href', '/muj-plan');
    expect(screen.getByRole('region', { name: 'Můj svatební plán' })).toHaveTextContent('Úkoly podle data svatby');
  });

  it('says when the plan cannot be loaded, with a retry', async () => {
    render({ status: 500, body: { statusCode: 500, message: 'Chyba serveru' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Plán se nepodařilo načíst');
    expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
