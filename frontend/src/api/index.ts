import { api as generatedApi } from './generated';

/**
 * The generated endpoints (./generated.ts, from openapi.json) with the app's cache tags:
 * - 'User': the session (authUser, authIsAdmin); every call that changes who is signed in invalidates it.
 * - 'Categories', 'Locations', 'Plans', 'Counts': reference data and the navbar counts.
 * - 'Requests': the couples' requests (lists and details); creating one refreshes them and the counts.
 * Everything the UI calls goes through these hooks; never hand-write fetch calls.
 */
export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['User', 'Categories', 'Locations', 'Plans', 'Counts', 'Requests'],
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
} = api;

export type * from './generated';
