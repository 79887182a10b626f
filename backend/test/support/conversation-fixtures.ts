import request from 'supertest';
import { ConversationsService } from '../../src/conversations/conversations.service';
import { SIGN_IN_PASSWORD, accountRequestBody } from './account-fixtures';
import { signInAddress, signedInProvider, type SignedInProvider } from './accounts';
import { manageLinkToken, nextCoupleAddress, submitRequest } from './request-fixtures';
import { activateSubscription } from './subscription-fixtures';
import { type TestApp, uniqueEmail } from './test-app';

/** A signed-in provider with an active basic subscription (listed in the catalogue). */
export async function listedProvider(t: TestApp, companyName: string): Promise<SignedInProvider> {
  const provider = await signedInProvider(t, { companyName });
  await activateSubscription(t.dataSource, provider.providerId, 'basic');
  return provider;
}

export interface CoupleRequest {
  requestId: number;
  contactEmail: string;
  /** The manage link's token from the confirmation mail. */
  manageToken: string;
}

/** A confirmed (listed) request sent as a visitor; attached to `userId` when given (as a signed-in couple's). */
export async function coupleRequest(
  t: TestApp,
  run: string,
  options: { userId?: number; coupleName?: string } = {},
): Promise<CoupleRequest> {
  const contactEmail = uniqueEmail('poptavka');
  await submitRequest(t, accountRequestBody(contactEmail, run, options.coupleName ? { coupleName: options.coupleName } : {}));
  const [{ id }] = (await t.dataSource.query(
    `SELECT id FROM service_requests WHERE contact_email = $1 ORDER BY id DESC LIMIT 1`,
    [contactEmail],
  )) as Array<{ id: number }>;
  if (options.userId) await t.dataSource.query(`UPDATE service_requests SET user_id = $2 WHERE id = $1`, [id, options.userId]);
  return { requestId: id, contactEmail, manageToken: await manageLinkToken(t, contactEmail) };
}

/**
 * An offer straight in the database and its conversation through ConversationsService.openForOffer
 * (as the Offers module opens it, in the offer's transaction).
 */
export async function offerConversation(
  t: TestApp,
  requestId: number,
  providerId: number,
  message = 'Dobrý den, rádi vám nafotíme celý svatební den. Posíláme nabídku.',
): Promise<{ offerId: number; conversationId: number }> {
  return t.dataSource.transaction(async (manager) => {
    const [{ id: offerId }] = (await manager.query(
      `INSERT INTO offers (request_id, provider_id, message, price_kind, price_min) VALUES ($1, $2, $3, 'exact', 25000) RETURNING id`,
      [requestId, providerId, message],
    )) as Array<{ id: number }>;
    const conversationId = await t.app
      .get(ConversationsService)
      .openForOffer(manager, { id: offerId, requestId, providerId, message });
    return { offerId, conversationId };
  });
}

/** A fresh session cookie for an account the sign-in helpers made (their password), e.g. for an event stream. */
export async function sessionCookie(t: TestApp, email: string): Promise<string[]> {
  const response = await request(t.server)
    .post('/api/auth/login')
    .set('X-Forwarded-For', signInAddress(t))
    .send({ email, password: SIGN_IN_PASSWORD })
    .expect(200);
  return response.headers['set-cookie'] as unknown as string[];
}

export { nextCoupleAddress };
