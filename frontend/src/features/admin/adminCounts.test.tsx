import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi, makeRequest, overview, pageOf, renderAdmin, requests, setUpAdminTests } from '../../test/adminTestKit';
import { auditDetails } from './AuditTab';

/** Issue 51, item 2 (the admin's counts and demo marks) and item 15 (the audit's states in Czech). */

setUpAdminTests();

const WAIT = { timeout: 15_000 };

describe('admin: demo requests and counts', () => {
  it('marks a demo request in the requests table as demo providers are marked, and only that one', async () => {
    const demo = makeRequest({ id: 50, coupleName: 'Ukázkový pár', title: 'Fotograf do Brna', isDemo: true });
    renderAdmin('/admin', adminApi({ 'GET /api/admin/service-requests': { status: 200, body: pageOf([demo, ...requests]) } }));
    const name = await screen.findByText('Ukázkový pár', { selector: 'strong' }, WAIT);
    const row = name.closest('tr')!;
    expect(within(row).getByText('Ukázková poptávka').closest('.admin-badge--demo')).not.toBeNull();
    const other = screen.getByText('Tereza a Jakub', { selector: 'strong' }).closest('tr')!;
    expect(within(other).queryByText('Ukázková poptávka')).not.toBeInTheDocument();
  });

  it('names what each count counts, with the demo share, and leaves test payments out of the revenue', async () => {
    const body = {
      ...overview,
      activeRequests: 20,
      activeDemoRequests: 20,
      totalRequests: 21,
      listedProviders: 31,
      demoProviders: 30,
      totalProviders: 33,
      revenuePerMonth: [
        { month: '2026-08', amount: 2800, testAmount: 0 },
        { month: '2026-09', amount: 0, testAmount: 490 },
      ],
    };
    renderAdmin('/admin', adminApi({ 'GET /api/admin/overview': { status: 200, body } }));
    const active = await screen.findByText('Aktivní poptávky', undefined, WAIT);
    expect(active.nextElementSibling).toHaveTextContent('20');
    expect(active.parentElement).toHaveTextContent('z toho 20 ukázkových');
    expect(screen.getByText('Všechny poptávky').nextElementSibling).toHaveTextContent('21');
    const listed = screen.getByText('Dodavatelé v katalogu');
    expect(listed.nextElementSibling).toHaveTextContent('31');
    expect(listed.parentElement).toHaveTextContent('z toho 30 ukázkových');
    expect(screen.getByText('Všichni dodavatelé').nextElementSibling).toHaveTextContent('33');
    expect(screen.queryByText('Poptávek celkem')).not.toBeInTheDocument();

    const revenue = screen.getByRole('figure', { name: 'Tržby za měsíc' });
    expect(revenue).toHaveAccessibleDescription(/celkem 2\s800\sKč\. Testovací platby \(490\sKč\) nejsou započítány\./);
    const table = screen.getByRole('table', { name: 'Tržby za měsíc' });
    expect(within(table).getByRole('row', { name: /září 2026/ })).toHaveTextContent(/0\sKč/);
  });
});

describe('admin audit: stored codes in Czech', () => {
  it('shows a review’s previous state, a request’s state, a plan and a source by their Czech labels', () => {
    expect(auditDetails({ reason: 'Spam', previousStatus: 'confirmed' })).toBe('Důvod: Spam · Předchozí stav: Zveřejněné');
    expect(auditDetails({ previousStatus: 'hidden' })).toBe('Předchozí stav: Skryté');
    expect(auditDetails({ title: 'Fotograf', status: 'active' })).toBe('Název: Fotograf · Stav: Aktivní');
    expect(auditDetails({ planType: 'premium', planId: 'premium_yearly' })).toBe('Plán: Premium · Plán: Premium roční');
    expect(auditDetails({ source: 'offline' })).toBe('Zdroj: testovací platba');
    expect(auditDetails({ senderSide: 'couple' })).toBe('Strana odesílatele: pár');
    expect(auditDetails({ deleted: { reviews: 2, portfolioItems: 5 } })).toBe('Smazáno: hodnocení 2, položky portfolia 5');
    // an unknown code stays as stored
    expect(auditDetails({ previousStatus: 'archived' })).toBe('Předchozí stav: archived');
  });

  it('shows the Czech label in the audit table', async () => {
    const entry = {
      id: 1,
      adminEmail: 'admin@svatby.cz',
      action: 'review.hide',
      targetType: 'review',
      targetId: '7',
      details: { reason: 'Urážky', previousStatus: 'confirmed' },
      createdAt: '2026-09-12T10:00:00.000Z',
    };
    renderAdmin('/admin?zalozka=audit', adminApi({ 'GET /api/admin/audit-log': { status: 200, body: pageOf([entry]) } }));
    expect(await screen.findByText('Důvod: Urážky · Předchozí stav: Zveřejněné', undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/confirmed/)).not.toBeInTheDocument();
  });
});
