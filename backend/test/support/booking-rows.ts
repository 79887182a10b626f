import { DomainEvents } from '../../src/common/domain-events/domain-events';
import type { BookingEvent } from '../../src/bookings/bookings.api';
import { coupleRequest, listedProvider, offerConversation } from './conversation-fixtures';
import { uniqueEmail } from './test-app';
import type { SignedInProvider } from './accounts';
import type { TestApp } from './test-app';

/*
 * Bookings straight in the database, on a real request, offer and conversation: the effects, the
 * reminders, the admin list and the erasure are tested without going through the booking's own
 * transitions (bookings.api-spec.ts tests those).
 */

export interface BookingRow {
  bookingId: number;
  number: string;
  requestId: number;
  offerId: number;
  conversationId: number;
  providerId: number;
  providerUserId: number;
  coupleUserId: number | null;
  coupleEmail: string;
}

export interface BookingRowOptions {
  status?: 'pending_provider' | 'confirmed' | 'declined' | 'expired' | 'cancelled';
  /** The couple's account; null: a link-only couple. */
  coupleUserId?: number | null;
  coupleName?: string;
  providerName?: string;
  eventDate?: string | null;
  confirmedAt?: Date | null;
  depositAmount?: number | null;
  createdAt?: Date;
  document?: Record<string, unknown> | null;
}

/** One request made through the API per app; the others are its copies (the intake's rate limits allow a few a test file). */
const templates = new WeakMap<TestApp, Promise<number>>();

/** A new active request like the template one, with its own contact e-mail; the couple's account when given. */
export async function copyRequest(t: TestApp, run: string, userId: number | null): Promise<{ requestId: number; contactEmail: string }> {
  let template = templates.get(t);
  if (!template) {
    template = coupleRequest(t, run).then((request) => request.requestId);
    templates.set(t, template);
  }
  const templateId = await template;
  const columns = (
    (await t.dataSource.query(
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'service_requests' AND is_generated = 'NEVER' AND is_identity = 'NO'
          AND column_name NOT IN ('id', 'contact_email', 'user_id', 'created_at', 'updated_at')`,
    )) as Array<{ name: string }>
  ).map((column) => `"${column.name}"`);
  const contactEmail = uniqueEmail('rezervace');
  const [{ id }] = (await t.dataSource.query(
    `INSERT INTO service_requests (${columns.join(', ')}, contact_email, user_id)
     SELECT ${columns.join(', ')}, $2, $3 FROM service_requests WHERE id = $1 RETURNING id`,
    [templateId, contactEmail, userId],
  )) as Array<{ id: number }>;
  return { requestId: id, contactEmail };
}

/** A booking of `provider` on a new request of the couple (with an offer and its conversation). */
export async function insertBooking(
  t: TestApp,
  run: string,
  provider: SignedInProvider,
  options: BookingRowOptions = {},
): Promise<BookingRow> {
  const coupleUserId = options.coupleUserId ?? null;
  const request = await copyRequest(t, run, coupleUserId);
  const { offerId, conversationId } = await offerConversation(t, request.requestId, provider.providerId);
  const createdAt = options.createdAt ?? new Date();
  const [{ id, number }] = (await t.dataSource.query(
    `INSERT INTO bookings (number, offer_id, request_id, provider_id, provider_user_id, couple_user_id, status, event_date, respond_by,
                           confirmed_at, deposit_amount, couple_name, couple_email, provider_name, created_at, document)
     VALUES ('SV-2026-' || lpad(nextval('booking_number_seq')::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7,
             $8::timestamptz + interval '72 hours', $9, $10, $11, $12, $13, $8, $14)
     RETURNING id, number`,
    [
      offerId,
      request.requestId,
      provider.providerId,
      provider.userId,
      coupleUserId,
      options.status ?? 'pending_provider',
      options.eventDate === undefined ? null : options.eventDate,
      createdAt,
      options.confirmedAt ?? null,
      options.depositAmount ?? null,
      options.coupleName ?? 'Jana a Petr',
      request.contactEmail,
      options.providerName ?? 'Foto Test',
      options.document ? JSON.stringify(options.document) : null,
    ],
  )) as Array<{ id: number; number: string }>;
  return {
    bookingId: id,
    number,
    requestId: request.requestId,
    offerId,
    conversationId,
    providerId: provider.providerId,
    providerUserId: provider.userId,
    coupleUserId,
    coupleEmail: request.contactEmail,
  };
}

/** Publishes a booking event as the Bookings module does after its commit (DomainEvents: the listeners run before it resolves). */
export function publishBookingEvent(
  t: TestApp,
  row: BookingRow,
  type: BookingEvent['type'],
  actor: BookingEvent['actor'],
  reason?: string,
): Promise<void> {
  const event = {
    type,
    bookingId: row.bookingId,
    number: row.number,
    providerId: row.providerId,
    providerUserId: row.providerUserId,
    coupleUserId: row.coupleUserId,
    requestId: row.requestId,
    offerId: row.offerId,
    actor,
    ...(reason === undefined ? {} : { reason }),
  } as BookingEvent;
  return t.app.get(DomainEvents).publish(event);
}

export { listedProvider };

/** The mails of one template to one address: subject and bodies. */
export async function mailsTo(
  t: TestApp,
  email: string,
  template: string,
): Promise<Array<{ subject: string; text: string; html: string; secret: boolean }>> {
  return (await t.dataSource.query(
    `SELECT subject, text_body AS text, html_body AS html, secret FROM mail_outbox WHERE to_email = $1 AND template = $2 ORDER BY created_at, id`,
    [email.toLowerCase(), template],
  )) as Array<{ subject: string; text: string; html: string; secret: boolean }>;
}

/** The system notices of a conversation, newest first (one thread per couple and provider holds the notices of all their bookings). */
export async function systemNotices(
  t: TestApp,
  conversationId: number,
): Promise<Array<{ body: string; coupleBody: string | null; providerBody: string | null; actorSide: string | null }>> {
  return (await t.dataSource.query(
    `SELECT body, couple_body AS "coupleBody", provider_body AS "providerBody", actor_side AS "actorSide"
       FROM messages WHERE conversation_id = $1 AND sender_side = 'system' ORDER BY id DESC`,
    [conversationId],
  )) as Array<{ body: string; coupleBody: string | null; providerBody: string | null; actorSide: string | null }>;
}
