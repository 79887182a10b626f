import type { InvitationDto, ShortlistEntryDto, ShortlistProviderDto } from '../api';

/** Fixtures of the shortlist's tests (issue 45): entries of GET /api/shortlist and invitations as the API answers them. */

export function makeShortlistProvider(overrides: Partial<ShortlistProviderDto> = {}): ShortlistProviderDto {
  return {
    id: 12,
    companyName: 'Studio Bílý závoj',
    categories: ['photography'],
    priceMin: 15000,
    priceMax: 40000,
    ratingAverage: 4.5,
    reviewCount: 3,
    bookingReviewCount: 2,
    responseTimeHours: 3,
    answerRate: 0.8,
    areas: ['Praha', 'Brno'],
    profileImageUrl: null,
    coverImageUrl: null,
    availableOnDate: true,
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<ShortlistProviderDto> = {}, addedAt = '2026-09-12T10:00:00.000Z'): ShortlistEntryDto {
  const provider = makeShortlistProvider(overrides);
  return { providerId: provider.id, addedAt, provider };
}

export function makeInvitation(overrides: Partial<InvitationDto> = {}): InvitationDto {
  return { providerId: 12, companyName: 'Studio Bílý závoj', source: 'couple', createdAt: '2026-09-14T10:00:00.000Z', ...overrides };
}
