import request from 'supertest';
import type { Response } from 'supertest';
import { RequestNoticesService } from '../../src/requests/request-notices.service';
import type { TestApp } from './test-app';

type Agent = ReturnType<TestApp['agent']>;

let address = 0;
/** A client address of its own for each submission (the per-address limit is 5 an hour). */
export function nextCoupleAddress(): string {
  address += 1;
  return `10.91.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

/** The token of the newest `page` link (potvrdit, sprava) in a `template` mail to `email` (the outbox as the couple's mailbox). */
async function mailedLinkToken(t: TestApp, email: string, template: string, page: string): Promise<string> {
  const [mail] = (await t.dataSource.query(
    `SELECT text_body AS text FROM mail_outbox WHERE to_email = $1 AND template = $2 ORDER BY id DESC LIMIT 1`,
    [email.toLowerCase(), template],
  )) as Array<{ text: string }>;
  const token = mail?.text.match(new RegExp(`/poptavka/${page}\\?token=([A-Za-z0-9_-]+)`))?.[1];
  if (!token) throw new Error(`No ${page} link mailed to ${email}`);
  return token;
}

/** The confirmation link's token (the double opt-in's mail). */
export const confirmLinkToken = (t: TestApp, email: string): Promise<string> => mailedLinkToken(t, email, 'request-confirm-link', 'potvrdit');

/** The manage link's token (the notice that the request is listed). */
export const manageLinkToken = (t: TestApp, email: string): Promise<string> => mailedLinkToken(t, email, 'request-confirmation', 'sprava');

/**
 * Submits a request as a couple does, from its own client address; unless `confirm` is false it
 * then opens the confirmation link from the e-mail, so that the request is listed. The answer of
 * the submission.
 */
export async function submitRequest(
  t: TestApp,
  body: Record<string, unknown> & { contactEmail: string },
  options: { confirm?: boolean; agent?: Agent } = {},
): Promise<Response> {
  const client = options.agent ?? request(t.server);
  const created = await client.post('/api/service-requests').set('X-Forwarded-For', nextCoupleAddress()).send(body);
  if (created.status !== 201) throw new Error(`Submission answered ${created.status}: ${JSON.stringify(created.body)}`);
  if (options.confirm !== false && created.body.status === 'unconfirmed') {
    const token = await confirmLinkToken(t, body.contactEmail);
    await request(t.server).post('/api/service-requests/confirm').set('X-Forwarded-For', nextCoupleAddress()).send({ token }).expect(200);
  }
  return created;
}

/**
 * Does now what the queued premium-notices job of this request does (the worker is off in the API
 * tests; calling the job's work for one request keeps parallel test files from taking each other's
 * jobs). How many mails were queued.
 */
export const runPremiumNotices = (t: TestApp, requestId: number): Promise<number> =>
  t.app.get(RequestNoticesService).notifyPremiumProviders(requestId);
