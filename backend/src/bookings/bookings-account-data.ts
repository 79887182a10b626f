import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  AccountData,
  type AccountDataContributor,
  type AccountErasure,
  type AccountExport,
  type AccountSubject,
} from '../common/account-data/account-data';
import type { ExportedBookingDto, ExportedBookingHistoryDto } from './dto/exported-booking.dto';

/** What a deleted party's name becomes on the other side's booking (as on a closed request). */
export const ERASED_PARTY_NAME = 'Smazaný účet';

interface ExportRow extends Omit<
  ExportedBookingDto,
  'respondBy' | 'confirmedAt' | 'endedAt' | 'depositReceivedAt' | 'createdAt' | 'updatedAt' | 'history'
> {
  respondBy: Date;
  confirmedAt: Date | null;
  endedAt: Date | null;
  depositReceivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/**
 * The account's bookings on both sides (issue 44, "GDPR"). The export carries them with their
 * history and frozen document. A deletion keeps the other side's booking (it is the other side's
 * record of an agreement) and takes the deleted party out of it: its name becomes 'Smazaný účet', its
 * e-mail, phone, IČO, address and bank account go from the copy and the frozen document, and the
 * reasons it typed go from the history (as its words go from the conversations). After Requests (10),
 * whose closed request ids say which link-only bookings were the couple's.
 */
@AccountData({ order: 25 })
export class BookingsAccountData implements AccountDataContributor {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async exportInto(subject: AccountSubject, document: AccountExport): Promise<void> {
    const rows = (await this.dataSource.query(
      `SELECT b.id, b.number, CASE WHEN b.provider_id = $2 THEN 'provider' ELSE 'couple' END AS side, b.status,
              b.offer_id AS "offerId", b.request_id AS "requestId", b.provider_id AS "providerId", b.provider_name AS "providerName",
              b.couple_name AS "coupleName", b.couple_email AS "coupleEmail", to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate",
              b.respond_by AS "respondBy", b.confirmed_at AS "confirmedAt", b.ended_at AS "endedAt", b.deposit_amount AS "depositAmount",
              b.deposit_received_at AS "depositReceivedAt", b.keep_date_blocked AS "keepDateBlocked", b.document,
              b.created_at AS "createdAt", b.updated_at AS "updatedAt"
         FROM bookings b
        WHERE b.couple_user_id = $1 OR b.provider_id = $2 OR b.request_id = ANY($3::int[])
        ORDER BY b.created_at, b.id`,
      [subject.userId, subject.providerId, document.requestIds],
    )) as ExportRow[];
    const history = await this.history(rows.map((row) => row.id));
    const bookings: ExportedBookingDto[] = rows.map((row) => ({
      ...row,
      respondBy: row.respondBy.toISOString(),
      confirmedAt: iso(row.confirmedAt),
      endedAt: iso(row.endedAt),
      depositReceivedAt: iso(row.depositReceivedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      history: history.get(row.id) ?? [],
    }));
    document.sections.bookings = bookings;
  }

  async erase(manager: EntityManager, subject: AccountSubject, erasure: AccountErasure): Promise<void> {
    // The couple's side: its account's bookings and those of its requests (a link-only couple's, proven by its e-mail).
    const couple = (await manager.query(
      `UPDATE bookings
          SET couple_user_id = NULL, couple_name = $3::text, couple_email = '',
              -- The review link would still publish under the erased address.
              review_token_hash = NULL, review_token_expires_at = NULL,
              document = CASE WHEN document IS NULL THEN NULL
                              ELSE jsonb_set(document, '{couple}', jsonb_build_object('name', $3::text, 'email', '', 'phone', NULL)) END,
              sequence = sequence + 1, updated_at = now()
        WHERE couple_user_id = $1 OR request_id = ANY($2::int[])
        RETURNING id`,
      [subject.userId, erasure.requestIds, ERASED_PARTY_NAME],
    )) as [Array<{ id: number }>, number];
    await this.forgetReasons(
      manager,
      couple[0].map((row) => row.id),
      'couple',
    );

    // The provider's side: the profile (removed with the account before this runs; the bookings have no foreign key to it).
    const providerId = subject.providerId ?? erasure.removedProviderId;
    if (providerId === null) return;
    const provider = (await manager.query(
      `UPDATE bookings
          SET provider_user_id = NULL, provider_name = $2::text,
              document = CASE WHEN document IS NULL THEN NULL
                              ELSE jsonb_set(
                                     jsonb_set(document, '{provider}',
                                       jsonb_build_object('companyName', $2::text, 'ico', NULL, 'email', '', 'phone', NULL, 'address', NULL)),
                                     '{deposit}',
                                     CASE WHEN jsonb_typeof(document->'deposit') = 'object'
                                          THEN jsonb_set(document->'deposit', '{iban}', 'null'::jsonb)
                                          ELSE coalesce(document->'deposit', 'null'::jsonb) END) END,
              sequence = sequence + 1, updated_at = now()
        WHERE provider_id = $1
        RETURNING id`,
      [providerId, ERASED_PARTY_NAME],
    )) as [Array<{ id: number }>, number];
    await this.forgetReasons(
      manager,
      provider[0].map((row) => row.id),
      'provider',
    );
  }

  /** The reasons the deleted side typed (its words); the steps themselves stay: who, when, what. */
  private async forgetReasons(manager: EntityManager, bookingIds: number[], actor: 'couple' | 'provider'): Promise<void> {
    if (bookingIds.length === 0) return;
    await manager.query(
      `UPDATE booking_history SET reason = NULL WHERE booking_id = ANY($1::int[]) AND actor = $2 AND reason IS NOT NULL`,
      [bookingIds, actor],
    );
  }

  private async history(bookingIds: number[]): Promise<Map<number, ExportedBookingHistoryDto[]>> {
    const byBooking = new Map<number, ExportedBookingHistoryDto[]>();
    if (bookingIds.length === 0) return byBooking;
    const rows = (await this.dataSource.query(
      `SELECT booking_id AS "bookingId", at, actor, action, reason FROM booking_history
        WHERE booking_id = ANY($1::int[]) ORDER BY at, id`,
      [bookingIds],
    )) as Array<ExportedBookingHistoryDto & { bookingId: number; at: Date }>;
    for (const { bookingId, at, ...step } of rows) {
      const list = byBooking.get(bookingId) ?? [];
      list.push({ ...step, at: at.toISOString() });
      byBooking.set(bookingId, list);
    }
    return byBooking;
  }
}
