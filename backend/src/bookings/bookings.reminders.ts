import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.api';
import { ProvidersService } from '../providers/providers.api';
import { PeriodicJob } from '../queue/queue.api';
import { RequestsService } from '../requests/requests.api';
import { bookingPageUrl, depositReminderMail } from './booking-mails';
import { BOOKING_TIME_ZONE } from './booking-rules';
import { accountDisplay } from './payment/bank-account';
import { variableSymbolOf } from './payment/deposit-payment';

/** The reminders of an unpaid deposit: the first this many days after the confirmation, the second after the next. */
export const DEPOSIT_REMINDER_DAYS = [3, 7] as const;
/** Bookings looked at per run; the rest wait for the next one. */
const BATCH = 200;

/** What one run did (the job's log, the tests). */
export interface DepositReminderRun {
  mailed: number;
  /** Due, but not mailed: a demo request, an erased couple. */
  skipped: number;
}

interface DueReminder {
  id: number;
  number: string;
  requestId: number;
  providerId: number;
  coupleUserId: number | null;
  coupleName: string;
  coupleEmail: string;
  providerName: string;
  eventDate: string | null;
  depositAmount: number;
  iban: string;
  /** How many reminders the booking should have had by now (1 or 2). */
  due: number;
}

/**
 * The deposit reminders (issue 44, item 4): the couple of a confirmed booking whose deposit the
 * provider has not marked received gets one mail 3 days after the confirmation and one 7 days after,
 * each once (bookings.deposit_reminders_sent counts them; a run after a long pause sends only the
 * latest). The mail describes the QR payment's fields (amount, account, variable symbol, message) and
 * carries no typed text. Only a deposit the couple can pay is reminded: an amount and the provider's
 * account; none once the wedding day has passed.
 */
@Injectable()
export class BookingDepositReminders {
  private readonly logger = new Logger(BookingDepositReminders.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: ProvidersService,
    private readonly requests: RequestsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** One run at `now` (the job passes the clock; the tests their own). */
  async sendDue(now: Date = new Date()): Promise<DepositReminderRun> {
    const [first, second] = DEPOSIT_REMINDER_DAYS;
    const due = (await this.dataSource.query(
      `SELECT b.id, b.number, b.request_id AS "requestId", b.provider_id AS "providerId", b.couple_user_id AS "coupleUserId",
              b.couple_name AS "coupleName", b.couple_email AS "coupleEmail", b.provider_name AS "providerName",
              to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate", b.deposit_amount AS "depositAmount",
              coalesce(s.bank_account_iban, b.document #>> '{deposit,iban}') AS iban,
              CASE WHEN b.confirmed_at <= $1::timestamptz - make_interval(days => $3) THEN 2 ELSE 1 END AS due
         FROM bookings b
         LEFT JOIN provider_booking_settings s ON s.provider_id = b.provider_id
        WHERE b.status = 'confirmed' AND b.deposit_amount IS NOT NULL AND b.deposit_received_at IS NULL
          AND coalesce(s.bank_account_iban, b.document #>> '{deposit,iban}') IS NOT NULL
          AND ((b.deposit_reminders_sent < 1 AND b.confirmed_at <= $1::timestamptz - make_interval(days => $2))
            OR (b.deposit_reminders_sent < 2 AND b.confirmed_at <= $1::timestamptz - make_interval(days => $3)))
          AND (b.event_date IS NULL OR b.event_date >= ($1::timestamptz AT TIME ZONE '${BOOKING_TIME_ZONE}')::date)
        ORDER BY b.confirmed_at, b.id
        LIMIT ${BATCH}`,
      [now, first, second],
    )) as DueReminder[];
    const run: DepositReminderRun = { mailed: 0, skipped: 0 };
    if (due.length === 0) return run;
    const [parties, requests] = await Promise.all([
      this.providers.offerParties(due.map((row) => row.providerId)),
      this.requests.offerContexts([...new Set(due.map((row) => row.requestId))]),
    ]);
    for (const row of due) {
      const request = requests.get(row.requestId);
      const send = row.coupleEmail !== '' && !request?.isDemo;
      try {
        const mailed = await this.dataSource.transaction(async (manager) => {
          // The claim: one run (of any instance) counts the reminder, and a deposit marked meanwhile stops it.
          const [, claimed] = (await manager.query(
            `UPDATE bookings SET deposit_reminders_sent = $2
              WHERE id = $1 AND deposit_reminders_sent < $2 AND status = 'confirmed' AND deposit_received_at IS NULL`,
            [row.id, row.due],
          )) as [unknown, number];
          if (claimed === 0 || !send) return false;
          const secret = row.coupleUserId === null;
          const url = secret ? await this.requests.issueManageLink(manager, row.requestId) : bookingPageUrl(this.config.appUrl, row.id);
          const mail = depositReminderMail({
            number: row.number,
            title: request?.title ?? '',
            companyName: parties.get(row.providerId)?.companyName ?? row.providerName,
            eventDate: row.eventDate,
            url,
            secret,
            coupleName: row.coupleName,
            deposit: {
              amount: row.depositAmount,
              iban: row.iban,
              accountDisplay: accountDisplay(row.iban),
              variableSymbol: variableSymbolOf(row.number),
              message: `Záloha ${row.number}`,
            },
          });
          await this.mail.enqueue({ email: row.coupleEmail, name: row.coupleName }, mail, manager);
          return true;
        });
        if (mailed) run.mailed += 1;
        else run.skipped += 1;
      } catch (error) {
        this.logger.error(`Deposit reminder for booking ${row.id} failed: ${String(error)}`);
      }
    }
    return run;
  }
}

/** The deposit reminders' job: hourly in the daytime (Prague), so that no reminder arrives at night. */
@Injectable()
export class BookingDepositReminderJobs {
  constructor(private readonly reminders: BookingDepositReminders) {}

  /** The couples reminded. */
  @PeriodicJob({ name: 'booking-deposit-reminders', cron: '15 8-20 * * *', windowSeconds: 3000, retries: 2, retryDelaySeconds: 600 })
  async sendDepositReminders(): Promise<number> {
    return (await this.reminders.sendDue(new Date())).mailed;
  }
}
