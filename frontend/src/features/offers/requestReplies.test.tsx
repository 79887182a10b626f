import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coupleApi, makeRequest, renderWithApi } from '../../test/offersTestKit';
import { visitorApi } from '../../test/renderApp';
import { makeInvitation } from '../../test/shortlistTestKit';
import { OffersPanel } from './OffersPanel';
import { followupText, notFitText, questionText, unavailableText } from './RequestReplies';

afterEach(() => {
  vi.unstubAllGlobals();
});

const replies = {
  unavailable: 3,
  notFit: 1,
  questions: 1,
  items: [
    { companyName: 'Foto Novák', kind: 'unavailable', createdAt: '2026-09-14T10:00:00.000Z' },
    { companyName: 'Studio Světlo', kind: 'unavailable', createdAt: '2026-09-14T09:00:00.000Z' },
    { companyName: 'Kapela Swing', kind: 'unavailable', createdAt: '2026-09-14T08:00:00.000Z' },
    { companyName: 'Dorty Jana', kind: 'not_fit', createdAt: '2026-09-14T07:00:00.000Z' },
    { companyName: 'Květiny Eva', kind: 'question', createdAt: '2026-09-14T06:00:00.000Z' },
  ],
};

describe('the one-tap answers under the offers', () => {
  it('counts in Czech plurals', () => {
    expect([1, 2, 4, 5, 12].map(unavailableText)).toEqual([
      '1 dodavatel nemá volno',
      '2 dodavatelé nemají volno',
      '4 dodavatelé nemají volno',
      '5 dodavatelů nemá volno',
      '12 dodavatelů nemá volno',
    ]);
    expect([1, 3, 6].map(notFitText)).toEqual(['1 dodavatel se nehodí', '3 dodavatelé se nehodí', '6 dodavatelů se nehodí']);
    expect([1, 2, 5].map(questionText)).toEqual(['1 dodavatel potřebuje upřesnit', '2 dodavatelé potřebují upřesnit', '5 dodavatelů potřebuje upřesnit']);
    expect([1, 3, 5].map(followupText)).toEqual([
      'Oslovili jsme dalšího 1 dodavatele',
      'Oslovili jsme další 3 dodavatele',
      'Oslovili jsme dalších 5 dodavatelů',
    ]);
  });

  it('lists them muted with the companies’ names and what the 48-hour follow-up did', async () => {
    const { callsTo } = renderWithApi(
      <OffersPanel request={makeRequest({ id: 41 })} offers={[]} />,
      coupleApi({
        'GET /api/service-requests/41/replies': { status: 200, body: replies },
        'GET /api/service-requests/41/invitations': {
          status: 200,
          body: {
            items: [
              makeInvitation({ providerId: 1, source: 'couple' }),
              ...[2, 3, 4, 5, 6].map((providerId) => makeInvitation({ providerId, companyName: `Dodavatel ${providerId}`, source: 'system' })),
            ],
          },
        },
      }),
    );
    const box = await screen.findByLabelText('Další odpovědi dodavatelů');
    expect(await within(box).findByText('Oslovili jsme dalších 5 dodavatelů')).toBeInTheDocument();
    const items = within(box).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '3 dodavatelé nemají volno: Foto Novák, Studio Světlo, Kapela Swing',
      '1 dodavatel se nehodí: Dorty Jana',
      '1 dodavatel potřebuje upřesnit: Květiny Eva',
    ]);
    // The invited companies' names stay the couple's own: the follow-up says how many, not who.
    expect(box).not.toHaveTextContent('Dodavatel 2');
    expect(callsTo('GET', '/api/service-requests/41/replies')).toHaveLength(1);
  });

  it('asks by the manage link’s token without an account, and leaves out the invitations', async () => {
    const token = 'm9Zx8Yw7Vv6Uu5Tt4Ss3Rr2Qq1Pp0Oo9Nn8Mm7Ll6Kk';
    const { callsTo } = renderWithApi(
      <OffersPanel request={makeRequest({ id: 41 })} offers={[]} token={token} />,
      { ...visitorApi, 'GET /api/service-requests/41/replies': { status: 200, body: { ...replies, unavailable: 1, notFit: 0, questions: 0, items: [replies.items[0]] } } },
    );
    const box = await screen.findByLabelText('Další odpovědi dodavatelů');
    expect(within(box).getByRole('listitem')).toHaveTextContent('1 dodavatel nemá volno: Foto Novák');
    expect(callsTo('GET', '/api/service-requests/41/replies')[0].query.get('token')).toBe(token);
    expect(callsTo('GET', '/api/service-requests/41/invitations')).toHaveLength(0);
  });

  it('shows nothing without answers', async () => {
    const { callsTo } = renderWithApi(
      <OffersPanel request={makeRequest({ id: 41 })} offers={[]} />,
      coupleApi({
        'GET /api/service-requests/41/replies': { status: 200, body: { unavailable: 0, notFit: 0, questions: 0, items: [] } },
        'GET /api/service-requests/41/invitations': { status: 200, body: { items: [makeInvitation()] } },
      }),
    );
    await waitFor(() => expect(callsTo('GET', '/api/service-requests/41/replies')).toHaveLength(1));
    await waitFor(() => expect(callsTo('GET', '/api/service-requests/41/invitations')).toHaveLength(1));
    expect(screen.queryByLabelText('Další odpovědi dodavatelů')).not.toBeInTheDocument();
  });
});
