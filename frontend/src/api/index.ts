import { api as generatedApi } from './generated';

/**
 * The generated endpoints (./generated.ts, from openapi.json) with the app's cache tags:
 * - 'User': the session (authUser, authIsAdmin); every call that changes who is signed in invalidates it.
 * - 'Categories', 'Locations', 'Plans', 'Counts': reference data and the navbar counts.
 * - 'Requests': the couples' requests (lists and details); creating one refreshes them and the counts.
 * - 'Providers', 'Reviews': the catalogue, portfolios, the own profile, reviews and rating stats.
 * - 'Availability', 'Portfolio': the provider's calendar and portfolio items (own and public).
 * Everything the UI calls goes through these hooks; never hand-write fetch calls.
 */
export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['User', 'Categories', 'Locations', 'Plans', 'Counts', 'Requests', 'Providers', 'Reviews', 'Availability', 'Portfolio'],
  endpoints: {
    health: { providesTags: [] },
    authUser: { providesTags: ['User'] },
    authIsAdmin: { providesTags: ['User'] },
    authDebug: { providesTags: [] },
    authLogin: { invalidatesTags: ['User', 'Requests'] },
    authRegister: { invalidatesTags: ['User', 'Counts'] },
    authTestLogin: { invalidatesTags: ['User', 'Requests'] },
    authForgotPassword: { invalidatesTags: [] },
    authResetPassword: { invalidatesTags: [] },
    catalogCategories: { providesTags: ['Categories'] },
    catalogLocations: { providesTags: ['Locations'] },
    dashboardCounts: { providesTags: ['Counts'] },
    subscriptionPlans: { providesTags: ['Plans'] },
    requestsList: { providesTags: ['Requests'] },
    requestsGet: { providesTags: ['Requests'] },
    requestsCreate: { invalidatesTags: ['Requests', 'Counts'] },
    aiGenerateDescription: { invalidatesTags: [] },
    providersRegister: { invalidatesTags: ['User', 'Providers', 'Counts', 'Categories'] },
    providerOwnProfile: { providesTags: ['Providers', 'User'] },
    providersList: { providesTags: ['Providers'] },
    providersByType: { providesTags: ['Providers'] },
    providersGet: { providesTags: ['Providers'] },
    reviewsCanReview: { invalidatesTags: [] },
    reviewsCreate: { invalidatesTags: ['Reviews', 'Providers'] },
    reviewsList: { providesTags: ['Reviews'] },
    reviewsRatingStats: { providesTags: ['Reviews'] },
    requestsMine: { providesTags: ['Requests'] },
    requestsUpdateStatus: { invalidatesTags: ['Requests', 'Counts'] },
    providerUpdateProfile: { invalidatesTags: ['Providers', 'User', 'Counts', 'Categories'] },
    availabilityCurrent: { providesTags: ['Availability'] },
    availabilityPublic: { providesTags: ['Availability'] },
    availabilitySet: { invalidatesTags: ['Availability'] },
    availabilitySetBulk: { invalidatesTags: ['Availability'] },
    portfolioOwnList: { providesTags: ['Portfolio'] },
    portfolioPublicList: { providesTags: ['Portfolio'] },
    portfolioCreate: { invalidatesTags: ['Portfolio', 'Providers'] },
    portfolioUpdate: { invalidatesTags: ['Portfolio', 'Providers'] },
    portfolioDelete: { invalidatesTags: ['Portfolio', 'Providers'] },
  },
});

export const {
  useHealthQuery,
  useAuthRegisterMutation,
  useAuthLoginMutation,
  useAuthUserQuery,
  useAuthIsAdminQuery,
  useAuthForgotPasswordMutation,
  useAuthResetPasswordMutation,
  useAuthDebugQuery,
  useAuthTestLoginMutation,
  useCatalogCategoriesQuery,
  useCatalogLocationsQuery,
  useDashboardCountsQuery,
  useSubscriptionPlansQuery,
  useRequestsListQuery,
  useRequestsGetQuery,
  useRequestsCreateMutation,
  useAiGenerateDescriptionMutation,
  useProvidersRegisterMutation,
  useProviderOwnProfileQuery,
  useProvidersListQuery,
  useProvidersByTypeQuery,
  useProvidersGetQuery,
  useReviewsCanReviewMutation,
  useReviewsCreateMutation,
  useReviewsListQuery,
  useReviewsRatingStatsQuery,
  useRequestsMineQuery,
  useRequestsUpdateStatusMutation,
  useProviderUpdateProfileMutation,
  useAvailabilityCurrentQuery,
  useAvailabilityPublicQuery,
  useAvailabilitySetMutation,
  useAvailabilitySetBulkMutation,
  usePortfolioOwnListQuery,
  usePortfolioPublicListQuery,
  usePortfolioCreateMutation,
  usePortfolioUpdateMutation,
  usePortfolioDeleteMutation,
} = api;

export type * from './generated';
