import { api as generatedApi } from './generated';

/**
 * The generated endpoints (./generated.ts, from openapi.json) with the app's cache tags:
 * - 'User': the session (authUser, authIsAdmin); every call that changes who is signed in invalidates it.
 * - 'Categories', 'Locations', 'Counts': reference data and the navbar counts.
 * Everything the UI calls goes through these hooks; never hand-write fetch calls.
 */
export const api = generatedApi.enhanceEndpoints({
  addTagTypes: ['User', 'Categories', 'Locations', 'Counts'],
  endpoints: {
    health: { providesTags: [] },
    authUser: { providesTags: ['User'] },
    authIsAdmin: { providesTags: ['User'] },
    authDebug: { providesTags: [] },
    authLogin: { invalidatesTags: ['User'] },
    authRegister: { invalidatesTags: ['User', 'Counts'] },
    authTestLogin: { invalidatesTags: ['User'] },
    authForgotPassword: { invalidatesTags: [] },
    authResetPassword: { invalidatesTags: [] },
    catalogCategories: { providesTags: ['Categories'] },
    catalogLocations: { providesTags: ['Locations'] },
    catalogDashboardCounts: { providesTags: ['Counts'] },
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
  useCatalogDashboardCountsQuery,
} = api;

export type * from './generated';
