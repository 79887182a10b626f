import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { User } from '../auth/entities/user.entity';
import { CatalogService } from '../catalog/catalog.service';
import { escapeLike } from '../database/sql-query';
import { foldText } from '../common/text/fold';
import { PROVIDER_NOT_FOUND } from '../providers/provider-constants';
import { ImageStorageService } from '../providers/uploads/image-storage.service';
import { REQUEST_NOT_FOUND } from '../requests/request-constants';
import { activeSubscriptionJoin, activeSubscriptionCondition } from '../subscriptions/subscription-access';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { AuditEntry, recordAudit } from './admin-audit';
import type {
  AdminOverviewDto,
  AuditLogEntryDto,
  AuditLogPageDto,
  AuditLogQueryDto,
  MonthlyRevenueDto,
  PlanCountDto,
  WeeklyCountDto,
} from './dto/admin-overview.dto';
import type {
  AdminMessageDto,
  AdminProviderChangeDto,
  AdminProviderDto,
  AdminProviderPageDto,
  AdminProvidersQueryDto,
} from './dto/admin-provider.dto';
import type { AdminRequestDto, AdminRequestPageDto, AdminRequestSort, AdminRequestsQueryDto } from './dto/admin-request.dto';

/** The texts of the admin panel's actions (spec, seed 001 section 8). */
export const ADMIN_MESSAGES = {
  notesUpdated: 'Poznámky aktualizovány',
  markedForDeletion: 'Poptávka označena pro smazání',
  requestDeleted: 'Poptávka byla smazána',
  providerDeleted: 'Dodavatel byl smazán',
  subscriptionDeactivated: 'Předplatné bylo deaktivováno',
  noActiveSubscription: 'Dodavatel nemá aktivní předplatné',
} as const;

export const subscriptionActivatedMessage = (planType: 'basic' | 'premium'): string =>
  `Předplatné ${planType === 'premium' ? 'Premium' : 'Basic'} aktivováno zdarma na 1 rok`;

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
/** The overview charts' periods are Czech weeks (Monday first) and months. */
const TIME_ZONE = 'Europe/Prague';
/** ICU's Czech collation ('ch' after 'h', 'Š' after 'S'), when the server has ICU. */
const CZECH_COLLATION = 'cs-CZ-x-icu';

/** Numbered SQL parameters collected while a query is assembled. */
class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

// ---- requests ----

/** The contact fields the search reads besides service_requests.search_text; the expression of service_requests_contact_trgm_idx. */
const REQUEST_CONTACT_TEXT = `fold_text(r.couple_name || ' ' || r.contact_email || ' ' || coalesce(r.contact_phone, ''))`;

const REQUEST_SELECT = `SELECT r.id, r.couple_name AS "coupleName", r.title, r.status, r.created_at AS "createdAt",
    to_char(r.wedding_date, 'YYYY-MM-DD') AS "weddingDate", r.location, r.contact_email AS "contactEmail",
    r.phone_country_code AS "phoneCountryCode", r.contact_phone AS "contactPhone", r.budget, r.description, r.services,
    r.admin_notes AS "adminNotes", r.marked_for_deletion_at AS "markedForDeletionAt", r.deletion_reason AS "deletionReason",
    r.created_at < now() - interval '1 month' AS "olderThanMonth"
  FROM service_requests r`;

interface RequestRow {
  id: number;
  coupleName: string;
  title: string;
  status: AdminRequestDto['status'];
  createdAt: Date;
  weddingDate: string | null;
  location: string;
  contactEmail: string;
  phoneCountryCode: string | null;
  contactPhone: string | null;
  budget: string;
  description: string;
  services: string[];
  adminNotes: string | null;
  markedForDeletionAt: Date | null;
  deletionReason: string | null;
  olderThanMonth: boolean;
}

function toRequestDto(row: RequestRow): AdminRequestDto {
  return {
    id: row.id,
    coupleName: row.coupleName,
    title: row.title,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    weddingDate: row.weddingDate,
    location: row.location,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone ? `${row.phoneCountryCode ?? ''} ${row.contactPhone}`.trim() : null,
    budget: row.budget,
    description: row.description,
    services: row.services,
    adminNotes: row.adminNotes,
    markedForDeletion: row.markedForDeletionAt !== null,
    markedForDeletionAt: row.markedForDeletionAt?.toISOString() ?? null,
    deletionReason: row.deletionReason,
    olderThanMonth: row.olderThanMonth,
  };
}

// ---- providers ----

/** The alias of the provider's active subscription (at most one row, THE active rule). */
const SUBSCRIPTION = 's';

/** E-mail and phone for the search; the expression of provider_profiles_contact_trgm_idx. */
const PROVIDER_CONTACT_TEXT = `fold_text(p.email || ' ' || coalesce(p.phone, ''))`;

const PROVIDER_SELECT = `SELECT p.id, p.company_name AS "companyName", p.categories,
    ${SUBSCRIPTION}.id IS NOT NULL AS "subscriptionActive", ${SUBSCRIPTION}.plan_type AS "subscriptionPlanType",
    ${SUBSCRIPTION}.current_period_end AS "subscriptionEndsAt", ${SUBSCRIPTION}.source AS "subscriptionSource",
    p.email, p.phone_prefix AS "phonePrefix", p.phone, p.years_experience AS "yearsExperience", p.created_at AS "createdAt",
    p.description, p.service_areas AS "serviceAreas", p.price_from AS "priceFrom", p.price_to AS "priceTo", p.is_demo AS "isDemo"
  FROM provider_profiles p
  ${activeSubscriptionJoin('p', SUBSCRIPTION)}`;

interface ProviderRow extends Omit<AdminProviderDto, 'serviceType' | 'createdAt' | 'subscriptionEndsAt' | 'serviceAreas'> {
  categories: string[];
  createdAt: Date;
  subscriptionEndsAt: Date | null;
  serviceAreas: string[];
}

function toProviderDto(row: ProviderRow, locationNames: ReadonlyMap<string, string>): AdminProviderDto {
  return {
    id: row.id,
    companyName: row.companyName,
    serviceType: row.categories,
    subscriptionActive: row.subscriptionActive,
    subscriptionPlanType: row.subscriptionPlanType,
    subscriptionEndsAt: row.subscriptionEndsAt?.toISOString() ?? null,
    subscriptionSource: row.subscriptionSource,
    email: row.email,
    phonePrefix: row.phonePrefix,
    phone: row.phone,
    yearsExperience: row.yearsExperience,
    createdAt: row.createdAt.toISOString(),
    description: row.description,
    serviceAreas: row.serviceAreas.map((id) => locationNames.get(id) ?? id),
    priceFrom: row.priceFrom,
    priceTo: row.priceTo,
    isDemo: row.isDemo,
  };
}

/**
 * The operators' panel: every request and provider (any status, listed or not) filtered, sorted and
 * paged in SQL; notes and deletion marks; deleting requests and providers (with everything of the
 * provider: account, sessions, rows and image files); free subscriptions through the Subscriptions
 * module; the overview figures and the audit log. Every change writes its audit row in the change's
 * transaction.
 */
@Injectable()
export class AdminService {
  private readonly logger = new Logger(AdminService.name);
  private czechCollation: Promise<string> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly catalog: CatalogService,
    private readonly images: ImageStorageService,
  ) {}

  // ---- overview ----

  async overview(): Promise<AdminOverviewDto> {
    const [weeks, plans, months, [totals]] = await Promise.all([
      this.dataSource.query(
        `WITH weeks AS (
           SELECT generate_series(date_trunc('week', now() AT TIME ZONE '${TIME_ZONE}') - interval '11 weeks',
                                  date_trunc('week', now() AT TIME ZONE '${TIME_ZONE}'), interval '1 week') AS week
         )
         SELECT to_char(w.week, 'YYYY-MM-DD') AS week, count(r.id)::int AS count
           FROM weeks w
           LEFT JOIN service_requests r
             ON r.created_at >= (w.week AT TIME ZONE '${TIME_ZONE}')
            AND r.created_at < ((w.week + interval '1 week') AT TIME ZONE '${TIME_ZONE}')
          GROUP BY w.week
          ORDER BY w.week`,
      ) as Promise<WeeklyCountDto[]>,
      this.dataSource.query(
        `SELECT plan.plan_type AS "planType", count(s.id)::int AS count
           FROM (VALUES ('basic'), ('premium')) AS plan (plan_type)
           LEFT JOIN provider_subscriptions s ON s.plan_type = plan.plan_type AND ${activeSubscriptionCondition('s')}
          GROUP BY plan.plan_type
          ORDER BY plan.plan_type`,
      ) as Promise<PlanCountDto[]>,
      this.dataSource.query(
        `WITH months AS (
           SELECT generate_series(date_trunc('month', now() AT TIME ZONE '${TIME_ZONE}') - interval '11 months',
                                  date_trunc('month', now() AT TIME ZONE '${TIME_ZONE}'), interval '1 month') AS month
         )
         SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(sum(pay.amount), 0)::bigint AS amount
           FROM months m
           LEFT JOIN subscription_payments pay
             ON pay.status = 'succeeded'
            AND pay.created_at >= (m.month AT TIME ZONE '${TIME_ZONE}')
            AND pay.created_at < ((m.month + interval '1 month') AT TIME ZONE '${TIME_ZONE}')
          GROUP BY m.month
          ORDER BY m.month`,
      ) as Promise<Array<{ month: string; amount: string }>>,
      this.dataSource.query(
        `SELECT (SELECT count(*) FROM service_requests)::int AS "totalRequests",
                (SELECT count(*) FROM provider_profiles)::int AS "totalProviders"`,
      ) as Promise<Array<{ totalRequests: number; totalProviders: number }>>,
    ]);
    return {
      requestsPerWeek: weeks,
      activeSubscriptionsByPlan: plans,
      revenuePerMonth: months.map((row): MonthlyRevenueDto => ({ month: row.month, amount: Number(row.amount) })),
      totalRequests: totals.totalRequests,
      totalProviders: totals.totalProviders,
    };
  }

  // ---- requests ----

  async listRequests(query: AdminRequestsQueryDto): Promise<AdminRequestPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT;
    const params = new SqlParams();
    const where: string[] = [];
    if (query.search) {
      const pattern = params.add(`%${escapeLike(foldText(query.search))}%`);
      where.push(`(r.search_text LIKE ${pattern} OR ${REQUEST_CONTACT_TEXT} LIKE ${pattern})`);
    }
    if (query.status) where.push(`r.status = ${params.add(query.status)}`);
    if (query.marked !== undefined) where.push(`r.marked_for_deletion_at IS ${query.marked ? 'NOT NULL' : 'NULL'}`);
    if (query.olderThanMonth !== undefined) {
      where.push(query.olderThanMonth ? `r.created_at < now() - interval '1 month'` : `r.created_at >= now() - interval '1 month'`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countParams = [...params.values];
    const orderBy = await this.requestOrder(query.sort ?? 'newest');
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `${REQUEST_SELECT} ${whereSql} ORDER BY ${orderBy} LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}`,
        params.values,
      ) as Promise<RequestRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM service_requests r ${whereSql}`, countParams) as Promise<
        Array<{ total: number }>
      >,
    ]);
    return { items: rows.map(toRequestDto), total, page, pageSize };
  }

  /** Replaces the notes (trimmed by the DTO; an empty text clears them). */
  async updateNotes(admin: User, id: number, notes: string): Promise<AdminRequestDto> {
    const value = notes.trim() === '' ? null : notes.trim();
    return this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(`SELECT admin_notes AS notes FROM service_requests WHERE id = $1 FOR UPDATE`, [id])) as Array<{
        notes: string | null;
      }>;
      if (!before) throw new NotFoundException(REQUEST_NOT_FOUND);
      await manager.query(`UPDATE service_requests SET admin_notes = $2 WHERE id = $1`, [id, value]);
      await recordAudit(manager, admin, {
        action: 'request.notes',
        targetType: 'service_request',
        targetId: id,
        details: { notes: value, previousNotes: before.notes },
      });
      return this.requestById(manager, id);
    });
  }

  /** Marks the request (keeping the first mark's time); marking it again replaces the reason. */
  async markForDeletion(admin: User, id: number, reason: string): Promise<AdminRequestDto> {
    const text = reason.trim();
    return this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(
        `SELECT deletion_reason AS reason, marked_for_deletion_at IS NOT NULL AS marked FROM service_requests WHERE id = $1 FOR UPDATE`,
        [id],
      )) as Array<{ reason: string | null; marked: boolean }>;
      if (!before) throw new NotFoundException(REQUEST_NOT_FOUND);
      await manager.query(
        `UPDATE service_requests SET marked_for_deletion_at = coalesce(marked_for_deletion_at, now()), deletion_reason = $2 WHERE id = $1`,
        [id, text],
      );
      await recordAudit(manager, admin, {
        action: 'request.mark-deletion',
        targetType: 'service_request',
        targetId: id,
        details: { reason: text, ...(before.marked ? { previousReason: before.reason } : {}) },
      });
      return this.requestById(manager, id);
    });
  }

  /**
   * Deletes any request (the panel offers it for marked ones) with its notification rows (ON DELETE
   * CASCADE). The audit row keeps what identifies the request, not the couple's contact details.
   */
  async deleteRequest(admin: User, id: number): Promise<AdminMessageDto> {
    return this.dataSource.transaction(async (manager) => {
      const [deleted] = (await manager.query(
        `DELETE FROM service_requests WHERE id = $1
         RETURNING title, status, marked_for_deletion_at IS NOT NULL AS marked, deletion_reason AS reason`,
        [id],
      )) as [Array<{ title: string; status: string; marked: boolean; reason: string | null }>, number];
      const row = deleted[0];
      if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
      await recordAudit(manager, admin, {
        action: 'request.delete',
        targetType: 'service_request',
        targetId: id,
        details: { title: row.title, status: row.status, markedForDeletion: row.marked, deletionReason: row.reason },
      });
      return { message: ADMIN_MESSAGES.requestDeleted };
    });
  }

  // ---- providers ----

  async listProviders(query: AdminProvidersQueryDto): Promise<AdminProviderPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT;
    const params = new SqlParams();
    const where: string[] = [];
    if (query.search) {
      const pattern = params.add(`%${escapeLike(foldText(query.search))}%`);
      where.push(`(p.search_text LIKE ${pattern} OR ${PROVIDER_CONTACT_TEXT} LIKE ${pattern})`);
    }
    switch (query.subscription) {
      case 'active':
        where.push(`${SUBSCRIPTION}.id IS NOT NULL`);
        break;
      case 'none':
        where.push(`${SUBSCRIPTION}.id IS NULL`);
        break;
      case 'basic':
      case 'premium':
        where.push(`${SUBSCRIPTION}.plan_type = ${params.add(query.subscription)}`);
        break;
      default:
        break;
    }
    if (query.category) where.push(`p.categories @> ARRAY[${params.add(query.category)}]::varchar[]`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countParams = [...params.values];
    const collate = await this.collateClause();
    const orderBy = {
      newest: 'p.created_at DESC, p.id DESC',
      oldest: 'p.created_at ASC, p.id ASC',
      'company-name': `p.company_name${collate} ASC, p.id ASC`,
    }[query.sort ?? 'newest'];
    const [rows, [{ total }], locationNames] = await Promise.all([
      this.dataSource.query(
        `${PROVIDER_SELECT} ${whereSql} ORDER BY ${orderBy} LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}`,
        params.values,
      ) as Promise<ProviderRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM provider_profiles p ${activeSubscriptionJoin('p', SUBSCRIPTION)} ${whereSql}`,
        countParams,
      ) as Promise<Array<{ total: number }>>,
      this.catalog.locationNameMap(),
    ]);
    return { items: rows.map((row) => toProviderDto(row, locationNames)), total, page, pageSize };
  }

  /**
   * Deletes the provider and everything of it in one transaction: the account (unless it is an
   * admin's: then only the profile) with its sessions and reset tokens, and through the foreign
   * keys' ON DELETE CASCADE the profile, calendar, portfolio items, reviews, subscriptions,
   * payments and request notifications. A subscription billed by Stripe is ended there first (the
   * Subscriptions module's revoke), so that nobody is charged for a deleted profile. The image
   * files (profile picture, portfolio pictures) are removed once the delete is committed.
   */
  async deleteProvider(admin: User, id: number): Promise<AdminMessageDto> {
    if (await this.subscriptions.isBilledByGateway(id)) await this.subscriptions.revoke(id);

    const images = await this.dataSource.transaction(async (manager) => {
      const [provider] = (await manager.query(
        `SELECT p.user_id AS "userId", p.company_name AS "companyName", p.is_demo AS "isDemo",
                p.profile_image_url AS "profileImageUrl", u.is_admin AS "isAdmin"
           FROM provider_profiles p JOIN users u ON u.id = p.user_id
          WHERE p.id = $1
            FOR UPDATE OF p, u`,
        [id],
      )) as Array<{ userId: number; companyName: string; isDemo: boolean; profileImageUrl: string | null; isAdmin: boolean }>;
      if (!provider) throw new NotFoundException(PROVIDER_NOT_FOUND);
      const [counts] = (await manager.query(
        `SELECT (SELECT count(*) FROM reviews WHERE provider_id = $1)::int AS reviews,
                (SELECT count(*) FROM provider_availability WHERE provider_id = $1)::int AS "availabilityDays",
                (SELECT count(*) FROM portfolio_items WHERE provider_id = $1)::int AS "portfolioItems",
                (SELECT count(*) FROM provider_subscriptions WHERE provider_id = $1)::int AS subscriptions,
                (SELECT count(*) FROM subscription_payments WHERE provider_id = $1)::int AS payments,
                (SELECT coalesce(array_agg(image), '{}') FROM portfolio_items, unnest(images) AS image WHERE provider_id = $1) AS images`,
        [id],
      )) as Array<Record<string, number> & { images: string[] }>;
      const { images: portfolioImages, ...deleted } = counts;

      await manager.query(`DELETE FROM provider_profiles WHERE id = $1`, [id]);
      if (!provider.isAdmin) {
        // The sessions store the user id as passport.user (see SessionSerializer): signed out everywhere.
        await manager.query(`DELETE FROM user_sessions WHERE (sess -> 'passport' ->> 'user') = $1`, [String(provider.userId)]);
        await manager.query(`DELETE FROM users WHERE id = $1`, [provider.userId]);
      }
      await recordAudit(manager, admin, {
        action: 'provider.delete',
        targetType: 'provider',
        targetId: id,
        details: {
          companyName: provider.companyName,
          isDemo: provider.isDemo,
          userId: provider.userId,
          accountDeleted: !provider.isAdmin,
          deleted,
        },
      });
      return [provider.profileImageUrl, ...portfolioImages];
    });
    await this.images.remove(images);
    return { message: ADMIN_MESSAGES.providerDeleted };
  }

  /**
   * A free year of `planType` (SubscriptionsService.grantFree, which replaces any live subscription),
   * in one transaction with its audit row.
   */
  async activateSubscription(admin: User, id: number, planType: 'basic' | 'premium'): Promise<AdminProviderChangeDto> {
    await this.audited(admin, id, async (manager) => {
      const info = await this.subscriptions.grantFree(id, planType, manager);
      return {
        action: 'provider.activate-subscription',
        targetType: 'provider',
        targetId: id,
        details: { planType, planId: info.planId, endsAt: info.endDate },
      };
    });
    return { message: subscriptionActivatedMessage(planType), provider: await this.providerById(id) };
  }

  /** Ends the provider's subscription now (SubscriptionsService.revoke); 409 when there is none. */
  async deactivateSubscription(admin: User, id: number): Promise<AdminProviderChangeDto> {
    await this.audited(admin, id, async (manager) => {
      const [current] = (await manager.query(
        `SELECT s.plan_id AS "planId", s.source FROM provider_subscriptions s WHERE s.provider_id = $1 AND ${activeSubscriptionCondition('s')}`,
        [id],
      )) as Array<{ planId: string; source: string }>;
      if (!(await this.subscriptions.revoke(id, manager))) throw new ConflictException(ADMIN_MESSAGES.noActiveSubscription);
      return {
        action: 'provider.deactivate-subscription',
        targetType: 'provider',
        targetId: id,
        details: { planId: current?.planId ?? null, source: current?.source ?? null },
      };
    });
    return { message: ADMIN_MESSAGES.subscriptionDeactivated, provider: await this.providerById(id) };
  }

  /** The audit log, newest first, optionally of one action (the admin_audit_log_action_idx order), in pages. */
  async auditLog(query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT;
    const filter = query.action ? [query.action] : [];
    const where = query.action ? 'WHERE action = $1' : '';
    const limits = `LIMIT $${filter.length + 1} OFFSET $${filter.length + 2}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT id, admin_email AS "adminEmail", action, target_type AS "targetType", target_id AS "targetId", details,
                created_at AS "createdAt"
           FROM admin_audit_log ${where}
          ORDER BY created_at DESC, id DESC ${limits}`,
        [...filter, pageSize, (page - 1) * pageSize],
      ) as Promise<Array<Omit<AuditLogEntryDto, 'createdAt'> & { createdAt: Date }>>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM admin_audit_log ${where}`, filter) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total, page, pageSize };
  }

  // ---- helpers ----

  /**
   * Runs a change made through another module's service (the Subscriptions module's grant and
   * revoke, given this transaction) together with its audit row: the provider row is share-locked
   * (it cannot be deleted meanwhile; 404 when missing), the change and the audit row commit
   * together or not at all.
   */
  private async audited(admin: User, providerId: number, change: (manager: EntityManager) => Promise<AuditEntry>): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      try {
        const found = (await runner.manager.query(`SELECT 1 FROM provider_profiles WHERE id = $1 FOR KEY SHARE`, [providerId])) as unknown[];
        if (found.length === 0) throw new NotFoundException(PROVIDER_NOT_FOUND);
        const entry = await change(runner.manager);
        await recordAudit(runner.manager, admin, entry);
        await runner.commitTransaction();
      } catch (error) {
        await runner.rollbackTransaction().catch((rollbackError: unknown) => this.logger.warn(`Rollback failed: ${String(rollbackError)}`));
        throw error;
      }
    } finally {
      await runner.release();
    }
  }

  private async requestById(manager: EntityManager, id: number): Promise<AdminRequestDto> {
    const [row] = (await manager.query(`${REQUEST_SELECT} WHERE r.id = $1`, [id])) as RequestRow[];
    if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
    return toRequestDto(row);
  }

  private async providerById(id: number): Promise<AdminProviderDto> {
    const [[row], locationNames] = await Promise.all([
      this.dataSource.query(`${PROVIDER_SELECT} WHERE p.id = $1`, [id]) as Promise<ProviderRow[]>,
      this.catalog.locationNameMap(),
    ]);
    if (!row) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return toProviderDto(row, locationNames);
  }

  private async requestOrder(sort: AdminRequestSort): Promise<string> {
    switch (sort) {
      case 'oldest':
        return 'r.created_at ASC, r.id ASC';
      case 'wedding-date':
        return 'r.wedding_date ASC NULLS LAST, r.created_at DESC, r.id DESC';
      case 'couple-name':
        return `r.couple_name${await this.collateClause()} ASC, r.id ASC`;
      default:
        return 'r.created_at DESC, r.id DESC';
    }
  }

  /** ` COLLATE "cs-CZ-x-icu"` when the server has it (PostgreSQL built with ICU), else the database's collation. */
  private collateClause(): Promise<string> {
    this.czechCollation ??= (
      this.dataSource.query(`SELECT 1 FROM pg_collation WHERE collname = $1`, [CZECH_COLLATION]) as Promise<unknown[]>
    ).then(
      (rows) => (rows.length > 0 ? ` COLLATE "${CZECH_COLLATION}"` : ''),
      (error: unknown) => {
        this.czechCollation = null;
        throw error;
      },
    );
    return this.czechCollation;
  }
}
