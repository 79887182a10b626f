import { baseApi as api } from "./baseApi";
export const addTagTypes = [
  "health",
  "auth",
  "catalog",
  "requests",
  "subscriptions",
  "ai",
] as const;
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
      requestsCreate: build.mutation<
        RequestsCreateApiResponse,
        RequestsCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests`,
          method: "POST",
          body: queryArg.createServiceRequestDto,
        }),
        invalidatesTags: ["requests"],
      }),
      requestsList: build.query<RequestsListApiResponse, RequestsListApiArg>({
        query: (queryArg) => ({
          url: `/api/service-requests`,
          params: {
            search: queryArg.search,
            category: queryArg.category,
            location: queryArg.location,
            budget: queryArg.budget,
            sort: queryArg.sort,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            filtered: queryArg.filtered,
          },
        }),
        providesTags: ["requests"],
      }),
      requestsGet: build.query<RequestsGetApiResponse, RequestsGetApiArg>({
        query: (queryArg) => ({ url: `/api/service-requests/${queryArg.id}` }),
        providesTags: ["requests"],
      }),
      subscriptionPlans: build.query<
        SubscriptionPlansApiResponse,
        SubscriptionPlansApiArg
      >({
        query: () => ({ url: `/api/subscription/plans` }),
        providesTags: ["subscriptions"],
      }),
      dashboardCounts: build.query<
        DashboardCountsApiResponse,
        DashboardCountsApiArg
      >({
        query: () => ({ url: `/api/dashboard-counts` }),
        providesTags: ["catalog"],
      }),
      aiGenerateDescription: build.mutation<
        AiGenerateDescriptionApiResponse,
        AiGenerateDescriptionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/ai/generate-description`,
          method: "POST",
          body: queryArg.generateDescriptionDto,
        }),
        invalidatesTags: ["ai"],
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
export type RequestsCreateApiResponse =
  /** status 201  */ CreateServiceRequestResponseDto;
export type RequestsCreateApiArg = {
  createServiceRequestDto: CreateServiceRequestDto;
};
export type RequestsListApiResponse = /** status 200  */ ServiceRequestPageDto;
export type RequestsListApiArg = {
  /** Text search in title, description, place and budget (case and diacritics ignored) */
  search?: string;
  /** Category id; matches its synonyms too */
  category?: string;
  /** Substring of the place; a value starting with 'celá' does not filter */
  location?: string;
  budget?: "do-50k" | "50k-100k" | "100k-200k" | "nad-200k" | "nevim";
  sort?: "newest" | "oldest" | "budget-high" | "budget-low";
  page?: number;
  pageSize?: number;
  /** true: only requests matching the signed-in provider's categories */
  filtered?: boolean;
};
export type RequestsGetApiResponse = /** status 200  */ ServiceRequestDto;
export type RequestsGetApiArg = {
  id: number;
};
export type SubscriptionPlansApiResponse = /** status 200  */ PlanDto[];
export type SubscriptionPlansApiArg = void;
export type DashboardCountsApiResponse = /** status 200  */ DashboardCountsDto;
export type DashboardCountsApiArg = void;
export type AiGenerateDescriptionApiResponse =
  /** status 200  */ GeneratedDescriptionDto;
export type AiGenerateDescriptionApiArg = {
  generateDescriptionDto: GenerateDescriptionDto;
};
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
export type CreateServiceRequestResponseDto = {
  id: number;
  message: string;
  emailInfo: string;
};
export type CreateServiceRequestDto = {
  coupleName: string;
  /** YYYY-MM-DD, or 'ještě nemám vybráno datum' (also implied by noDateSelected) */
  weddingDate?: string;
  /** The form's "no date chosen yet" box; the date is then ignored */
  noDateSelected?: boolean;
  /** Category ids, at least one */
  services: string[];
  description?: string;
  budget: string;
  location: string;
  contactEmail: string;
  phoneCountryCode?:
    | "+420"
    | "+421"
    | "+43"
    | "+49"
    | "+48"
    | "+36"
    | "+33"
    | "+39"
    | "+44"
    | "+1";
  /** Digits and spaces only; other characters are removed */
  contactPhone?: string;
};
export type ContactInfoDto = {
  name: string;
  email: string;
  phone: string | null;
};
export type ServiceRequestDto = {
  id: number;
  title: string;
  /** Name of the primary (first) category */
  category: string;
  categoryId: string;
  description: string;
  createdAt: string;
  /** null: no date chosen yet ('Datum nevybráno') */
  weddingDate: string | null;
  location: string;
  /** The couple's own words */
  budget: string;
  budgetBand: "do-50k" | "50k-100k" | "100k-200k" | "nad-200k" | "nevim";
  services: string[];
  status: "active" | "fulfilled" | "cancelled" | "resolved" | "no_interest";
  /** Whether contactInfo is included for the current viewer */
  canSeeContact: boolean;
  /** Only for admins and providers with an active subscription */
  contactInfo?: ContactInfoDto;
};
export type ServiceRequestPageDto = {
  items: ServiceRequestDto[];
  total: number;
  page: number;
  pageSize: number;
};
export type PlanDto = {
  id: string;
  planType: "free" | "basic" | "premium";
  name: string;
  /** Whole Kč per billing period */
  price: number;
  priceFormatted: string;
  billingPeriod: "monthly" | "yearly";
  description: string;
  features: string[];
  isPopular: boolean;
  /** Yearly plans: Kč saved against 12 months */
  savings: number | null;
  /** Yearly plans: 12 × the monthly price */
  originalPrice: number | null;
  discountPercent: number | null;
};
export type DashboardCountsDto = {
  /** Active requests in the public list */
  requests: number;
  /** Providers in the public catalogue */
  providers: number;
};
export type GeneratedDescriptionDto = {
  /** The drafted description, plain Czech text for the description field */
  generatedText: string;
  /** 'openai' when drafted by the AI model, 'offline' for the built-in template (no OPENAI_API_KEY) */
  source: "openai" | "offline";
};
export type GenerateDescriptionDto = {
  /** Names of the couple */
  coupleName: string;
  /** The wedding date as YYYY-MM-DD, or free text such as 'ještě nemám vybráno datum' */
  weddingDate?: string;
  /** Selected service category ids (GET /api/service-categories); each at most 64 characters */
  services: string[];
  /** Place of the wedding (free text) */
  location?: string;
  /** Budget (free text) */
  budget?: string;
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
  useRequestsCreateMutation,
  useRequestsListQuery,
  useRequestsGetQuery,
  useSubscriptionPlansQuery,
  useDashboardCountsQuery,
  useAiGenerateDescriptionMutation,
} = injectedRtkApi;
