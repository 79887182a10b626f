import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EMAIL_TAKEN } from '../auth/auth.service';
import type { User } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { AVAILABILITY_MESSAGES, parseDay } from '../availability/availability-rules';
import { notBusyOnCondition } from '../availability/availability.sql';
import { CatalogService } from '../catalog/catalog.service';
import { fieldError } from '../common/http/field-error';
import { CategoryVocabulary } from '../common/text/category-matching';
import { foldText } from '../common/text/fold';
import { locationDisplay, WHOLE_COUNTRY } from '../common/text/location-display';
import { priceRangeText } from '../common/text/price-range';
import { normalizeSocialLink, normalizeWebsiteLink } from '../common/text/social-links';
import { activeSubscriptionJoin, hasActiveSubscriptionSql } from '../subscriptions/subscription-access';
import { ListProvidersQueryDto, ProviderPageQueryDto } from './dto/list-providers.query.dto';
import { ProviderProfileDto } from './dto/provider-profile.dto';
import { PublicProviderDto, PublicProviderPageDto } from './dto/public-provider.dto';
import { RegisterProviderDto } from './dto/register-provider.dto';
import { UpdateProviderProfileDto } from './dto/update-provider-profile.dto';
import { ProviderProfile } from './entities/provider-profile.entity';
import { buildProviderFields, normalizeServiceAreas, parseCategoryIds, ProviderFields } from './provider-fields';
import {
  PROVIDER_NOT_FOUND,
  PROVIDER_PAGE_SIZE_DEFAULT,
  ProviderServiceType,
  ProviderSort,
} from './provider-constants';
import { ImageStorageService, UploadedImage } from './uploads/image-storage.service';

const MAX_CATEGORIES = 40;

/** The alias of the provider's active subscription, LEFT JOINed by PUBLIC_SELECT (null columns: none). */
const SUBSCRIPTION = 's';

/**
 * The catalogue's orders. The default ('newest') puts premium subscribers first, then basic ones,
 * then the demo providers (the listed ones without a subscription), newest within each tier; the
 * other sorts ignore the plan. Providers without reviews come last in both rating sorts; ties
 * fall back to the newest.
 */
const ORDER_BY: Record<ProviderSort, string> = {
  newest: `CASE ${SUBSCRIPTION}.plan_type WHEN 'premium' THEN 0 WHEN 'basic' THEN 1 ELSE 2 END, p.created_at DESC, p.id DESC`,
  oldest: 'p.created_at ASC, p.id ASC',
  'rating-high': 'stats.average DESC NULLS LAST, stats.review_count DESC, p.created_at DESC, p.id DESC',
  'rating-low': 'stats.average ASC NULLS LAST, stats.review_count DESC, p.created_at DESC, p.id DESC',
};

/**
 * The public columns of a profile plus its review figures, its number of portfolio items and
 * whether its active subscription is a premium one.
 * The reviews are aggregated per provider with an index-only scan of reviews (provider_id, …)
 * INCLUDE (overall_rating), the items counted on the leading column of portfolio_items'
 * (provider_id, featured, event_date, id) index: for a page only the page's rows are counted.
 * The active subscription (at most one row) is joined on the partial unique index
 * provider_subscriptions_one_live (provider_id).
 */
const PUBLIC_SELECT = `SELECT p.id, p.company_name AS "companyName", p.description, p.categories,
    p.service_areas AS "serviceAreas", p.phone_prefix AS "phonePrefix", p.phone, p.email, p.website,
    p.instagram_url AS "instagramUrl", p.facebook_url AS "facebookUrl", p.tiktok_url AS "tiktokUrl",
    p.linkedin_url AS "linkedinUrl", p.years_experience AS "yearsExperience", p.price_from AS "priceFrom",
    p.price_to AS "priceTo", p.is_demo AS "isDemo", p.created_at AS "createdAt",
    round(stats.average, 1)::float8 AS rating, stats.review_count AS "reviewCount",
    (SELECT count(*)::int FROM portfolio_items pi WHERE pi.provider_id = p.id) AS "projectCount",
    coalesce(${SUBSCRIPTION}.plan_type = 'premium', false) AS premium
  FROM provider_profiles p
  ${activeSubscriptionJoin('p', SUBSCRIPTION)}
  LEFT JOIN LATERAL (
    SELECT avg(rv.overall_rating) AS average, count(*)::int AS review_count FROM reviews rv WHERE rv.provider_id = p.id
  ) stats ON true`;

interface PublicProviderRow {
  id: number;
  companyName: string;
  description: string;
  categories: string[];
  serviceAreas: string[];
  phonePrefix: string;
  phone: string | null;
  email: string;
  website: string | null;
  instagramUrl: string | null;
  facebookUrl: string | null;
  tiktokUrl: string | null;
  linkedinUrl: string | null;
  yearsExperience: number | null;
  priceFrom: number | null;
  priceTo: number | null;
  isDemo: boolean;
  createdAt: Date;
  rating: number | null;
  reviewCount: number;
  projectCount: number;
  premium: boolean;
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, '\\$&');

/** Numbered SQL parameters collected while a query is assembled. */
class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

@Injectable()
export class ProvidersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly catalog: CatalogService,
    private readonly images: ImageStorageService,
  ) {}

  /**
   * THE rule for who appears in the public catalogue (DESIGN.md section 5): the demo providers
   * plus providers with an active subscription (the Subscriptions module's one definition). Every
   * listed-only query — catalogue, providers by type, category counts, the top bar's count — goes
   * through here. With `joinedSubscription`, the alias of an activeSubscriptionJoin already in the
   * query (at most one row per provider), the test reads the joined row; without it, an EXISTS.
   */
  listedCondition(alias = 'p', joinedSubscription?: string): string {
    const subscribed = joinedSubscription ? `${joinedSubscription}.id IS NOT NULL` : hasActiveSubscriptionSql(alias);
    return `(${alias}.is_demo OR ${subscribed})`;
  }

  /**
   * Creates the account and the profile in one transaction: an e-mail that is taken, an unknown
   * category or area, or any failure on the way leaves nothing behind.
   */
  async register(dto: RegisterProviderDto): Promise<{ user: User; profile: ProviderProfile }> {
    const categories = await this.checkCategories(parseCategoryIds(dto.serviceType));
    const serviceAreas = await this.checkAreas(dto.serviceAreas);
    if (await this.users.findByEmail(dto.email)) throw new ConflictException(EMAIL_TAKEN);
    const fields = buildProviderFields({ ...dto, categories, serviceAreas, isDemo: false }, await this.vocabulary());
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.users.create({ email: dto.email, password: dto.password, firstName: null, lastName: null }, manager);
        const profile = await this.insertProfile(manager, user.id, fields);
        return { user, profile };
      });
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
  }

  /** Inserts a profile for a user inside the caller's transaction (API, seeds). */
  async insertProfile(manager: EntityManager, userId: number, fields: ProviderFields, id?: number): Promise<ProviderProfile> {
    const repository = manager.getRepository(ProviderProfile);
    return repository.save(repository.create({ ...fields, userId, ...(id ? { id } : {}) }));
  }

  async ownProfile(userId: number): Promise<ProviderProfileDto> {
    const profile = await this.dataSource.getRepository(ProviderProfile).findOneBy({ userId });
    if (!profile) throw new NotFoundException('Profil dodavatele nenalezen');
    return this.toProfileDto(profile);
  }

  /**
   * The profile settings form: replaces the profile's fields by the same rules as registration
   * (matched categories recomputed, the whole country replacing other areas), social links by
   * the social-link rule (a foreign host is dropped), and an optional new image. The image is
   * checked and encoded before anything is written, removed again if the update fails, and the
   * previous image is deleted once the update is committed.
   */
  async updateProfile(providerId: number, dto: UpdateProviderProfileDto, image: UploadedImage | undefined): Promise<ProviderProfileDto> {
    const categories = await this.checkCategories(parseCategoryIds(dto.services), 'services');
    const serviceAreas = await this.checkAreas(dto.location, 'location');
    const repository = this.dataSource.getRepository(ProviderProfile);
    const current = await repository.findOneBy({ id: providerId });
    if (!current) throw new NotFoundException('Profil dodavatele nenalezen');
    const priceFrom = dto.priceFrom ?? current.priceFrom;
    const priceTo = dto.priceTo ?? current.priceTo;
    if (priceFrom !== null && priceTo !== null && priceTo < priceFrom) {
      throw fieldError('priceTo', 'Maximální cena musí být alespoň minimální');
    }
    const encoded = image ? await this.images.encodeAll([image], 'profile', 'profileImage') : [];
    const [newImageUrl] = await this.images.write(encoded, 'profile');
    const fields = buildProviderFields(
      {
        companyName: dto.businessName,
        description: dto.description,
        categories,
        serviceAreas,
        email: dto.email,
        phonePrefix: dto.phonePrefix ?? current.phonePrefix,
        phone: dto.phone ?? null,
        website: normalizeWebsiteLink(dto.website),
        instagramUrl: normalizeSocialLink('instagram', dto.instagramUrl),
        facebookUrl: normalizeSocialLink('facebook', dto.facebookUrl),
        tiktokUrl: normalizeSocialLink('tiktok', dto.tiktokUrl),
        linkedinUrl: normalizeSocialLink('linkedin', dto.linkedinUrl),
        yearsExperience: dto.yearsExperience ?? null,
        priceFrom,
        priceTo,
        isDemo: current.isDemo,
      },
      await this.vocabulary(),
    );
    let replacedImageUrl: string | null = null;
    try {
      await this.dataSource.transaction(async (manager) => {
        // Locked: two saves at once must not both believe they replace the same image.
        const [locked] = (await manager.query(`SELECT profile_image_url AS url FROM provider_profiles WHERE id = $1 FOR UPDATE`, [
          providerId,
        ])) as Array<{ url: string | null }>;
        if (!locked) throw new NotFoundException('Profil dodavatele nenalezen');
        replacedImageUrl = newImageUrl ? locked.url : null;
        await manager.getRepository(ProviderProfile).update({ id: providerId }, { ...fields, profileImageUrl: newImageUrl ?? locked.url });
      });
    } catch (error) {
      await this.images.remove([newImageUrl]);
      throw error;
    }
    await this.images.remove([replacedImageUrl]);
    return this.toProfileDto((await repository.findOneBy({ id: providerId }))!);
  }

  private async toProfileDto(profile: ProviderProfile): Promise<ProviderProfileDto> {
    const locationNames = await this.catalog.locationNameMap();
    return {
      id: profile.id,
      companyName: profile.companyName,
      description: profile.description,
      serviceType: profile.categories.join(','),
      services: profile.categories,
      serviceAreas: profile.serviceAreas,
      location: locationDisplay(profile.serviceAreas, locationNames),
      phonePrefix: profile.phonePrefix,
      phone: profile.phone,
      email: profile.email,
      website: profile.website,
      instagramUrl: profile.instagramUrl,
      facebookUrl: profile.facebookUrl,
      tiktokUrl: profile.tiktokUrl,
      linkedinUrl: profile.linkedinUrl,
      yearsExperience: profile.yearsExperience,
      priceFrom: profile.priceFrom,
      priceTo: profile.priceTo,
      profileImageUrl: profile.profileImageUrl,
      isDemo: profile.isDemo,
      createdAt: profile.createdAt.toISOString(),
    };
  }

  /** The categories of the user's provider profile, or null when the user is not a provider. */
  async categoriesOfUser(userId: number): Promise<string[] | null> {
    const [row] = (await this.dataSource.query(`SELECT categories FROM provider_profiles WHERE user_id = $1`, [userId])) as Array<{
      categories: string[];
    }>;
    return row ? row.categories : null;
  }

  /** The provider profile of a user (id, demo flag), or null when the user is not a provider. */
  async findByUser(userId: number): Promise<{ id: number; userId: number; isDemo: boolean } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id, user_id AS "userId", is_demo AS "isDemo" FROM provider_profiles WHERE user_id = $1`,
      [userId],
    )) as Array<{ id: number; userId: number; isDemo: boolean }>;
    return row ?? null;
  }

  /** Demo providers' ids by their e-mail (the demo data names providers by e-mail, their ids may differ). */
  async demoProviderIdsByEmail(): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(`SELECT id, email FROM provider_profiles WHERE is_demo`)) as Array<{
      id: number;
      email: string;
    }>;
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  /** Whether the provider exists and is a demo one; null for an unknown id. */
  async findBasic(id: number): Promise<{ id: number; isDemo: boolean } | null> {
    const [row] = (await this.dataSource.query(`SELECT id, is_demo AS "isDemo" FROM provider_profiles WHERE id = $1`, [id])) as Array<{
      id: number;
      isDemo: boolean;
    }>;
    return row ?? null;
  }

  /** The public catalogue (/dodavatele): listed providers, filtered, sorted and paginated in SQL. */
  async list(query: ListProvidersQueryDto): Promise<PublicProviderPageDto> {
    if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
      throw fieldError('priceMin', 'Minimální cena nesmí být vyšší než maximální');
    }
    const params = new SqlParams();
    const where = [this.listedCondition('p', SUBSCRIPTION)];
    if (query.search) where.push(`p.search_text LIKE ${params.add(`%${escapeLike(foldText(query.search))}%`)}`);
    // The category or its synonyms, in either direction (matched on write, see buildProviderFields).
    if (query.category) where.push(`p.matched_categories @> ARRAY[${params.add(query.category)}]::varchar[]`);
    if (query.area && query.area !== WHOLE_COUNTRY) {
      where.push(`p.service_areas && ${params.add([query.area, WHOLE_COUNTRY])}::varchar[]`);
    }
    if (query.priceMin !== undefined) where.push(`p.price_to >= ${params.add(query.priceMin)}`);
    if (query.priceMax !== undefined) where.push(`p.price_from <= ${params.add(query.priceMax)}`);
    if (query.weddingDate) {
      const day = parseDay(query.weddingDate);
      if (!day) throw fieldError('weddingDate', AVAILABILITY_MESSAGES.dayFormat);
      where.push(notBusyOnCondition('p', params.add(day.format('YYYY-MM-DD'))));
    }
    return this.page(where, params, query, query.sort ?? 'newest');
  }

  /** Listed providers having the category (the /services/{serviceType} page), newest first. */
  listByType(serviceType: ProviderServiceType, query: ProviderPageQueryDto): Promise<PublicProviderPageDto> {
    const params = new SqlParams();
    const where = [this.listedCondition('p', SUBSCRIPTION), `p.categories @> ARRAY[${params.add(serviceType)}]::varchar[]`];
    return this.page(where, params, query, 'newest');
  }

  /** Any provider's public data by id, listed or not (a free provider's portfolio is reachable by id). */
  async findPublic(id: number): Promise<PublicProviderDto> {
    const [row] = (await this.dataSource.query(`${PUBLIC_SELECT} WHERE p.id = $1`, [id])) as PublicProviderRow[];
    if (!row) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return this.toPublicDto(row, await this.catalog.locationNameMap());
  }

  /**
   * The number of providers in the public catalogue (the top bar). The counts join the active
   * subscriptions rather than testing EXISTS inside the OR, which PostgreSQL costs so badly that
   * it JIT-compiles a 10 ms query.
   */
  async countListed(): Promise<number> {
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM provider_profiles p ${activeSubscriptionJoin('p', SUBSCRIPTION)}
       WHERE ${this.listedCondition('p', SUBSCRIPTION)}`,
    )) as Array<{ total: number }>;
    return total;
  }

  /** Category id → the number of listed providers having it (one grouped query). */
  async countListedByCategory(): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(
      `SELECT category, count(*)::int AS total
       FROM provider_profiles p ${activeSubscriptionJoin('p', SUBSCRIPTION)} CROSS JOIN LATERAL unnest(p.categories) AS category
       WHERE ${this.listedCondition('p', SUBSCRIPTION)}
       GROUP BY category`,
    )) as Array<{ category: string; total: number }>;
    return new Map(rows.map((row) => [row.category, row.total]));
  }

  /** Category names and synonyms, for the matched categories of a profile. */
  async vocabulary(): Promise<CategoryVocabulary> {
    const [names, keywords] = await Promise.all([this.catalog.categoryNameMap(), this.catalog.keywordsByCategory()]);
    return { names, keywords };
  }

  /** A page of PUBLIC_SELECT rows and their total; `where` may use the joined subscription (SUBSCRIPTION). */
  private async page(where: string[], params: SqlParams, query: ProviderPageQueryDto, sort: ProviderSort): Promise<PublicProviderPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PROVIDER_PAGE_SIZE_DEFAULT;
    const whereSql = where.join(' AND ');
    const countParams = [...params.values];
    const rowsSql = `${PUBLIC_SELECT}
      WHERE ${whereSql}
      ORDER BY ${ORDER_BY[sort]}
      LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)}`;
    const [rows, [{ total }], locationNames] = await Promise.all([
      this.dataSource.query(rowsSql, params.values) as Promise<PublicProviderRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM provider_profiles p ${activeSubscriptionJoin('p', SUBSCRIPTION)} WHERE ${whereSql}`,
        countParams,
      ) as Promise<Array<{ total: number }>>,
      this.catalog.locationNameMap(),
    ]);
    return { items: rows.map((row) => this.toPublicDto(row, locationNames)), total, page, pageSize };
  }

  private toPublicDto(row: PublicProviderRow, locationNames: ReadonlyMap<string, string>): PublicProviderDto {
    return {
      id: row.id,
      businessName: row.companyName,
      description: row.description,
      services: row.categories,
      location: locationDisplay(row.serviceAreas, locationNames),
      serviceAreas: row.serviceAreas,
      contact: {
        name: row.companyName,
        phone: row.phone ? `${row.phonePrefix} ${row.phone}` : null,
        email: row.email,
      },
      website: row.website,
      instagramUrl: row.instagramUrl,
      facebookUrl: row.facebookUrl,
      tiktokUrl: row.tiktokUrl,
      linkedinUrl: row.linkedinUrl,
      yearsExperience: row.yearsExperience,
      priceFrom: row.priceFrom,
      priceTo: row.priceTo,
      priceRange: priceRangeText(row.priceFrom, row.priceTo),
      rating: row.rating,
      reviewCount: row.reviewCount,
      projectCount: row.projectCount,
      isDemo: row.isDemo,
      premium: row.premium,
      createdAt: row.createdAt.toISOString(),
    };
  }

  private async checkCategories(ids: string[], field = 'serviceType'): Promise<string[]> {
    if (ids.length === 0) throw fieldError(field, 'Vyberte alespoň jednu kategorii služeb');
    if (ids.length > MAX_CATEGORIES) throw fieldError(field, `Vyberte nejvýše ${MAX_CATEGORIES} kategorií služeb`);
    const names = await this.catalog.categoryNameMap();
    const unknown = ids.filter((id) => !names.has(id));
    if (unknown.length) throw fieldError(field, `Neznámá kategorie služeb: ${unknown.join(', ')}`);
    return ids;
  }

  private async checkAreas(ids: readonly string[], field = 'serviceAreas'): Promise<string[]> {
    const areas = normalizeServiceAreas(ids);
    if (areas.length === 0) throw fieldError(field, 'Vyberte alespoň jednu oblast poskytování služeb');
    const names = await this.catalog.locationNameMap();
    const unknown = areas.filter((id) => !names.has(id));
    if (unknown.length) throw fieldError(field, `Neznámá oblast: ${unknown.join(', ')}`);
    return areas;
  }
}
