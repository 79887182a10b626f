import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationDto, ServiceRequestDto } from '../../api';
import { renderComponent, signedInApi } from '../../test/conversationsTestKit';
import type { ConversationsApi } from '../../test/conversationsTestKit';
import { makeRequest } from '../../test/offersTestKit';
import { makeEntry, makeInvitation } from '../../test/shortlistTestKit';
import InviteDialog, { NO_ACTIVE_REQUEST_TEXT } from './InviteDialog';
import type { InviteCandidate } from './InviteDialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DIALOG_WAIT = { timeout: 10_000 };

const requests: ServiceRequestDto[] = [
  makeRequest({ id: 41, title: 'Fotograf na zámek', status: 'active' }),
  makeRequest({ id: 42, title: 'Kapela na večer', category: 'Hudba', status: 'active', weddingDate: null }),
  makeRequest({ id: 43, title: 'Starý dort', status: 'fulfilled' }),
];

const six: InviteCandidate[] = [
  { id: 1, companyName: 'Foto Adam' },
  { id: 2, companyName: 'Foto Bára' },
  { id: 3, companyName: 'Foto Cyril' },
  { id: 4, companyName: 'Foto Dana' },
  { id: 5, companyName: 'Foto Eva' },
  { id: 6, companyName: 'Foto Filip' },
];

/** The couple's requests and invitations on the server; POST adds the couple's invitations. */
function server(extra: ConversationsApi = {}, invited: Record<number, InvitationDto[]> = {}) {
  const byRequest: Record<number, InvitationDto[]> = { ...invited };
  const api: ConversationsApi = signedInApi({
    'GET /api/service-requests/mine': { status: 200, body: requests },
    'GET /api/shortlist': { status: 200, body: { items: [makeEntry({ id: 12 }), makeEntry({ id: 14, companyName: 'Foto Jarmila' })], weddingDate: null } },
    ...extra,
  });
  for (const id of [41, 42]) {
    api[`GET /api/service-requests/${id}/invitations`] ??= () => ({ status: 200, body: { items: byRequest[id] ?? [] } });
    api[`POST /api/service-requests/${id}/invitations`] ??= (body) => {
      const ids = (body as { providerIds: number[] }).providerIds;
      const names = new Map([...six, { id: 12, companyName: 'Studio Bílý závoj' }, { id: 14, companyName: 'Foto Jarmila' }].map((p) => [p.id, p.companyName]));
      byRequest[id] = [...(byRequest[id] ?? []), ...ids.map((providerId) => makeInvitation({ providerId, companyName: names.get(providerId) }))];
      return { status: 201, body: { items: byRequest[id] } };
    };
  }
  return api;
}

const dialog = () => screen.findByRole('dialog', {}, DIALOG_WAIT);

describe("'Pozvat k nabídce'", () => {
  it("invites the ticked providers to the couple's active request and says to whom it went", async () => {
    const user = userEvent.setup();
    const { callsTo } = renderComponent(<InviteDialog open onClose={() => undefined} candidates={six} initialSelected={[1]} />, server());
    const box = await dialog();
    // Only the active requests, the first one chosen.
    const choices = await within(box).findAllByRole('radio');
    expect(choices).toHaveLength(2);
    await waitFor(() => expect(within(box).getByRole('radio', { name: /Fotograf na zámek/ })).toBeChecked());
    expect(within(box).queryByRole('radio', { name: /Starý dort/ })).not.toBeInTheDocument();
    await user.click(within(box).getByRole('radio', { name: /Kapela na večer/ }));
    await user.click(within(box).getByRole('checkbox', { name: 'Foto Bára' }));
    await user.click(within(box).getByRole('button', { name: 'Pozvat 2 dodavatele' }));
    expect(await within(box).findByText('Pozvánka odešla 2 dodavatelům.')).toBeInTheDocument();
    expect(within(box).getByText('Foto Adam')).toBeInTheDocument();
    expect(within(box).getByText('Foto Bára')).toBeInTheDocument();
    expect(callsTo('POST', '/api/service-requests/42/invitations')[0].body).toEqual({ providerIds: [1, 2] });
    expect(callsTo('POST', '/api/service-requests/41/invitations')).toHaveLength(0);
  });

  it('lets the couple tick at most five, fewer when some are already invited', async () => {
    const user = userEvent.setup();
    renderComponent(
      <InviteDialog open onClose={() => undefined} candidates={six} requestId={41} />,
      server({}, { 41: [makeInvitation({ providerId: 1, companyName: 'Foto Adam' }), makeInvitation({ providerId: 99, companyName: 'Jiný', source: 'system' })] }),
    );
    const box = await dialog();
    const adam = await within(box).findByRole('checkbox', { name: /Foto Adam/ });
    await waitFor(() => expect(adam).toBeDisabled());
    expect(adam).toBeChecked();
    expect(within(box).getByText(/už pozván/)).toBeInTheDocument();
    // One couple invitation used (the system's do not count): four left.
    expect(within(box).getByText('K této poptávce můžete pozvat ještě 4 z 5 dodavatelů.')).toBeInTheDocument();
    for (const name of ['Foto Bára', 'Foto Cyril', 'Foto Dana', 'Foto Eva']) await user.click(within(box).getByRole('checkbox', { name }));
    expect(within(box).getByRole('checkbox', { name: 'Foto Filip' })).toBeDisabled();
    await user.click(within(box).getByRole('checkbox', { name: 'Foto Eva' }));
    expect(within(box).getByRole('checkbox', { name: 'Foto Filip' })).toBeEnabled();
  });

  it("shows the server's limits in Czech and keeps the choice", async () => {
    const user = userEvent.setup();
    renderComponent(
      <InviteDialog open onClose={() => undefined} candidates={six} initialSelected={[1, 2]} requestId={41} />,
      server({
        'POST /api/service-requests/41/invitations': {
          status: 429,
          body: { statusCode: 429, message: 'Dnes už jste pozvali 20 dodavatelů. Zkuste to zítra.' },
        },
      }),
    );
    const box = await dialog();
    await user.click(await within(box).findByRole('button', { name: 'Pozvat 2 dodavatele' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Dnes už jste pozvali 20 dodavatelů. Zkuste to zítra.');
    expect(within(box).getByRole('checkbox', { name: 'Foto Bára' })).toBeChecked();
  });

  it('shows the limit of five a request', async () => {
    const user = userEvent.setup();
    renderComponent(
      <InviteDialog open onClose={() => undefined} candidates={six} initialSelected={[3]} requestId={41} />,
      server({
        'POST /api/service-requests/41/invitations': {
          status: 409,
          body: { statusCode: 409, message: 'K jedné poptávce můžete pozvat nejvýše 5 dodavatelů.' },
        },
      }),
    );
    const box = await dialog();
    await user.click(await within(box).findByRole('button', { name: 'Pozvat' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('K jedné poptávce můžete pozvat nejvýše 5 dodavatelů.');
  });

  it('offers the shortlist when opened from a request', async () => {
    renderComponent(<InviteDialog open onClose={() => undefined} requestId={41} />, server());
    const box = await dialog();
    expect(await within(box).findByRole('checkbox', { name: 'Studio Bílý závoj' })).not.toBeChecked();
    expect(within(box).getByRole('checkbox', { name: 'Foto Jarmila' })).toBeInTheDocument();
  });

  it('says so when the couple has no active request', async () => {
    renderComponent(
      <InviteDialog open onClose={() => undefined} candidates={six} />,
      server({ 'GET /api/service-requests/mine': { status: 200, body: [requests[2]] } }),
    );
    const box = await dialog();
    expect(await within(box).findByText(NO_ACTIVE_REQUEST_TEXT)).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Zadat poptávku' })).toBeInTheDocument();
  });
});
