import { locationDisplay } from '../common/text/location-display';
import { priceRangeText } from '../common/text/price-range';
import type { PublicProviderDto } from './dto/public-provider.dto';
import type { PublicProviderRow } from './providers.repository';

/** A public catalogue row as the API answers it (the areas' names, the contact, the price range text). */
export function toPublicProviderDto(row: PublicProviderRow, locationNames: ReadonlyMap<string, string>): PublicProviderDto {
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
    bookingReviewCount: row.bookingReviewCount,
    projectCount: row.projectCount,
    profileImageUrl: row.profileImageUrl,
    previewImages: row.previewImages,
    isDemo: row.isDemo,
    premium: row.premium,
    responseMinutesMedian: row.responseMinutesMedian,
    // real → 2 decimals: 0.62, not 0.6200000047683716.
    responseShare: row.responseShare === null ? null : Math.round(row.responseShare * 100) / 100,
    createdAt: row.createdAt.toISOString(),
    ...(row.dateAvailability ? { dateAvailability: row.dateAvailability } : {}),
  };
}
