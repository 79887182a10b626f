import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewForm } from './ReviewForm';
import { coupleUser, renderComponent, signedInApi } from '../../test/conversationsTestKit';
import { visitorApi } from '../../test/renderApp';

/** Issue 51, item 4: the form says before sending which verification applies. */
describe('ReviewForm: which verification applies', () => {
  it("tells a signed-in couple that booked the provider the review is 'Ověřená spolupráce' and offers the account's address", async () => {
    const { callsTo } = renderComponent(
      <ReviewForm providerId={12} id="review-form" onDone={() => undefined} />,
      signedInApi({ 'POST /api/providers/12/can-review': { status: 200, body: { canReview: true, kind: 'booking' } } }),
    );
    expect(
      await screen.findByText('Recenze bude označena jako Ověřená spolupráce – přijali jste nabídku tohoto dodavatele.'),
    ).toBeInTheDocument();
    expect(screen.getByText('E-mail vašeho účtu nebo účet Gmail. E-mail nebude zveřejněn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue(coupleUser.email));
    expect(screen.queryByText(/Recenzi ověříme přes Gmail/)).not.toBeInTheDocument();
    // Asked about the provider alone (no address typed yet).
    expect(callsTo('POST', '/api/providers/12/can-review').map((call) => call.body)).toEqual([{}]);
  });

  it('tells a signed-in couple without a booking, and a visitor, the Gmail rule', async () => {
    const signedIn = renderComponent(
      <ReviewForm providerId={12} id="review-form" onDone={() => undefined} />,
      signedInApi({ 'POST /api/providers/12/can-review': { status: 200, body: { canReview: true, kind: 'email' } } }),
    );
    await waitFor(() => expect(signedIn.callsTo('POST', '/api/providers/12/can-review')).toHaveLength(1));
    expect(screen.getByText('Recenze bude označena jako Ověřený e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Recenzi ověříme přes Gmail: na zadanou adresu pošleme odkaz k potvrzení.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    signedIn.unmount();

    const visitor = renderComponent(<ReviewForm providerId={12} id="review-form" onDone={() => undefined} />, visitorApi);
    expect(await screen.findByText('Recenze bude označena jako Ověřený e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Je vyžadován účet Gmail. E-mail nebude zveřejněn.')).toBeInTheDocument();
    // A visitor cannot have booked anybody: nothing is asked before sending.
    expect(visitor.callsTo('POST', '/api/providers/12/can-review')).toHaveLength(0);
  });
});
