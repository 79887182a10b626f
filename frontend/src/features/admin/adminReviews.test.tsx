import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminReviewDto } from '../../api';
import { AUDIT_ACTION_LABELS } from './adminParams';
import { adminApi, pageOf, renderAdmin, setUpAdminTests, setupUser, urlsOf } from '../../test/adminTestKit';

setUpAdminTests();

function makeReview(overrides: Partial<AdminReviewDto> = {}): AdminReviewDto {
  return {
    id: 31,
    providerId: 12,
    companyName: 'Studio Světlo',
    email: 'jana.novakova@gmail.com',
    reviewerName: 'Jana a Petr',
    overallRating: 1,
    reviewText: 'Navštivte raději www.jinyfotograf.cz',
    status: 'confirmed',
    createdAt: '2026-11-20T09:00:00.000Z',
    hiddenAt: null,
    hiddenReason: null,
    openReports: 2,
    reports: [
      { id: 5, reason: 'spam', note: 'Reklama na konkurenci.', byProvider: true, createdAt: '2026-11-21T10:00:00.000Z', resolved: false },
      { id: 4, reason: 'fake', note: null, byProvider: false, createdAt: '2026-11-21T09:00:00.000Z', resolved: false },
    ],
    ...overrides,
  };
}

const reviews = [
  makeReview(),
  makeReview({ id: 32, reviewerName: 'Eva', overallRating: 5, status: 'hidden', hiddenReason: 'Urážky', openReports: 0, reports: [] }),
  makeReview({ id: 33, reviewerName: 'Karel', overallRating: 4, status: 'pending', openReports: 0, reports: [] }),
];

const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr') as HTMLTableRowElement;
const buttonsOf = (row: HTMLElement) => within(row).getAllByRole('button').map((button) => button.textContent?.trim());

describe('/admin reviews tab', () => {
  it('loads only when opened; shows status, reports and the actions each status allows', async () => {
    const user = setupUser();
    const { fetchMock } = renderAdmin('/admin', adminApi({ 'GET /api/admin/reviews': { status: 200, body: pageOf(reviews) } }));
    await screen.findByText('Tereza a Jakub', { selector: 'strong' });
    expect(urlsOf(fetchMock).some((url) => url.pathname === '/api/admin/reviews')).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Hodnocení' }));
    expect(await screen.findByRole('tab', { name: 'Hodnocení (3)' })).toBeInTheDocument();
    // The tab's code loads when it is first opened.
    await screen.findByText('Jana a Petr', { selector: 'strong' });

    const reported = rowOf('Jana a Petr');
    expect(reported).toHaveClass('admin-row--marked');
    expect(within(reported).getByText('Zveřejněné')).toBeInTheDocument();
    expect(within(reported).getByText('Nahlášeno (2)')).toBeInTheDocument();
    expect(buttonsOf(reported)).toEqual(expect.arrayContaining(['Skrýt', 'Ponechat', 'Smazat']));
    expect(buttonsOf(rowOf('Eva'))).toEqual(expect.arrayContaining(['Obnovit', 'Smazat']));
    expect(buttonsOf(rowOf('Eva'))).not.toContain('Skrýt');
    expect(buttonsOf(rowOf('Karel'))).not.toContain('Skrýt');
    expect(within(rowOf('Karel')).getByText('Čeká na potvrzení')).toBeInTheDocument();

    await user.click(within(reported).getByLabelText('Rozbalit řádek'));
    const details = screen.getByLabelText('Detail hodnocení od Jana a Petr');
    expect(details).toHaveTextContent('jana.novakova@gmail.com');
    expect(details).toHaveTextContent('Spam nebo reklama · od dodavatele');
    expect(details).toHaveTextContent('Reklama na konkurenci.');
    expect(details).toHaveTextContent('Falešné hodnocení');
  });

  it('hides a review only with a reason, and sends it', async () => {
    const user = setupUser();
    const sent: unknown[] = [];
    renderAdmin(
      '/admin?zalozka=hodnoceni',
      adminApi({
        'GET /api/admin/reviews': { status: 200, body: pageOf(reviews) },
        'PATCH /api/admin/reviews/31/hide': (body) => {
          sent.push(body);
          return { status: 200, body: { message: 'Hodnocení bylo skryto' } };
        },
      }),
    );
    await screen.findByText('Jana a Petr', { selector: 'strong' });
    await user.click(within(rowOf('Jana a Petr')).getByRole('button', { name: 'Skrýt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skrýt hodnocení' });
    expect(dialog).toHaveTextContent('Autorovi pošleme e-mail s důvodem.');
    const confirm = within(dialog).getByRole('button', { name: 'Skrýt' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Důvod/), '  ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Důvod/), 'Reklama ');
    await user.click(confirm);
    expect(await screen.findByText('Hodnocení bylo skryto')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Reklama' }]);
  });

  it('deletes a pending review with a reason', async () => {
    const user = setupUser();
    const deleted: unknown[] = [];
    renderAdmin(
      '/admin?zalozka=hodnoceni',
      adminApi({
        'GET /api/admin/reviews': { status: 200, body: pageOf(reviews) },
        'DELETE /api/admin/reviews/33': (body) => {
          deleted.push(body);
          return { status: 200, body: { message: 'Hodnocení bylo smazáno' } };
        },
      }),
    );
    await screen.findByText('Karel', { selector: 'strong' });
    await user.click(within(rowOf('Karel')).getByRole('button', { name: 'Smazat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Smazat hodnocení' });
    expect(dialog).toHaveTextContent('Nepotvrzené hodnocení bude natrvalo smazáno.');
    await user.type(within(dialog).getByLabelText(/Důvod/), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Smazat natrvalo' }));
    expect(await screen.findByText('Hodnocení bylo smazáno')).toBeInTheDocument();
    expect(deleted).toEqual([{ reason: 'Spam' }]);
  });

  it('restores a hidden review with a reason', async () => {
    const user = setupUser();
    const restored: unknown[] = [];
    renderAdmin(
      '/admin?zalozka=hodnoceni',
      adminApi({
        'GET /api/admin/reviews': { status: 200, body: pageOf(reviews) },
        'PATCH /api/admin/reviews/32/restore': (body) => {
          restored.push(body);
          return { status: 200, body: { message: 'Hodnocení bylo znovu zveřejněno' } };
        },
      }),
    );
    await screen.findByText('Eva', { selector: 'strong' });
    await user.click(within(rowOf('Eva')).getByRole('button', { name: 'Obnovit' }));
    const restore = await screen.findByRole('dialog', { name: 'Obnovit hodnocení' });
    await user.type(within(restore).getByLabelText(/Důvod/), 'Omyl');
    await user.click(within(restore).getByRole('button', { name: 'Potvrdit' }));
    expect(await screen.findByText('Hodnocení bylo znovu zveřejněno')).toBeInTheDocument();
    expect(restored).toEqual([{ reason: 'Omyl' }]);
  });

  it('keeps the filters in the URL and sends them to the server; a provider name filters by it', async () => {
    const user = setupUser();
    const { router, fetchMock } = renderAdmin(
      '/admin?zalozka=hodnoceni&stav-hodnoceni=confirmed&hvezdy=1',
      adminApi({ 'GET /api/admin/reviews': { status: 200, body: pageOf(reviews) } }),
    );
    await screen.findByText('Jana a Petr', { selector: 'strong' });
    await user.click(screen.getByRole('checkbox', { name: 'Jen nahlášené' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('nahlasene')).toBe('1'));
    await user.click(within(rowOf('Jana a Petr')).getByRole('button', { name: 'Studio Světlo' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('dodavatel')).toBe('12'));
    await waitFor(() => {
      const last = urlsOf(fetchMock)
        .filter((url) => url.pathname === '/api/admin/reviews')
        .at(-1);
      expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
        page: '1',
        pageSize: '20',
        reported: 'true',
        status: 'confirmed',
        providerId: '12',
        rating: '1',
      });
    });
  });

  it('names the review decisions in the audit filter', () => {
    expect([AUDIT_ACTION_LABELS['review.hide'], AUDIT_ACTION_LABELS['review.restore'], AUDIT_ACTION_LABELS['review.delete']]).toEqual([
      'Skrytí hodnocení',
      'Obnovení hodnocení',
      'Smazání hodnocení',
    ]);
  });
});
