import type { AvailabilityDayDto } from '../../api';

/**
 * The provider workspace endpoints (availability, portfolio items, profile update) as the workspace
 * pages use them. They are generated from openapi.json and get their cache tags in api/index.ts
 * ('Availability', 'Portfolio', 'Providers', ...); this file only re-exports them with two helpers,
 * so that the pages can import everything from one place. It can be folded into '../../api'.
 */
export {
  useAvailabilityCurrentQuery,
  useAvailabilityPublicQuery,
  useAvailabilitySetBulkMutation,
  useAvailabilitySetMutation,
  usePortfolioCreateMutation,
  usePortfolioDeleteMutation,
  usePortfolioOwnListQuery,
  usePortfolioPublicListQuery,
  usePortfolioUpdateMutation,
  useProviderUpdateProfileMutation,
} from '../../api';

export type {
  AvailabilityDayDto,
  PortfolioItemDto,
  PortfolioItemFormDto,
  ProviderProfileFormDto,
  SetAvailabilityBulkDto,
  SetAvailabilityDto,
} from '../../api';

export type AvailabilityStatus = AvailabilityDayDto['status'];

/**
 * The generated multipart arguments are typed as their DTOs; the app hands over a FormData, which
 * fetchBaseQuery sends as multipart/form-data (with the files).
 */
export function multipart<T>(form: FormData): T {
  return form as unknown as T;
}
