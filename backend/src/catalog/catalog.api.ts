/**
 * The public surface of `catalog/`. Service categories and locations (reference data): what other modules may use.
 * Other modules import from this file (and `catalog.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { CATEGORIES_CACHE_CONTROL, categoriesWithCounts } from './catalog-answers';
export { CatalogService } from './catalog.service';
export type { CategoryInfo } from './catalog.service';
export { CategoryDto } from './dto/catalog.dto';
export type { PlaceIndex } from './place-index';
export { locationReach, regionPlaces } from './location-reach';
export type { RegionPlaces } from './location-reach';
export { keepAskedDetails, readRequestDetails, requestDetailRows } from './request-questions';
export type { RequestDetailRow, RequestDetails, RequestDetailValue } from './request-questions';
export { RequestDetailDto } from './dto/catalog.dto';
