import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanTaskDto, WeddingPlanDto } from '../../api';
import { renderAppAt, signedInApi } from '../../test/conversationsTestKit';
import type { ConversationsApi } from '../../test/conversationsTestKit';
import { makePlan, makeTask } from '../../test/planningTestKit';
import { categories, locations } from '../../test/providersTestKit';
import { NAVIGATION_WAIT } from '../../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
});

const prefill = { coupleNames: null, weddingDate: null, locationId: null };

/** The plan and its tasks; PATCH /api/plan/tasks/:id answers the task changed. */
function server(plan: WeddingPlanDto, tasks: PlanTaskDto[], extra: ConversationsApi = {}) {
  const api: ConversationsApi = signedInApi({
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/locations': { status: 200, body: locations },
    'GET /api/plan': { status: 200, body: { plan, prefill } },
    'GET /api/plan/tasks': () => ({ status: 200, body: { items: tasks, weddingDate: plan.weddingDate } }),
    ...extra,
  });
  for (const task of tasks) {
    api[`PATCH /api/plan/tasks/${task.id}`] = (body) => {
      Object.assign(task, body);
      return { status: 200, body: task };
    };
  }
  return api;
}

const dated = () => [
  makeTask({ id: 1, dueDate: '2026-09-18', monthsBefore: 12, overdue: true }),
  makeTask({ id: 2, key: 'photographer', title: 'Objednejte fotografa', categoryId: 'photography', monthsBefore: 8, dueDate: '2027-01-18' }),
  makeTask({
    id: 3,
    key: 'catering',
    title: 'Vyberte catering',
    categoryId: 'catering',
    monthsBefore: 8,
    dueDate: '2027-01-18',
    done: true,
    doneBy: 'svatby',
    doneAt: '2026-11-02T10:00:00.000Z',
  }),
  makeTask({
    id: 4,
    key: 'documents',
    title: 'Doložte doklady na matriku',
    why: 'Matrika chce doklady nejpozději měsíc před svatbou.',
    monthsBefore: 1,
    dueDate: '2027-08-18',
  }),
  makeTask({ id: 5, key: 'favours', title: 'Připravte výslužky', monthsBefore: 1, dueDate: '2027-08-18', hidden: true }),
];

describe('the plan’s tasks tab ("Úkoly")', () => {
  it('groups the tasks by the month they are due, marks the overdue ones and what Svatby ticked', async () => {
    renderAppAt('/muj-plan', server(makePlan(), dated()));
    const september = await screen.findByRole('region', { name: 'září 2026' }, NAVIGATION_WAIT);
    expect(within(september).getByText('do 18. 9. 2026')).toBeInTheDocument();
    expect(within(september).getByText('Po termínu')).toBeInTheDocument();
    expect(within(september).getByRole('listitem')).toHaveClass('plan-task--overdue');

    const january = screen.getByRole('region', { name: 'leden 2027' });
    const [photographer, catering] = within(january).getAllByRole('listitem');
    expect(photographer).toHaveTextContent('Objednejte fotografa');
    expect(within(photographer).queryByText('Po termínu')).not.toBeInTheDocument();
    expect(within(photographer).getByRole('link', { name: 'Dodavatelé: Fotografie' })).toHaveAttribute('href', '/services/photography');
    expect(within(photographer).getByRole('link', { name: 'Zadat poptávku' })).toHaveAttribute('href', '/#ai-form');
    expect(within(catering).getByRole('checkbox', { name: 'Vyberte catering' })).toBeChecked();
    expect(within(catering).getByText('Splněno díky Svatby')).toBeInTheDocument();

    const august = screen.getByRole('region', { name: 'srpen 2027' });
    expect(august).toHaveTextContent('Matrika chce doklady nejpozději měsíc před svatbou.');
    // The hidden task shows only on demand; it does not count.
    expect(within(august).queryByText('Připravte výslužky')).not.toBeInTheDocument();
    expect(screen.getByText('Hotovo 1 z 4 úkolů')).toBeInTheDocument();
    const groups = [...document.querySelectorAll('.plan-task-group__title')].map((heading) => heading.textContent);
    expect(groups).toEqual(['září 2026', 'leden 2027', 'srpen 2027']);
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Ukázat i 1 skrytý' }));
    expect(await within(august).findByText('Připravte výslužky')).toBeInTheDocument();
  });

  it('shows "X měsíců předem" instead of dates while the wedding date is unknown', async () => {
    const tasks = [
      makeTask({ id: 1, dueDate: null, monthsBefore: 12 }),
      makeTask({ id: 2, key: 'photographer', title: 'Objednejte fotografa', monthsBefore: 8, dueDate: null }),
      makeTask({ id: 4, key: 'documents', title: 'Doložte doklady na matriku', monthsBefore: 1, dueDate: null }),
      makeTask({ id: 6, key: null, title: 'Vyzvednout prstýnky', monthsBefore: null, dueDate: null, custom: true }),
    ];
    renderAppAt('/muj-plan', server(makePlan({ weddingDate: null }), tasks));
    expect(await screen.findByRole('region', { name: '12 měsíců předem' }, NAVIGATION_WAIT)).toHaveTextContent(
      'Zarezervujte termín na matrice / na úřadě',
    );
    expect(screen.getByRole('region', { name: '8 měsíců předem' })).toHaveTextContent('Objednejte fotografa');
    expect(screen.getByRole('region', { name: '1 měsíc předem' })).toHaveTextContent('Doložte doklady na matriku');
    expect(screen.getByRole('region', { name: 'Bez termínu' })).toHaveTextContent('Vyzvednout prstýnky');
    expect(screen.getByText(/Datum svatby zatím nevíte/)).toBeInTheDocument();
    expect(screen.queryByText(/^do \d/)).not.toBeInTheDocument();
    // Only a custom task can be deleted.
    expect(screen.getAllByRole('button', { name: /^Smazat úkol/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Smazat úkol Vyzvednout prstýnky',
    ]);
  });

  it('ticks a task done through the API', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt('/muj-plan', server(makePlan(), dated()));
    const checkbox = await screen.findByRole('checkbox', { name: 'Objednejte fotografa' }, NAVIGATION_WAIT);
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    await waitFor(() => expect(callsTo('PATCH', '/api/plan/tasks/2')).toHaveLength(1));
    expect(callsTo('PATCH', '/api/plan/tasks/2')[0].body).toEqual({ done: true });
    // The list is asked again (the tag) and shows it done.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Objednejte fotografa' })).toBeChecked());
    expect(callsTo('GET', '/api/plan/tasks').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the tick at once, before the server has saved it, and takes it back when the save fails', async () => {
    const user = userEvent.setup();
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const api = server(makePlan(), dated());
    api['PATCH /api/plan/tasks/2'] = () => new Promise((resolve) => (answer = resolve));
    const { callsTo } = renderAppAt('/muj-plan', api);
    const checkbox = await screen.findByRole('checkbox', { name: 'Objednejte fotografa' }, NAVIGATION_WAIT);
    await user.click(checkbox);
    // Ticked and drawn done while the request is still on its way.
    expect(checkbox).toBeChecked();
    expect(checkbox.closest('li')).toHaveClass('plan-task--done');
    await waitFor(() => expect(callsTo('PATCH', '/api/plan/tasks/2')).toHaveLength(1));
    expect(checkbox).toBeChecked();
    answer({ status: 500, body: { statusCode: 500, message: 'Chyba serveru' } });
    expect(await screen.findByText('Úkol se nepodařilo uložit')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Objednejte fotografa' })).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Objednejte fotografa' }).closest('li')).not.toHaveClass('plan-task--done');
  });

  it('hides a task and saves a note', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt('/muj-plan', server(makePlan(), dated()));
    await user.click(await screen.findByRole('button', { name: 'Skrýt úkol Objednejte fotografa' }, NAVIGATION_WAIT));
    await waitFor(() => expect(callsTo('PATCH', '/api/plan/tasks/2')[0]?.body).toEqual({ hidden: true }));

    const documents = screen.getByText('Doložte doklady na matriku').closest('li') as HTMLElement;
    await user.click(within(documents).getByRole('button', { name: 'Poznámka' }));
    await user.type(within(documents).getByLabelText('Poznámka k úkolu Doložte doklady na matriku'), 'Rodné listy máme');
    await user.click(within(documents).getByRole('button', { name: 'Uložit poznámku' }));
    await waitFor(() => expect(callsTo('PATCH', '/api/plan/tasks/4')[0]?.body).toEqual({ note: 'Rodné listy máme' }));
    expect(await within(documents).findByText('Rodné listy máme')).toBeInTheDocument();
  });

  it('switches the weekly digest e-mail off', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt(
      '/muj-plan',
      server(makePlan(), dated(), { 'PATCH /api/plan': (body) => ({ status: 200, body: makePlan(body as Partial<WeddingPlanDto>) }) }),
    );
    const digest = await screen.findByRole('switch', { name: 'Každé pondělí e-mailem, co je na řadě' }, NAVIGATION_WAIT);
    expect(digest).toBeChecked();
    await user.click(digest);
    await waitFor(() => expect(callsTo('PATCH', '/api/plan')[0]?.body).toEqual({ weeklyDigest: false }));
  });
});
