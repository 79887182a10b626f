import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hashToken, newLinkToken } from '../common/security/link-token';
import { AppConfig } from '../config/app-config';
import { MailService, PLAIN_GREETING, type RenderedMail, renderMail } from '../mail/mail.api';
import { PeriodicJob } from '../queue/queue.api';

/*
 * Reviews from real bookings (issue 44, item 7). Three days after the wedding (Europe/Prague) the
 * couple of a confirmed booking is mailed, once, a link to the provider's review form. The app has
 * no shared signing helper, so the link carries a random token (common/security/link-token) whose
 * SHA-256 is kept on the booking with an expiry of 60 days; the Reviews module reads it back through
 * BookingReviewLinks (bookings.api.ts) and publishes the review at once, marked "Ověřená rezervace".
 */

/** Days after the wedding date the invitation goes out. */
export const REVIEW_INVITATION_DAYS_AFTER = 3;
/** How long the invitation's link works. */
export const REVIEW_LINK_VALID_DAYS = 60;
/** A booking whose wedding is longer ago than this (downtime, or bookings from before this job) gets no invitation. */
const REVIEW_INVITATION_CATCH_UP_DAYS = 30;
/** Invitations per run (the next run takes the rest). */
const REVIEW_INVITATIONS_PER_RUN = 500;

/** The query name of the review link on the portfolio page (frontend: features/reviews). */
export const BOOKING_REVIEW_LINK_PARAM = 'rezervace';

/** A valid review link's booking: what the Reviews module stores the review with. */
export interface BookingForReview {
  bookingId: number;
  providerId: number;
  coupleName: string;
  coupleEmail: string;
}

/** YYYY-MM-DD of `date` in Europe/Prague. */
const pragueDay = (date: Date): string => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });

/** The provider's portfolio at its review form, with the booking's token. */
export const bookingReviewUrl = (appUrl: string, providerId: number, token: string): string =>
  `${appUrl}/portfolio?provider=${providerId}&${BOOKING_REVIEW_LINK_PARAM}=${encodeURIComponent(token)}#hodnoceni`;

const czechDate = (isoDay: string): string => {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${day}. ${month}. ${year}`;
};

/**
 * The invitation: nothing anybody typed (no names, no provider's texts), only the booking's number
 * and date, which Svatby made, and the link (secret: it publishes a review as the couple).
 */
export function bookingReviewInvitationMail(params: { number: string; eventDate: string; url: string }): RenderedMail {
  return renderMail({
    template: 'booking-review-invitation',
    subject: 'Jak se vám líbila spolupráce s dodavatelem? – Svatby',
    greeting: PLAIN_GREETING,
    paragraphs: [
      `doufáme, že se vaše svatba ${czechDate(params.eventDate)} vydařila. Podle rezervace ${params.number} vám s ní pomáhal dodavatel ze Svateb.`,
      'Napište prosím, jak jste byli spokojeni. Hodnocení z tohoto odkazu zveřejníme hned a označíme ho jako Ověřená rezervace: pomůže dalším párům s výběrem.',
      `Odkaz platí ${REVIEW_LINK_VALID_DAYS} dní a je jen pro vás, nikomu ho nepřeposílejte.`,
    ],
    action: { label: 'Napsat hodnocení', url: params.url },
    secret: true,
  });
}

/** The Reviews module's reader of review links (exported through bookings.api.ts). */
@Injectable()
export class BookingReviewLinks {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The confirmed booking a review link belongs to, or null for an unknown, expired or malformed
   * token (the caller answers 404 alike: nothing about other bookings shows).
   */
  async bookingForReviewToken(token: string): Promise<BookingForReview | null> {
    if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
    const [row] = (await this.dataSource.query(
      `SELECT id AS "bookingId", provider_id AS "providerId", couple_name AS "coupleName", couple_email AS "coupleEmail"
         FROM bookings
        WHERE review_token_hash = $1 AND review_token_expires_at > now() AND status = 'confirmed'`,
      [hashToken(token)],
    )) as BookingForReview[];
    return row ?? null;
  }
}

/** The daily job: one invitation per confirmed booking, three days after its date. */
@Injectable()
export class BookingReviewInvitations {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  @PeriodicJob({ name: 'booking-review-invitations', cron: '0 10 * * *', windowSeconds: 3600, atStart: true, pollingIntervalSeconds: 60 })
  run(): Promise<number> {
    return this.sendDue(new Date());
  }

  /**
   * Invites the couples whose wedding (event_date, a Prague day) was REVIEW_INVITATION_DAYS_AFTER or
   * more days before `now`'s Prague day (at most a month ago: a catch-up after downtime, not a mail
   * for every old booking) and who were not invited yet; how many. Each booking in a transaction of
   * its own that marks it before the mail is queued, so concurrent runs never invite twice.
   */
  async sendDue(now: Date): Promise<number> {
    const today = pragueDay(now);
    const due = (await this.dataSource.query(
      `SELECT id FROM bookings
        WHERE status = 'confirmed' AND review_invited_at IS NULL AND position('@' IN couple_email) > 0
          AND event_date <= $1::date - $2::int AND event_date > $1::date - $3::int
        ORDER BY event_date, id LIMIT $4`,
      [today, REVIEW_INVITATION_DAYS_AFTER, REVIEW_INVITATION_CATCH_UP_DAYS, REVIEW_INVITATIONS_PER_RUN],
    )) as Array<{ id: number }>;
    let sent = 0;
    for (const { id } of due) {
      const { token, hash } = newLinkToken();
      const expiresAt = new Date(now.getTime() + REVIEW_LINK_VALID_DAYS * 86_400_000);
      const invited = await this.dataSource.transaction(async (manager) => {
        const [rows] = (await manager.query(
          `UPDATE bookings SET review_invited_at = $2, review_token_hash = $3, review_token_expires_at = $4, updated_at = now()
            WHERE id = $1 AND status = 'confirmed' AND review_invited_at IS NULL
            RETURNING number, provider_id AS "providerId", couple_email AS "coupleEmail", to_char(event_date, 'YYYY-MM-DD') AS "eventDate"`,
          [id, now, hash, expiresAt],
        )) as [Array<{ number: string; providerId: number; coupleEmail: string; eventDate: string }>, number];
        const booking = rows[0];
        if (!booking) return false;
        await this.mail.enqueue(
          { email: booking.coupleEmail },
          bookingReviewInvitationMail({
            number: booking.number,
            eventDate: booking.eventDate,
            url: bookingReviewUrl(this.config.appUrl, booking.providerId, token),
          }),
          manager,
        );
        return true;
      });
      if (invited) sent += 1;
    }
    return sent;
  }
}
