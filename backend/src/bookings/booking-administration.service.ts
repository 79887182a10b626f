import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit.api';
import type { User } from '../auth/auth.api';
import { foldText } from '../common/text/fold';
import { czechCollateClause } from '../database/czech-collation';
import { escapeLike, selectPage, SqlParams } from '../database/sql-query';
import { RequestsService } from '../requests/requests.api';
import { BOOKING_MESSAGES } from './booking-rules';
import { BookingsService } from './bookings.service';
import {
  ADMIN_BOOKINGS_PAGE_SIZE_DEFAULT,
  type AdminBookingDto,
  type AdminBookingPageDto,
  type AdminBookingSort,
  type AdminBookingsQueryDto,
} from './dto/admin-booking.dto';
import type { BookingStatus } from './entities/booking.entity';

interface AdminBookingRow {
  id: number;
  number: string;
  status: BookingStatus;
  providerId: number;
  providerName: string;
  requestId: number;
  coupleName: string;
  coupleEmail: string;
  eventDate: string | null;
  depositAmount: number | null;
  depositReceivedAt: Date | null;
  respondBy: Date;
  confirmedAt: Date | null;
  endedAt: Date | null;
  createdAt: Date;
}

const SELECT = `SELECT b.id, b.number, b.status, b.provider_id AS "providerId", b.provider_name AS "providerName", b.request_id AS "requestId",
  b.couple_name AS "coupleName", b.couple_email AS "coupleEmail", to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate",
  b.deposit_amount AS "depositAmount", b.deposit_received_at AS "depositReceivedAt", b.respond_by AS "respondBy",
  b.confirmed_at AS "confirmedAt", b.ended_at AS "endedAt", b.created_at AS "createdAt"
  FROM bookings b`;

/** What the search looks in: the number, the company and the couple (their copies on the booking). */
const SEARCH_TEXT = `fold_text(b.number || ' ' || b.provider_name || ' ' || b.couple_name || ' ' || b.couple_email)`;

/**
 * The bookings as the admin panel runs them (issue 44, item 8): every booking in any status,
 * filtered, searched, sorted and paged in SQL; read-only apart from the cancel of a confirmed booking
 * (a fraud case), which goes through the same guarded transition as the sides' cancel, with the
 * admin's audit row written in its transaction.
 */
@Injectable()
export class BookingAdministration {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly requests: RequestsService,
    private readonly audit: AuditLog,
  ) {}

  /** GET /api/admin/bookings. */
  async page(query: AdminBookingsQueryDto): Promise<AdminBookingPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_BOOKINGS_PAGE_SIZE_DEFAULT;
    const params = new SqlParams();
    const where: string[] = [];
    if (query.search) where.push(`${SEARCH_TEXT} LIKE ${params.add(`%${escapeLike(foldText(query.search))}%`)}`);
    if (query.status) where.push(`b.status = ${params.add(query.status)}`);
    const { rows, total } = await selectPage<AdminBookingRow>(this.dataSource, {
      select: SELECT,
      countFrom: 'FROM bookings b',
      where: where.length ? `WHERE ${where.join(' AND ')}` : '',
      orderBy: await this.order(query.sort),
      params,
      page,
      pageSize,
    });
    const titles = await this.requests.offerContexts([...new Set(rows.map((row) => row.requestId))]);
    return { items: rows.map((row) => toDto(row, titles.get(row.requestId)?.title ?? '')), total, page, pageSize };
  }

  /** One booking as the table shows it; 404 for an unknown id. */
  async one(id: number): Promise<AdminBookingDto> {
    const [row] = (await this.dataSource.query(`${SELECT} WHERE b.id = $1`, [id])) as AdminBookingRow[];
    if (!row) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    const request = await this.requests.offerContext(row.requestId);
    return toDto(row, request?.title ?? '');
  }

  /**
   * POST /api/admin/bookings/{id}/cancel: the cancel transition with the admin as the actor (404, 409
   * as for the sides), the audit row in its transaction; both sides are told (BookingEffects).
   */
  async cancel(admin: Pick<User, 'id' | 'email'>, id: number, reason: string): Promise<AdminBookingDto> {
    await this.bookings.cancelByAdmin(id, reason, (manager, booking) =>
      this.audit.record(manager, admin, {
        action: 'booking.cancel',
        targetType: 'booking',
        targetId: id,
        // No names: the rows outlive an erased account (the number and the provider's id identify the booking).
        details: { number: booking.number, providerId: booking.providerId, reason },
      }),
    );
    return this.one(id);
  }

  private async order(sort: AdminBookingSort | undefined): Promise<string> {
    switch (sort) {
      case 'oldest':
        return 'b.created_at ASC, b.id ASC';
      case 'event-date':
        return 'b.event_date ASC NULLS LAST, b.created_at DESC, b.id DESC';
      case 'provider':
        return `b.provider_name${await czechCollateClause(this.dataSource)} ASC, b.id ASC`;
      case 'couple':
        return `b.couple_name${await czechCollateClause(this.dataSource)} ASC, b.id ASC`;
      default:
        return 'b.created_at DESC, b.id DESC';
    }
  }
}

function toDto(row: AdminBookingRow, requestTitle: string): AdminBookingDto {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    provider: { id: row.providerId, companyName: row.providerName },
    requestId: row.requestId,
    requestTitle,
    coupleName: row.coupleName,
    coupleEmail: row.coupleEmail,
    eventDate: row.eventDate,
    depositAmount: row.depositAmount,
    depositReceivedAt: row.depositReceivedAt?.toISOString() ?? null,
    respondBy: row.respondBy.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    canCancel: row.status === 'confirmed',
  };
}
