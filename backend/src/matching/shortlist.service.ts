import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Viewer } from '../auth/auth.api';
import { AvailabilityService } from '../availability/availability.api';
import { CatalogService } from '../catalog/catalog.api';
import { PROVIDER_NOT_FOUND, type PublicProviderDto, ProvidersService } from '../providers/providers.api';
import { RequestsService } from '../requests/requests.api';
import type { ShortlistDto, ShortlistEntryDto, ShortlistIdsDto, ShortlistProviderDto } from './dto/shortlist.dto';
import { MatchingRepository } from './matching.repository';
import { MatchingService } from './matching.service';
import { MATCHING_MESSAGES, SHORTLIST_MAX } from './matching-rules';

/**
 * The couple's shortlist ("Vybraní dodavatelé"): listed providers they saved, at most 200 per
 * account. Couples only: a provider account gets 403 (its hearts would be another provider's list).
 * Issue 46 shares it within the couple's plan: rows stay keyed by the account that added them, the
 * list is the union over the plan's members (MatchingService.household) and a removal removes it
 * for both partners.
 */
@Injectable()
export class ShortlistService {
  constructor(
    private readonly matching: MatchingRepository,
    private readonly providers: ProvidersService,
    private readonly requests: RequestsService,
    private readonly availability: AvailabilityService,
    private readonly catalog: CatalogService,
    private readonly household: MatchingService,
  ) {}

  /** GET /api/shortlist: the entries with the comparison's figures, by the provider's first category, then when added. */
  async list(viewer: Viewer): Promise<ShortlistDto> {
    const userId = this.couple(viewer);
    const [entries, weddingDate, locationNames] = await Promise.all([
      this.household.household(userId).then((members) => this.matching.shortlist(members)),
      this.requests.newestActiveWeddingDate(userId),
      this.catalog.locationNameMap(),
    ]);
    const cards = new Map((await this.providers.findListedPublic(entries.map((entry) => entry.providerId))).map((card) => [card.id, card]));
    const listed = entries.filter((entry) => cards.has(entry.providerId));
    const availability = await Promise.all(
      listed.map(async (entry) => (weddingDate ? await this.availability.statusOn(entry.providerId, weddingDate) : 'unknown')),
    );
    const items: ShortlistEntryDto[] = listed.map((entry, index) => ({
      providerId: entry.providerId,
      addedAt: entry.createdAt.toISOString(),
      provider: toShortlistProvider(cards.get(entry.providerId)!, locationNames, availability[index]),
    }));
    items.sort(
      (a, b) =>
        (a.provider.categories[0] ?? '').localeCompare(b.provider.categories[0] ?? '') ||
        a.addedAt.localeCompare(b.addedAt) ||
        a.providerId - b.providerId,
    );
    return { items, weddingDate };
  }

  /** GET /api/shortlist/ids: what the hearts need. */
  async ids(viewer: Viewer): Promise<ShortlistIdsDto> {
    return { providerIds: await this.matching.shortlistIds(await this.household.household(this.couple(viewer))) };
  }

  /** PUT /api/shortlist/{providerId}: idempotent; 404 for an unknown or unlisted provider, 409 over the cap. */
  async add(providerId: number, viewer: Viewer): Promise<void> {
    const userId = this.couple(viewer);
    const provider = await this.providers.listedProvider(providerId);
    if (!provider) throw new NotFoundException(PROVIDER_NOT_FOUND);
    const result = await this.matching.addToShortlist(userId, providerId, SHORTLIST_MAX, await this.household.household(userId));
    if (result === 'full') throw new ConflictException(MATCHING_MESSAGES.shortlistFull);
  }

  /** DELETE /api/shortlist/{providerId}: idempotent. */
  async remove(providerId: number, viewer: Viewer): Promise<void> {
    await this.matching.removeFromShortlist(await this.household.household(this.couple(viewer)), providerId);
  }

  /** The signed-in couple's account (the guard let a session through); 403 for a provider account. */
  private couple(viewer: Viewer): number {
    if (viewer.provider) throw new ForbiddenException(MATCHING_MESSAGES.couplesOnly);
    return viewer.user!.id;
  }
}

function toShortlistProvider(
  card: PublicProviderDto,
  locationNames: ReadonlyMap<string, string>,
  day: 'available' | 'busy' | 'inquiry' | 'unknown' | string,
): ShortlistProviderDto {
  return {
    id: card.id,
    companyName: card.businessName,
    categories: card.services,
    priceMin: card.priceFrom,
    priceMax: card.priceTo,
    ratingAverage: card.rating,
    reviewCount: card.reviewCount,
    bookingReviewCount: card.bookingReviewCount,
    responseTimeHours: card.responseMinutesMedian === null ? null : Math.max(1, Math.ceil(card.responseMinutesMedian / 60)),
    answerRate: card.responseShare,
    areas: card.serviceAreas.map((id) => locationNames.get(id) ?? id),
    profileImageUrl: card.profileImageUrl,
    coverImageUrl: card.previewImages[0] ?? null,
    availableOnDate: day === 'available' ? true : day === 'busy' ? false : null,
  };
}
