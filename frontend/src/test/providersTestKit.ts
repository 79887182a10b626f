import type { CategoryDto, PublicProviderDto, PublicProviderPageDto } from '../api';

/** Fixtures of the catalogue's tests: categories, locations and a listed provider as the API answers them. */

/** A category as GET /api/service-categories answers it. */
export const category = (id: string, name: string, icon = 'sparkles'): CategoryDto => ({
  id,
  name,
  description: '',
  group: 'Služby',
  icon,
  priceRange: '10 000 Kč',
  providerCount: 1,
});

export const categories = [
  category('photography', 'Fotografie', 'camera'),
  category('video', 'Video', 'video'),
  category('catering', 'Catering', 'utensils'),
  category('cake', 'Svatební dort', 'cake'),
  category('music', 'Hudba', 'music'),
  category('flowers', 'Květiny', 'flower-2'),
];

export const locations = [
  { id: 'cela-cr', name: 'Celá ČR', type: 'country' },
  { id: 'praha', name: 'Praha', type: 'city' },
  { id: 'brno', name: 'Brno', type: 'city' },
  { id: 'jizni-morava', name: 'Jižní Morava', type: 'region' },
];

export function makeProvider(overrides: Partial<PublicProviderDto> = {}): PublicProviderDto {
  return {
    id: 12,
    businessName: 'Studio Bílý závoj',
    description: 'Svatební fotografie a video z celého dne.',
    services: ['photography', 'video'],
    location: 'Praha a Brno',
    serviceAreas: ['praha', 'brno'],
    contact: { name: 'Studio Bílý závoj', phone: '+420 777 123 456', email: 'info@bilyzavoj.cz' },
    website: 'https://www.bilyzavoj.cz',
    instagramUrl: 'https://www.instagram.com/bilyzavoj',
    facebookUrl: null,
    tiktokUrl: 'https://www.tiktok.com/@bilyzavoj',
    linkedinUrl: null,
    yearsExperience: 3,
    priceFrom: 15000,
    priceTo: 40000,
    priceRange: '15 000 – 40 000 Kč',
    rating: 4.5,
    reviewCount: 3,
    bookingReviewCount: 0,
    projectCount: 7,
    profileImageUrl: null,
    previewImages: [],
    isDemo: false,
    premium: false,
    createdAt: '2026-09-12T10:00:00.000Z',
    responseMinutesMedian: null,
    responseShare: null,
    ...overrides,
  };
}

export const pageOf = (items: PublicProviderDto[], total = items.length, page = 1): PublicProviderPageDto => ({
  items,
  total,
  page,
  pageSize: 12,
});
