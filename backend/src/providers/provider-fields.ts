import { CategoryVocabulary, matchCategories } from '../common/text/category-matching';
import { WHOLE_COUNTRY } from '../common/text/location-display';
import { ProviderProfile } from './entities/provider-profile.entity';

/** Category ids from the spec's comma-joined serviceType (or a list): trimmed, unique, in order. */
export function parseCategoryIds(serviceType: string | readonly string[]): string[] {
  const items = typeof serviceType === 'string' ? serviceType.split(',') : serviceType;
  return [...new Set(items.map((id) => id.trim()).filter(Boolean))];
}

/** Service areas: trimmed, unique; the whole country replaces every other area (spec). */
export function normalizeServiceAreas(areaIds: readonly string[]): string[] {
  const areas = [...new Set(areaIds.map((id) => id.trim()).filter(Boolean))];
  return areas.includes(WHOLE_COUNTRY) ? [WHOLE_COUNTRY] : areas;
}

export type ProviderFields = Pick<
  ProviderProfile,
  | 'companyName'
  | 'description'
  | 'categories'
  | 'matchedCategories'
  | 'serviceAreas'
  | 'phonePrefix'
  | 'phone'
  | 'email'
  | 'website'
  | 'instagramUrl'
  | 'facebookUrl'
  | 'tiktokUrl'
  | 'linkedinUrl'
  | 'yearsExperience'
  | 'priceFrom'
  | 'priceTo'
  | 'profileImageUrl'
  | 'isDemo'
>;

export interface ProviderInput {
  companyName: string;
  description: string;
  categories: readonly string[];
  serviceAreas: readonly string[];
  email: string;
  phonePrefix?: string;
  phone?: string | null;
  website?: string | null;
  instagramUrl?: string | null;
  facebookUrl?: string | null;
  tiktokUrl?: string | null;
  linkedinUrl?: string | null;
  yearsExperience?: number | null;
  priceFrom?: number | null;
  priceTo?: number | null;
  profileImageUrl?: string | null;
  isDemo?: boolean;
}

/**
 * A stored profile's columns from the input, by the same rules for the API, the demo seed, the
 * test account and the volume seed (ids already checked against the catalogue). The matched
 * categories add those the name and description name by synonym ("fotografka" → photography).
 */
export function buildProviderFields(input: ProviderInput, vocabulary: CategoryVocabulary): ProviderFields {
  const companyName = input.companyName.trim();
  const description = input.description.trim();
  const categories = parseCategoryIds(input.categories);
  return {
    companyName,
    description,
    categories,
    matchedCategories: matchCategories(`${companyName} ${description}`, categories, vocabulary),
    serviceAreas: normalizeServiceAreas(input.serviceAreas),
    phonePrefix: input.phonePrefix ?? '+420',
    phone: input.phone?.trim() ? input.phone.trim() : null,
    email: input.email.trim().toLowerCase(),
    website: input.website ?? null,
    instagramUrl: input.instagramUrl ?? null,
    facebookUrl: input.facebookUrl ?? null,
    tiktokUrl: input.tiktokUrl ?? null,
    linkedinUrl: input.linkedinUrl ?? null,
    yearsExperience: input.yearsExperience ?? null,
    priceFrom: input.priceFrom ?? null,
    priceTo: input.priceTo ?? null,
    profileImageUrl: input.profileImageUrl ?? null,
    isDemo: input.isDemo ?? false,
  };
}
