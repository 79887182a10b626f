import { baseApi as api } from "./baseApi";
export const addTagTypes = ["health", "auth", "catalog"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      health: build.query<HealthApiResponse, HealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["health"],
      }),
      authRegister: build.mutation<AuthRegisterApiResponse, AuthRegisterApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/auth/register`,
            method: "POST",
            body: queryArg.registerDto,
          }),
          invalidatesTags: ["auth"],
        },
      ),
      authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/login`,
          method: "POST",
          body: queryArg.loginDto,
        }),
        invalidatesTags: ["auth"],
      }),
      authUser: build.query<AuthUserApiResponse, AuthUserApiArg>({
        query: () => ({ url: `/api/auth/user` }),
        providesTags: ["auth"],
      }),
      authIsAdmin: build.query<AuthIsAdminApiResponse, AuthIsAdminApiArg>({
        query: () => ({ url: `/api/isAdmin` }),
        providesTags: ["auth"],
      }),
      authForgotPassword: build.mutation<
        AuthForgotPasswordApiResponse,
        AuthForgotPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/forgot-password`,
          method: "POST",
          body: queryArg.forgotPasswordDto,
        }),
        invalidatesTags: ["auth"],
      }),
      authResetPassword: build.mutation<
        AuthResetPasswordApiResponse,
        AuthResetPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/reset-password`,
          method: "POST",
          body: queryArg.resetPasswordDto,
        }),
        invalidatesTags: ["auth"],
      }),
      authDebug: build.query<AuthDebugApiResponse, AuthDebugApiArg>({
        query: () => ({ url: `/api/auth/debug` }),
        providesTags: ["auth"],
      }),
      authTestLogin: build.mutation<
        AuthTestLoginApiResponse,
        AuthTestLoginApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/test-login`,
          method: "POST",
          body: queryArg.testLoginDto,
        }),
        invalidatesTags: ["auth"],
      }),
      catalogCategories: build.query<
        CatalogCategoriesApiResponse,
        CatalogCategoriesApiArg
      >({
        query: () => ({ url: `/api/service-categories` }),
        providesTags: ["catalog"],
      }),
      catalogLocations: build.query<
        CatalogLocationsApiResponse,
        CatalogLocationsApiArg
      >({
        query: () => ({ url: `/api/locations` }),
        providesTags: ["catalog"],
      }),
      catalogDashboardCounts: build.query<
        CatalogDashboardCountsApiResponse,
        CatalogDashboardCountsApiArg
      >({
        query: () => ({ url: `/api/dashboard-counts` }),
        providesTags: ["catalog"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type HealthApiResponse = /** status 200  */ HealthDto;
export type HealthApiArg = void;
export type AuthRegisterApiResponse = /** status 201  */ RegisterResponseDto;
export type AuthRegisterApiArg = {
  registerDto: RegisterDto;
};
export type AuthLoginApiResponse = /** status 200  */ LoginResponseDto;
export type AuthLoginApiArg = {
  loginDto: LoginDto;
};
export type AuthUserApiResponse = /** status 200  */ UserDto;
export type AuthUserApiArg = void;
export type AuthIsAdminApiResponse = /** status 200  */ IsAdminResponseDto;
export type AuthIsAdminApiArg = void;
export type AuthForgotPasswordApiResponse =
  /** status 200  */ ForgotPasswordResponseDto;
export type AuthForgotPasswordApiArg = {
  forgotPasswordDto: ForgotPasswordDto;
};
export type AuthResetPasswordApiResponse =
  /** status 200  */ MessageResponseDto;
export type AuthResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type AuthDebugApiResponse = /** status 200  */ AuthDebugDto;
export type AuthDebugApiArg = void;
export type AuthTestLoginApiResponse = /** status 200  */ LoginResponseDto;
export type AuthTestLoginApiArg = {
  testLoginDto: TestLoginDto;
};
export type CatalogCategoriesApiResponse = /** status 200  */ CategoryDto[];
export type CatalogCategoriesApiArg = void;
export type CatalogLocationsApiResponse = /** status 200  */ LocationDto[];
export type CatalogLocationsApiArg = void;
export type CatalogDashboardCountsApiResponse =
  /** status 200  */ DashboardCountsDto;
export type CatalogDashboardCountsApiArg = void;
export type HealthDto = {
  status: string;
  database: string;
};
export type UserDto = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  createdAt: string;
};
export type RegisterResponseDto = {
  message: string;
  user: UserDto;
  /** True when the new account was signed in right away */
  autoLogin: boolean;
};
export type FieldErrorDto = {
  /** Name of the offending field (dot path for nested fields) */
  field: string;
  /** Czech message, ready to show */
  message: string;
};
export type ApiErrorDto = {
  statusCode: number;
  /** Czech message, ready to show to the user */
  message: string;
  /** Per-field validation errors */
  errors?: FieldErrorDto[];
};
export type RegisterDto = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Must equal password */
  confirmPassword: string;
};
export type LoginResponseDto = {
  message: string;
  user: UserDto;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type IsAdminResponseDto = {
  isAdmin: boolean;
};
export type ForgotPasswordResponseDto = {
  message: string;
  /** The reset link, returned only outside production when no mail service is configured */
  devResetLink?: string;
};
export type ForgotPasswordDto = {
  email: string;
};
export type MessageResponseDto = {
  message: string;
};
export type ResetPasswordDto = {
  /** The token from the e-mailed link */
  token: string;
  password: string;
};
export type TestAccountDto = {
  email: string;
  label: string;
};
export type AuthDebugDto = {
  hasClientId: boolean;
  hasClientSecret: boolean;
  /** Host the Google client must allow */
  domain: string;
  callbackUrl: string;
  testLoginEnabled: boolean;
  testAccounts: TestAccountDto[];
};
export type TestLoginDto = {
  /** One of the seeded test accounts */
  email: string;
};
export type CategoryDto = {
  id: string;
  name: string;
  description: string;
  group: string;
  /** lucide icon name (kebab-case) */
  icon: string;
  priceRange: string;
  /** Providers listed in the public catalogue with this category */
  providerCount: number;
};
export type LocationDto = {
  id: string;
  name: string;
  type: "city" | "region" | "country";
};
export type DashboardCountsDto = {
  /** Active requests in the public list */
  requests: number;
  /** Providers in the public catalogue */
  providers: number;
};
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
} = injectedRtkApi;
