import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationThread } from './ConversationThread';
import { makeMessage, makeThread, renderComponent, signedInApi } from '../../test/conversationsTestKit';

/** Issue 51, item 9: one thread per couple and provider shows its offers and their requests. */
describe('ConversationThread: the offers and requests of the thread', () => {
  it('shows each offer with its request (title, date, place) and state under the heading', async () => {
    const thread = makeThread([makeMessage({ id: 100, senderSide: 'couple', mine: true, body: 'Máte volno v červnu?' })], {
      side: 'provider',
      counterpart: { name: 'Eliška Nováková', imageUrl: null, providerId: null },
      offers: [
        { offerId: 31, status: 'accepted', request: { id: 41, title: 'Fotograf na obřad', weddingDate: '2027-06-12', location: 'Brno' } },
        { offerId: 30, status: 'declined', request: { id: 40, title: 'Fotograf na celý den', weddingDate: null, location: 'Praha' } },
      ],
    });
    renderComponent(<ConversationThread conversationId={5} />, signedInApi({ 'GET /api/conversations/5/messages': { status: 200, body: thread } }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Eliška Nováková' })).toBeInTheDocument();
    const offers = screen.getByRole('list', { name: 'Nabídky a poptávky v konverzaci' });
    const items = within(offers).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Fotograf na obřad');
    expect(items[0]).toHaveTextContent('12. 6. 2027 · Brno');
    expect(within(items[0]).getByText('Vybráno')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Datum nevybráno · Praha');
    expect(within(items[1]).getByText('Odmítnuto')).toBeInTheDocument();
  });

  it('shows no offer cards for a question alone', async () => {
    renderComponent(
      <ConversationThread conversationId={5} />,
      signedInApi({
        'GET /api/conversations/5/messages': {
          status: 200,
          body: makeThread([makeMessage({ id: 100 })], { request: null, offerId: null, offerStatus: null, offers: [] }),
        },
      }),
    );
    expect(await screen.findByText('Dotaz z portfolia')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Nabídky a poptávky v konverzaci' })).not.toBeInTheDocument();
  });
});
