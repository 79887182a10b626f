import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAVIGATION_WAIT, visitorApi } from '../../test/renderApp';
import { coupleApi, plain, renderPage } from '../../test/offersTestKit';
import { confirmed, makeBooking } from '../../test/bookingsTestKit';

/**
 * /rezervace/:id (issue 44): 'Potvrzení rezervace' as a page (the frozen content), the history and
 * the PDF; before confirmation the state; a booking the viewer may not see is the app's 404.
 */

const document = {
  number: 'SV-2026-000123',
  issuedAt: '2026-12-01T09:00:00.000Z',
  provider: { companyName: 'Studio Světlo s.r.o.', ico: '12345678', email: 'info@studio.cz', phone: '+420 777 123 456', address: 'Dlouhá 5, Praha' },
  couple: { name: 'Jana a Petr', email: 'jana@example.cz', phone: '+420 777 000 111' },
  eventDate: '2027-06-19',
  place: 'Zámek Loučeň',
  title: 'Fotograf na zámek',
  items: ['Celodenní focení', '400 upravených fotografií'],
  price: { kind: 'range', min: 25_000, max: 40_000 },
  deposit: { amount: 5000, iban: 'CZ6508000000192000145399' },
  cancellationTerms: 'Zálohu vracíme při zrušení do 90 dnů před svatbou.\nPozději ji nevracíme.',
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, NAVIGATION_WAIT);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the booking page', () => {
  it('shows the confirmed booking as its document: parties, date in Czech, place, items, price, deposit, terms, history and the PDF', async () => {
    const cancelled = confirmed({
      document,
      history: [
        { at: '2026-11-30T13:00:00.000Z', actor: 'couple', action: 'created', reason: null },
        { at: '2026-12-01T09:00:00.000Z', actor: 'provider', action: 'confirmed', reason: null },
        { at: '2026-12-02T10:30:00.000Z', actor: 'provider', action: 'deposit_received', reason: null },
      ],
      depositReceivedAt: '2026-12-02T10:30:00.000Z',
    } as never);
    const { callsTo } = renderPage('/rezervace/5', coupleApi({ 'GET /api/bookings/5': { status: 200, body: cancelled } }));
    await heading('Potvrzení rezervace');
    expect(callsTo('GET', '/api/bookings/5')[0].query.get('token')).toBeNull();
    const agreed = screen.getByRole('region', { name: 'Co jste si domluvili' });
    const text = plain(agreed.textContent);
    expect(text).toContain('Číslo rezervaceSV-2026-000123');
    expect(text).toContain('Studio Světlo s.r.o.');
    expect(text).toContain('IČO 12345678');
    expect(text).toContain('Dlouhá 5, Praha');
    expect(text).toContain('jana@example.cz');
    expect(text).toContain('sobota 19. června 2027');
    expect(text).toContain('MístoZámek Loučeň');
    expect(text).toContain('Cena25 000 – 40 000 Kč');
    expect(text).toContain('Záloha5 000 Kč · Záloha přijata');
    expect(within(agreed).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Celodenní focení', '400 upravených fotografií']);
    expect(text).toContain('Zálohu vracíme při zrušení do 90 dnů před svatbou.');

    const history = screen.getByRole('region', { name: 'Historie' });
    const lines = within(history).getAllByRole('listitem').map((item) => plain(item.textContent));
    expect(lines).toEqual([
      '30. 11. 2026 14:00 · PárNabídka přijata, rezervace vytvořena',
      '1. 12. 2026 10:00 · DodavatelRezervace potvrzena',
      '2. 12. 2026 11:30 · DodavatelZáloha přijata',
    ]);
    expect(screen.getByRole('link', { name: /Stáhnout PDF/ })).toHaveAttribute('href', '/api/bookings/5/document.pdf');
    expect(screen.getByRole('link', { name: /Přidat do kalendáře/ })).toHaveAttribute('href', '/api/bookings/5/event.ics');
  });

  it('shows who cancelled, when and why', async () => {
    const booking = confirmed({
      status: 'cancelled',
      canCancel: false,
      endedAt: '2026-12-05T10:00:00.000Z',
      history: [
        { at: '2026-11-30T13:00:00.000Z', actor: 'couple', action: 'created', reason: null },
        { at: '2026-12-01T09:00:00.000Z', actor: 'provider', action: 'confirmed', reason: null },
        { at: '2026-12-05T10:00:00.000Z', actor: 'couple', action: 'cancelled', reason: 'Svatbu přesouváme na příští rok.' },
      ],
    });
    renderPage('/rezervace/5', coupleApi({ 'GET /api/bookings/5': { status: 200, body: booking } }));
    await heading('Potvrzení rezervace');
    expect(screen.getByText('Zrušeno')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Historie' });
    expect(plain(history.textContent)).toContain('5. 12. 2026 11:00 · PárRezervace zrušena – důvod: Svatbu přesouváme na příští rok.');
    // The cancelled booking keeps its document, but no longer goes to a calendar.
    expect(screen.getByRole('link', { name: /Stáhnout PDF/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Přidat do kalendáře/ })).not.toBeInTheDocument();
  });

  it('before confirmation shows the state and says the document comes with the confirmation; a couple without an account uses the token', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz123456';
    const { callsTo } = renderPage(`/rezervace/5?token=${token}`, {
      ...visitorApi,
      'GET /api/bookings/5': { status: 200, body: makeBooking() },
    });
    await heading('Rezervace SV-2026-000123');
    expect(callsTo('GET', '/api/bookings/5')[0].query.get('token')).toBe(token);
    expect(screen.getByText('Čeká na potvrzení dodavatele')).toBeInTheDocument();
    expect(screen.getByText('Dodavatel má na potvrzení čas do 3. 12. 2026 14:00.')).toBeInTheDocument();
    expect(screen.getByText('Potvrzení rezervace vznikne, až dodavatel rezervaci potvrdí.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Stáhnout PDF/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zpět na poptávku/ })).toHaveAttribute('href', `/poptavka/sprava?token=${token}`);
    // Without the frozen document, the booking's own fields.
    expect(plain(screen.getByRole('region', { name: 'Co jste si domluvili' }).textContent)).toContain('DodavatelStudio Světlo');
  });

  it("is the app's 404 for a booking the viewer may not see, and for an id that is none", async () => {
    renderPage('/rezervace/77', coupleApi({ 'GET /api/bookings/77': { status: 404, body: { statusCode: 404, message: 'Rezervace nenalezena' } } }));
    expect(await heading('404 Page Not Found')).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    renderPage('/rezervace/5', {
      ...visitorApi,
      'GET /api/bookings/5': { status: 401, body: { statusCode: 401, message: 'Nepřihlášen' } },
    });
    await heading('Rezervace');
    expect(screen.getByText('Rezervaci uvidíte po přihlášení. Bez účtu ji otevřete odkazem ze správy poptávky.')).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link', { name: /Přihlásit se/ }).map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/login?returnUrl=%2Frezervace%2F5');
  });
});

describe('the booking page, ids', () => {
  it("is the app's 404 for a path that is no booking id", async () => {
    renderPage('/rezervace/abc', coupleApi());
    expect(await heading('404 Page Not Found')).toBeInTheDocument();
  });
});
