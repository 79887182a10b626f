import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { fieldError } from '../common/http/field-error';
import { queryPrepared } from '../database/sql-query';
import { DEFAULT_CANCELLATION_TERMS, DEFAULT_EVENTS_PER_DAY } from './booking-rules';
import { BOOKING_SETTINGS_MESSAGES } from './booking-settings.rules';
import type { BookingSettingsDto, BookingSettingsViewDto } from './dto/booking-settings.dto';
import { accountDisplay, BANK_ACCOUNT_INVALID, parseBankAccount } from './payment/bank-account';

/** A provider's booking settings as the rules read them (the defaults without a row). */
export interface BookingSettings {
  providerId: number;
  cancellationTerms: string;
  depositPercent: number | null;
  bankAccountIban: string | null;
  eventsPerDay: number;
  /** Whether a row exists (false: the defaults). */
  saved: boolean;
}

const SELECT = `SELECT provider_id AS "providerId", cancellation_terms AS "cancellationTerms", deposit_percent AS "depositPercent",
  bank_account_iban AS "bankAccountIban", events_per_day AS "eventsPerDay", true AS saved
  FROM provider_booking_settings WHERE provider_id = $1`;

export const defaultBookingSettings = (providerId: number): BookingSettings => ({
  providerId,
  cancellationTerms: DEFAULT_CANCELLATION_TERMS,
  depositPercent: null,
  bankAccountIban: null,
  eventsPerDay: DEFAULT_EVENTS_PER_DAY,
  saved: false,
});

/**
 * The provider's "Rezervace a zálohy" (issue 44): the cancellation terms a confirmed booking's
 * document carries, the default deposit, the bank account the couple's QR payment goes to (stored as
 * an IBAN, whatever form was typed) and how many events the provider takes a day. Svatby never holds
 * the money: the account is the provider's own.
 */
@Injectable()
export class BookingSettingsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The settings (the defaults when none were saved), on the caller's transaction when given. */
  async of(providerId: number, manager: EntityManager = this.dataSource.manager): Promise<BookingSettings> {
    const [row] = (await queryPrepared(manager, SELECT, [providerId])) as BookingSettings[];
    return row ?? defaultBookingSettings(providerId);
  }

  /** GET /api/provider/booking-settings. */
  async get(providerId: number): Promise<BookingSettingsViewDto> {
    return view(await this.of(providerId));
  }

  /**
   * PUT /api/provider/booking-settings: replaces the settings. The account is validated (400 on the
   * field bankAccount with the Czech message) and stored as an IBAN; a deposit needs an account, or
   * the couple would be asked for money with nowhere to send it. Confirmed bookings keep what their
   * frozen document says.
   */
  async update(providerId: number, dto: BookingSettingsDto): Promise<BookingSettingsViewDto> {
    let iban: string | null = null;
    if (dto.bankAccount) {
      const parsed = parseBankAccount(dto.bankAccount);
      if (!parsed) throw fieldError('bankAccount', BANK_ACCOUNT_INVALID);
      iban = parsed.iban;
    }
    const depositPercent = dto.depositPercent ?? null;
    if (depositPercent !== null && iban === null) throw fieldError('bankAccount', BOOKING_SETTINGS_MESSAGES.depositNeedsAccount);
    const [row] = (await this.dataSource.query(
      `INSERT INTO provider_booking_settings (provider_id, cancellation_terms, deposit_percent, bank_account_iban, events_per_day, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (provider_id) DO UPDATE
         SET cancellation_terms = EXCLUDED.cancellation_terms, deposit_percent = EXCLUDED.deposit_percent,
             bank_account_iban = EXCLUDED.bank_account_iban, events_per_day = EXCLUDED.events_per_day, updated_at = now()
       RETURNING provider_id AS "providerId", cancellation_terms AS "cancellationTerms", deposit_percent AS "depositPercent",
                 bank_account_iban AS "bankAccountIban", events_per_day AS "eventsPerDay", true AS saved`,
      [providerId, dto.cancellationTerms, depositPercent, iban, dto.eventsPerDay],
    )) as BookingSettings[];
    return view(row);
  }
}

function view(settings: BookingSettings): BookingSettingsViewDto {
  const display = settings.bankAccountIban ? accountDisplay(settings.bankAccountIban) : null;
  return {
    cancellationTerms: settings.cancellationTerms,
    depositPercent: settings.depositPercent,
    bankAccount: display,
    bankAccountIban: settings.bankAccountIban,
    bankAccountDisplay: display,
    eventsPerDay: settings.eventsPerDay,
    saved: settings.saved,
  };
}
