import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { foldText } from '../common/text/fold';
import { czechCollateClause } from '../database/czech-collation';
import { escapeLike, selectPage, SqlParams } from '../database/sql-query';
import { activeSubscriptionJoin } from '../subscriptions/subscription-access';
import type { ViewerProvider } from './viewer';

/** A provider as the operators see it: the profile, contacts and the active subscription's plan. */
export interface ProviderRecord {
  id: number;
  companyName: string;
  categories: string[];
  subscriptionActive: boolean;
  subscriptionPlanType: 'basic' | 'premium' | null;
  subscriptionEndsAt: Date | null;
  subscriptionSource: 'stripe' | 'offline' | 'admin' | null;
  email: string;
  phonePrefix: string;
  phone: string | null;
  yearsExperience: number | null;
  createdAt: Date;
  description: string;
  serviceAreas: string[];
  priceFrom: number | null;
  priceTo: number | null;
  isDemo: boolean;
}

export interface ProviderRecordFilter {
  search?: string;
  /** 'active' any plan, 'none' without an active subscription, or one plan. */
  subscription?: 'active' | 'none' | 'basic' | 'premium';
  category?: string;
  sort: 'newest' | 'oldest' | 'company-name';
  page: number;
  pageSize: number;
}

/** What identifies a provider being deleted, read under its row lock. */
export interface ProviderIdentity {
  userId: number;
  companyName: string;
  isDemo: boolean;
  profileImageUrl: string | null;
}

/** The alias of the provider's active subscription (at most one row, THE active rule). */
const SUBSCRIPTION = 's';

/** E-mail and phone for the search; the expression of provider_profiles_contact_trgm_idx. */
const CONTACT_TEXT = `fold_text(p.email || ' ' || coalesce(p.phone, ''))`;

const RECORD_SELECT = `SELECT p.id, p.company_name AS "companyName", p.categories,
    ${SUBSCRIPTION}.id IS NOT NULL AS "subscriptionActive", ${SUBSCRIPTION}.plan_type AS "subscriptionPlanType",
    ${SUBSCRIPTION}.current_period_end AS "subscriptionEndsAt", ${SUBSCRIPTION}.source AS "subscriptionSource",
    p.email, p.phone_prefix AS "phonePrefix", p.phone, p.years_experience AS "yearsExperience", p.created_at AS "createdAt",
    p.description, p.service_areas AS "serviceAreas", p.price_from AS "priceFrom", p.price_to AS "priceTo", p.is_demo AS "isDemo"
  FROM provider_profiles p
  ${activeSubscriptionJoin('p', SUBSCRIPTION)}`;

/**
 * The Providers module's table for the operators (the admin panel asks through this): every provider,
 * listed or not, filtered, sorted and paged in SQL; the row locks of a change made elsewhere and of a
 * delete; the overview's count.
 */
@Injectable()
export class ProvidersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recordPage(filter: ProviderRecordFilter): Promise<{ rows: ProviderRecord[]; total: number }> {
    const params = new SqlParams();
    const where: string[] = [];
    if (filter.search) {
      const pattern = params.add(`%${escapeLike(foldText(filter.search))}%`);
      where.push(`(p.search_text LIKE ${pattern} OR ${CONTACT_TEXT} LIKE ${pattern})`);
    }
    switch (filter.subscription) {
      case 'active':
        where.push(`${SUBSCRIPTION}.id IS NOT NULL`);
        break;
      case 'none':
        where.push(`${SUBSCRIPTION}.id IS NULL`);
        break;
      case 'basic':
      case 'premium':
        where.push(`${SUBSCRIPTION}.plan_type = ${params.add(filter.subscription)}`);
        break;
      default:
        break;
    }
    if (filter.category) where.push(`p.categories @> ARRAY[${params.add(filter.category)}]::varchar[]`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const collate = await czechCollateClause(this.dataSource);
    const orderBy = {
      newest: 'p.created_at DESC, p.id DESC',
      oldest: 'p.created_at ASC, p.id ASC',
      'company-name': `p.company_name${collate} ASC, p.id ASC`,
    }[filter.sort];
    return selectPage<ProviderRecord>(this.dataSource, {
      select: RECORD_SELECT,
      countFrom: `FROM provider_profiles p ${activeSubscriptionJoin('p', SUBSCRIPTION)}`,
      where: whereSql,
      orderBy,
      params,
      page: filter.page,
      pageSize: filter.pageSize,
    });
  }

  async record(id: number): Promise<ProviderRecord | null> {
    const [row] = (await this.dataSource.query(`${RECORD_SELECT} WHERE p.id = $1`, [id])) as ProviderRecord[];
    return row ?? null;
  }

  /** Share-locks the provider row until the transaction ends (it cannot be deleted meanwhile); false when missing. */
  async lockAgainstDelete(manager: EntityManager, id: number): Promise<boolean> {
    const found = (await manager.query(`SELECT 1 FROM provider_profiles WHERE id = $1 FOR KEY SHARE`, [id])) as unknown[];
    return found.length > 0;
  }

  /** Locks the provider row for its delete; what identifies it, or null when missing. */
  async lockForDelete(manager: EntityManager, id: number): Promise<ProviderIdentity | null> {
    const [provider] = (await manager.query(
      `SELECT user_id AS "userId", company_name AS "companyName", is_demo AS "isDemo", profile_image_url AS "profileImageUrl"
         FROM provider_profiles
        WHERE id = $1
          FOR UPDATE`,
      [id],
    )) as ProviderIdentity[];
    return provider ?? null;
  }

  /** Deletes the profile; the foreign keys' ON DELETE CASCADE remove the rows of the other modules. */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM provider_profiles WHERE id = $1`, [id]);
  }

  /**
   * The user's provider profile with its categories and active plan (one query per HTTP request,
   * see ViewerService), or null when the user is not a provider.
   */
  async viewerProfile(userId: number): Promise<ViewerProvider | null> {
    const [row] = (await this.dataSource.query(
      `SELECT p.id, p.user_id AS "userId", p.is_demo AS "isDemo", p.categories, ${SUBSCRIPTION}.plan_type AS "activePlan"
         FROM provider_profiles p
         ${activeSubscriptionJoin('p', SUBSCRIPTION)}
        WHERE p.user_id = $1`,
      [userId],
    )) as ViewerProvider[];
    return row ?? null;
  }

  /** Where the provider's e-mails go: the profile's contact e-mail and company name; null when missing. */
  async mailRecipient(manager: EntityManager, id: number): Promise<{ email: string; name: string } | null> {
    const [row] = (await manager.query(`SELECT email, company_name AS name FROM provider_profiles WHERE id = $1`, [id])) as Array<{
      email: string;
      name: string;
    }>;
    return row ?? null;
  }

  async exists(manager: EntityManager, id: number): Promise<boolean> {
    return ((await manager.query(`SELECT 1 FROM provider_profiles WHERE id = $1`, [id])) as unknown[]).length > 0;
  }

  async countAll(): Promise<number> {
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM provider_profiles`)) as Array<{ total: number }>;
    return total;
  }
}
