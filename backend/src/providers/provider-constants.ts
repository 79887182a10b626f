/** Phone prefixes the provider registration offers (spec, seed 000 section 9); +420 is the default. */
export const PROVIDER_PHONE_PREFIXES = ['+420', '+421', '+43', '+49'] as const;
export type ProviderPhonePrefix = (typeof PROVIDER_PHONE_PREFIXES)[number];

/** The highest price a provider may state (spec): 99 999 999 Kč. */
export const PRICE_MAX = 99_999_999;
export const YEARS_EXPERIENCE_MAX = 50;

/** The supplier list's sorts; newest is the default (spec); 'response': the fastest median first answer first. */
export const PROVIDER_SORTS = ['newest', 'oldest', 'rating-high', 'rating-low', 'response'] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];

export const PROVIDER_PAGE_SIZE_DEFAULT = 12;

/** The service types of the /services/{serviceType} pages (spec), each a category id. */
export const PROVIDER_SERVICE_TYPES = ['photography', 'music', 'catering', 'wedding_planning', 'decoration', 'flowers'] as const;
export type ProviderServiceType = (typeof PROVIDER_SERVICE_TYPES)[number];

export const PROVIDER_NOT_FOUND = 'Dodavatel s tímto ID nebyl nalezen.';
