import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RsvpDto } from '../../api';
import { renderAppAt } from '../../test/conversationsTestKit';
import { NAVIGATION_WAIT, visitorApi } from '../../test/renderApp';
import type { RecordingApi } from '../../test/recordingApi';

afterEach(() => {
  vi.unstubAllGlobals();
});

const invitation: RsvpDto = {
  coupleNames: 'Jana a Petr',
  weddingDate: '2027-06-12',
  guestName: 'Žofie Šťastná',
  rsvp: 'invited',
  partySize: 1,
  dietary: null,
};

const notFound = { status: 404, body: { statusCode: 404, message: 'Odkaz je neplatný nebo vypršel.' } };

function server(extra: RecordingApi = {}): RecordingApi {
  return { ...visitorApi, 'GET /api/rsvp/tok3n': { status: 200, body: invitation }, ...extra };
}

describe('/rsvp/:token, a guest’s answer', () => {
  it('shows only the couple’s names and date, and answers yes for two people', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt(
      '/rsvp/tok3n',
      server({
        'POST /api/rsvp/tok3n': (body) => ({
          status: 201,
          body: { ...invitation, rsvp: 'confirmed', partySize: (body as { partySize: number }).partySize, dietary: 'bezlepková' },
        }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Jana a Petr' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.getByText('12. 6. 2027')).toBeInTheDocument();
    expect(screen.getByText('Odpověď za: Žofie Šťastná')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Ano, přijdu' }));
    await user.selectOptions(screen.getByLabelText('Počet osob (včetně vás)'), '2');
    await user.type(screen.getByLabelText('Strava (nepovinné)'), 'bezlepková');
    await user.click(screen.getByRole('button', { name: 'Odeslat odpověď' }));

    expect(await screen.findByRole('heading', { name: 'Děkujeme, odpověď jsme předali' })).toBeInTheDocument();
    expect(screen.getByText('Přijdete: 2 osoby.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/rsvp/tok3n').map((call) => call.body)).toEqual([{ attending: true, partySize: 2, dietary: 'bezlepková' }]);
  });

  it('asks to choose yes or no before sending', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt('/rsvp/tok3n', server());
    await user.click(await screen.findByRole('button', { name: 'Odeslat odpověď' }, NAVIGATION_WAIT));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vyberte prosím, zda přijdete.');
    expect(callsTo('POST', '/api/rsvp/tok3n')).toHaveLength(0);
  });

  it('answers no without the number of people', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderAppAt(
      '/rsvp/tok3n',
      server({ 'POST /api/rsvp/tok3n': { status: 201, body: { ...invitation, rsvp: 'declined' } } }),
    );
    await user.click(await screen.findByRole('radio', { name: 'Ne, nepřijdu' }, NAVIGATION_WAIT));
    expect(screen.queryByLabelText('Počet osob (včetně vás)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Odeslat odpověď' }));
    expect(await screen.findByText('Nepřijdete. Škoda, budete chybět.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/rsvp/tok3n')[0].body).toEqual({ attending: false, partySize: 1 });
  });

  it('says the link is invalid or expired on a 404', async () => {
    renderAppAt('/rsvp/tok3n', server({ 'GET /api/rsvp/tok3n': notFound }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Odkaz je neplatný nebo vypršel' }, NAVIGATION_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odeslat odpověď' })).not.toBeInTheDocument();
  });

  it('says the link is invalid when it was revoked before the answer was sent', async () => {
    const user = userEvent.setup();
    renderAppAt('/rsvp/tok3n', server({ 'POST /api/rsvp/tok3n': notFound }));
    await user.click(await screen.findByRole('radio', { name: 'Ano, přijdu' }, NAVIGATION_WAIT));
    await user.click(screen.getByRole('button', { name: 'Odeslat odpověď' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Odkaz je neplatný nebo vypršel' })).toBeInTheDocument());
  });
});
