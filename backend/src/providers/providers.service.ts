import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EMAIL_TAKEN, EmailVerificationService, type User, UsersService, type ViewerProvider } from '../auth/auth.api';
import { DAY_FORMAT_MESSAGE, parseDay } from '../common/validation/calendar-day';
import { CatalogService } from '../catalog/catalog.api';
import { fieldError } from '../common/http/field-error';
import { CategoryVocabulary } from '../common/text/category-matching';
import { locationDisplay } from '../common/text/location-display';
import { normalizeSocialLink, normalizeWebsiteLink } from '../common/text/social-links';
import { ListProvidersQueryDto, ProviderPageQueryDto } from './dto/list-providers.query.dto';
import { ProviderProfileDto } from './dto/provider-profile.dto';
import { PublicProviderDto, PublicProviderPageDto } from './dto/public-provider.dto';
import { BecomeProviderDto, RegisterProviderDto } from './dto/register-provider.dto';
import { UpdateProviderProfileDto } from './dto/update-provider-profile.dto';
import { ProviderProfile } from './entities/provider-profile.entity';
import { buildProviderFields, normalizeServiceAreas, parseCategoryIds, ProviderFields } from './provider-fields';
import { ListingCountsCache } from './listing-counts';
import { PROVIDER_NOT_FOUND, ProviderServiceType, ProviderSort } from './provider-constants';
import {
  type ActiveProvidersCount,
  type ListingCounts,
  listedCondition,
  type OfferParty,
  providerListWhere,
  providerPageQueries,
  ProviderWhere,
  ProvidersRepository,
} from './providers.repository';
import { toPublicProviderDto } from './public-provider.mapper';
import { ImageStorageService, UploadedImage } from './uploads/image-storage.service';
import { isUniqueViolation } from '../database/sql-state';

const MAX_CATEGORIES = 40;

/** 409 of POST /api/provider/profile: the account has a provider profile already. */
export const ALREADY_PROVIDER = 'Tento účet už má profil dodavatele';

/** Provider profiles whose account accountOf remembers. */
const ACCOUNTS_CACHED_MAX = 50_000;

@Injectable()
export class ProvidersService {
  private readonly listingCounts: ListingCountsCache;
  private readonly accounts = new Map<number, number>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: ProvidersRepository,
    private readonly users: UsersService,
    private readonly verification: EmailVerificationService,
    private readonly catalog: CatalogService,
    private readonly images: ImageStorageService,
  ) {
    this.listingCounts = new ListingCountsCache(providers);
  }

  /** THE rule for who appears in the public catalogue: see listedCondition in providers.repository.ts. */
  listedCondition(alias = 'p'): string {
    return listedCondition(alias);
  }

  /**
   * Creates the account and the profile in one transaction: an e-mail that is taken, an unknown
   * category or area, or any failure on the way leaves nothing behind.
   */
  async register(dto: RegisterProviderDto): Promise<{ user: User; profile: ProviderProfile }> {
    const fields = await this.registrationFields(dto, dto.email);
    if (await this.users.findByEmail(dto.email)) throw new ConflictException(EMAIL_TAKEN);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.users.create({ email: dto.email, password: dto.password, firstName: null, lastName: null }, manager);
        const profile = await this.insertProfile(manager, user.id, fields);
        await this.verification.issue(user, manager);
        return { user, profile };
      });
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
  }

  /**
   * A signed-in user without a provider profile (a Google sign-up, a couple) becomes a provider on
   * the same account: the registration's rules, the account's e-mail as the contact e-mail.
   * `current` is the user's profile as the request's viewer has it (409 when there is one).
   */
  async becomeProvider(user: User, current: ViewerProvider | null, dto: BecomeProviderDto): Promise<ProviderProfile> {
    const fields = await this.registrationFields(dto, user.email);
    if (current) throw new ConflictException(ALREADY_PROVIDER);
    try {
      return await this.dataSource.transaction((manager) => this.insertProfile(manager, user.id, fields));
    } catch (error) {
      // Two submissions at once: the unique index on user_id decides.
      if (isUniqueViolation(error)) throw new ConflictException(ALREADY_PROVIDER);
      throw error;
    }
  }

  /** The registration form's fields after its rules: known categories and areas, matched synonyms. */
  private async registrationFields(dto: BecomeProviderDto, email: string): Promise<ProviderFields> {
    const categories = await this.checkCategories(parseCategoryIds(dto.serviceType));
    const serviceAreas = await this.checkAreas(dto.serviceAreas);
    return buildProviderFields({ ...dto, email, categories, serviceAreas, isDemo: false }, await this.vocabulary());
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
        const locked = await this.providers.lockForUpdate(manager, providerId);
        if (!locked) throw new NotFoundException('Profil dodavatele nenalezen');
        replacedImageUrl = newImageUrl ? locked.profileImageUrl : null;
        await manager.getRepository(ProviderProfile).update({ id: providerId }, { ...fields, profileImageUrl: newImageUrl ?? locked.profileImageUrl });
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

  /** Demo providers' ids by their e-mail (the demo data names providers by e-mail, their ids may differ). */
  demoProviderIdsByEmail(): Promise<Map<string, number>> {
    return this.providers.demoIdsByEmail();
  }

  /** The providers as their offers and bookings show them, with account, contact e-mail and phone; missing ids are left out. */
  offerParties(ids: number[]): Promise<Map<number, OfferParty>> {
    return this.providers.offerParties([...new Set(ids)]);
  }

  /**
   * The account of a provider profile (null when there is none). A profile keeps its account for
   * life (provider_profiles.user_id is never updated, ids are never reused), so the answer is
   * remembered: the message post's live event names the provider's account on every post.
   */
  async accountOf(id: number): Promise<number | null> {
    const known = this.accounts.get(id);
    if (known !== undefined) return known;
    const userId = (await this.providers.offerParties([id])).get(id)?.userId ?? null;
    if (userId === null) return null;
    // Bounded: past the cap it starts again (a cache of small numbers, refilled by one read each).
    if (this.accounts.size >= ACCOUNTS_CACHED_MAX) this.accounts.clear();
    this.accounts.set(id, userId);
    return userId;
  }

  /** The provider profile of an account, if any (a calendar feed, which has no session to ask the viewer of). */
  async profileIdOfUser(userId: number): Promise<number | null> {
    return (await this.providers.viewerProfile(userId))?.id ?? null;
  }

  /** A listed provider (the catalogue's rule) with its account, for a couple's question (Conversations); null when unknown or not listed. */
  listedProvider(id: number): Promise<{ id: number; userId: number; isDemo: boolean; companyName: string } | null> {
    return this.providers.listedBasic(id);
  }

  /** Listed providers' public data by id (a couple's shortlist, Matching); unknown or unlisted ids are left out. */
  async findListedPublic(ids: number[]): Promise<PublicProviderDto[]> {
    const [rows, locationNames] = await Promise.all([this.providers.listedPublicRows(ids), this.catalog.locationNameMap()]);
    return rows.map((row) => toPublicProviderDto(row, locationNames));
  }

  /** Whether the provider exists and is a demo one; null for an unknown id. */
  findBasic(id: number): Promise<{ id: number; isDemo: boolean; companyName: string } | null> {
    return this.providers.basic(id);
  }

  /**
   * The public catalogue (/dodavatele): listed providers, filtered, sorted and paginated in SQL. A
   * visitor's page (`visitor`: nobody signed in) may come from the read replica.
   */
  async list(query: ListProvidersQueryDto, visitor = false): Promise<PublicProviderPageDto> {
    if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
      throw fieldError('priceMin', 'Minimální cena nesmí být vyšší než maximální');
    }
    let weddingDay: string | undefined;
    if (query.weddingDate) {
      const day = parseDay(query.weddingDate);
      if (!day) throw fieldError('weddingDate', DAY_FORMAT_MESSAGE);
      weddingDay = day.format('YYYY-MM-DD');
    }
    const where = providerListWhere({ ...query, weddingDay });
    return this.page(where, query, query.sort ?? 'newest', visitor);
  }

  /** Listed providers having the category (the /services/{serviceType} page), newest first. */
  listByType(serviceType: ProviderServiceType, query: ProviderPageQueryDto, visitor = false): Promise<PublicProviderPageDto> {
    return this.page(providerListWhere({ serviceType }), query, 'newest', visitor);
  }

  /** Any provider's public data by id, listed or not (a free provider's portfolio is reachable by id); a visitor's may come from the replica. */
  async findPublic(id: number, visitor = false): Promise<PublicProviderDto> {
    const [row, locationNames] = await Promise.all([this.providers.publicRow(id, visitor), this.catalog.locationNameMap()]);
    if (!row) throw new NotFoundException(PROVIDER_NOT_FOUND);
    return toPublicProviderDto(row, locationNames);
  }

  /** When the provider with this id was deleted; null when it never was (its old addresses answer 410). */
  removedAt(id: number): Promise<Date | null> {
    return this.providers.removedAt(id);
  }

  /** Listed providers' ids and last changes in id order, `limit` of them from `offset` (the sitemap). */
  listedSlice(offset: number, limit: number): Promise<Array<{ id: number; updatedAt: Date }>> {
    return this.providers.listedSlice(offset, limit);
  }

  /** The number of providers in the public catalogue (the top bar), per catalogue version. */
  async countListed(): Promise<number> {
    return (await this.listingCounts.get()).total;
  }

  /** The listed counts (total, per category), per catalogue version: listing-counts.ts. */
  listedCounts(): Promise<ListingCounts> {
    return this.listingCounts.get();
  }

  /**
   * The version of everything the public catalogue and portfolios show (profiles, portfolio items,
   * reviews, availability), for caches of those pages; time (a paid period ending) is not in it: see listedCounts' validUntil.
   */
  publicPagesVersion(): Promise<string> {
    return this.providers.publicPagesVersion();
  }

  /** The public figures' count (insights, issue 47): listed providers per category and area (see the repository). */
  activeByCategoryAndRegion(places: ReadonlyArray<{ placeId: string; regionId: string }>): Promise<ActiveProvidersCount[]> {
    return this.providers.activeByCategoryAndRegion(places);
  }

  /** Category id → the number of listed providers having it, per catalogue version. */
  async countListedByCategory(): Promise<Map<string, number>> {
    return new Map(Object.entries((await this.listingCounts.get()).perCategory));
  }

  /** Category names and synonyms, for the matched categories of a profile. */
  async vocabulary(): Promise<CategoryVocabulary> {
    const [names, keywords] = await Promise.all([this.catalog.categoryNameMap(), this.catalog.keywordsByCategory()]);
    return { names, keywords };
  }

  /** A page of public rows and their total (the listed count when only the listed rule filters). */
  private async page(where: ProviderWhere, query: ProviderPageQueryDto, sort: ProviderSort, visitor: boolean): Promise<PublicProviderPageDto> {
    const queries = providerPageQueries(where, sort, query);
    const [{ rows, total }, locationNames] = await Promise.all([
      this.providers.catalogPage(queries, this.listingCounts, visitor),
      this.catalog.locationNameMap(),
    ]);
    return { items: rows.map((row) => toPublicProviderDto(row, locationNames)), total, page: queries.page, pageSize: queries.pageSize };
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
