import { baseApi as api } from "./baseApi";
export const addTagTypes = [
  "health",
  "mail",
  "auth",
  "catalog",
  "providers",
  "reviews",
  "requests",
  "availability",
  "portfolio",
  "subscriptions",
  "admin",
  "ai",
  "contact",
  "account",
  "conversations",
  "offers",
  "bookings",
  "matching",
  "planning",
  "billing",
  "insights",
  "push",
  "Pages",
  "api-tokens",
  "webhooks",
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
      debugSendgrid: build.query<DebugSendgridApiResponse, DebugSendgridApiArg>(
        {
          query: () => ({ url: `/api/debug/sendgrid` }),
          providesTags: ["mail"],
        },
      ),
      debugSendgridTest: build.mutation<
        DebugSendgridTestApiResponse,
        DebugSendgridTestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/debug/sendgrid/test`,
          method: "POST",
          body: queryArg.sendgridTestRequestDto,
        }),
        invalidatesTags: ["mail"],
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
      authVerifyEmail: build.mutation<
        AuthVerifyEmailApiResponse,
        AuthVerifyEmailApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/verify-email`,
          method: "POST",
          body: queryArg.verifyEmailDto,
        }),
        invalidatesTags: ["auth"],
      }),
      authResendVerification: build.mutation<
        AuthResendVerificationApiResponse,
        AuthResendVerificationApiArg
      >({
        query: () => ({ url: `/api/auth/resend-verification`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      authChangePassword: build.mutation<
        AuthChangePasswordApiResponse,
        AuthChangePasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/change-password`,
          method: "POST",
          body: queryArg.changePasswordDto,
        }),
        invalidatesTags: ["auth"],
      }),
      authConfirmPassword: build.mutation<
        AuthConfirmPasswordApiResponse,
        AuthConfirmPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/api/auth/confirm-password`,
          method: "POST",
          body: queryArg.confirmPasswordDto,
        }),
        invalidatesTags: ["auth"],
      }),
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
      authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
        query: () => ({ url: `/api/logout`, method: "POST" }),
        invalidatesTags: ["auth"],
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
      authSession: build.query<AuthSessionApiResponse, AuthSessionApiArg>({
        query: () => ({ url: `/api/session` }),
        providesTags: ["auth"],
      }),
      catalogLocations: build.query<
        CatalogLocationsApiResponse,
        CatalogLocationsApiArg
      >({
        query: () => ({ url: `/api/locations` }),
        providesTags: ["catalog"],
      }),
      requestQuestions: build.query<
        RequestQuestionsApiResponse,
        RequestQuestionsApiArg
      >({
        query: () => ({ url: `/api/catalog/request-questions` }),
        providesTags: ["catalog"],
      }),
      providersRegister: build.mutation<
        ProvidersRegisterApiResponse,
        ProvidersRegisterApiArg
      >({
        query: (queryArg) => ({
          url: `/api/providers`,
          method: "POST",
          body: queryArg.registerProviderDto,
        }),
        invalidatesTags: ["providers"],
      }),
      providerCreateProfile: build.mutation<
        ProviderCreateProfileApiResponse,
        ProviderCreateProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/api/provider/profile`,
          method: "POST",
          body: queryArg.becomeProviderDto,
        }),
        invalidatesTags: ["providers"],
      }),
      providerOwnProfile: build.query<
        ProviderOwnProfileApiResponse,
        ProviderOwnProfileApiArg
      >({
        query: () => ({ url: `/api/provider/profile` }),
        providesTags: ["providers"],
      }),
      providerUpdateProfile: build.mutation<
        ProviderUpdateProfileApiResponse,
        ProviderUpdateProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/api/provider/profile`,
          method: "PUT",
          body: queryArg.providerProfileFormDto,
        }),
        invalidatesTags: ["providers"],
      }),
      providersList: build.query<ProvidersListApiResponse, ProvidersListApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/service-providers`,
            params: {
              page: queryArg.page,
              pageSize: queryArg.pageSize,
              search: queryArg.search,
              category: queryArg.category,
              area: queryArg.area,
              priceMin: queryArg.priceMin,
              priceMax: queryArg.priceMax,
              weddingDate: queryArg.weddingDate,
              sort: queryArg.sort,
            },
          }),
          providesTags: ["providers"],
        },
      ),
      providersByType: build.query<
        ProvidersByTypeApiResponse,
        ProvidersByTypeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/providers/type/${queryArg.serviceType}`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["providers"],
      }),
      providersGet: build.query<ProvidersGetApiResponse, ProvidersGetApiArg>({
        query: (queryArg) => ({ url: `/api/providers/${queryArg.id}` }),
        providesTags: ["providers"],
      }),
      reviewsCanReview: build.mutation<
        ReviewsCanReviewApiResponse,
        ReviewsCanReviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/providers/${queryArg.id}/can-review`,
          method: "POST",
          body: queryArg.canReviewDto,
        }),
        invalidatesTags: ["reviews"],
      }),
      reviewsCreate: build.mutation<
        ReviewsCreateApiResponse,
        ReviewsCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/providers/${queryArg.id}/reviews`,
          method: "POST",
          body: queryArg.createReviewDto,
        }),
        invalidatesTags: ["reviews"],
      }),
      reviewsList: build.query<ReviewsListApiResponse, ReviewsListApiArg>({
        query: (queryArg) => ({
          url: `/api/providers/${queryArg.id}/reviews`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["reviews"],
      }),
      reviewsRatingStats: build.query<
        ReviewsRatingStatsApiResponse,
        ReviewsRatingStatsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/providers/${queryArg.id}/rating-stats`,
        }),
        providesTags: ["reviews"],
      }),
      reviewsConfirm: build.mutation<
        ReviewsConfirmApiResponse,
        ReviewsConfirmApiArg
      >({
        query: (queryArg) => ({
          url: `/api/reviews/confirm`,
          method: "POST",
          body: queryArg.confirmReviewDto,
        }),
        invalidatesTags: ["reviews"],
      }),
      reviewsBookingInvitation: build.query<
        ReviewsBookingInvitationApiResponse,
        ReviewsBookingInvitationApiArg
      >({
        query: (queryArg) => ({
          url: `/api/reviews/booking-invitation`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["reviews"],
      }),
      reviewsCreateFromBooking: build.mutation<
        ReviewsCreateFromBookingApiResponse,
        ReviewsCreateFromBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/api/reviews/booking`,
          method: "POST",
          body: queryArg.createBookingReviewDto,
        }),
        invalidatesTags: ["reviews"],
      }),
      reviewsReply: build.mutation<ReviewsReplyApiResponse, ReviewsReplyApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/provider/reviews/${queryArg.id}/reply`,
            method: "PUT",
            body: queryArg.reviewReplyBodyDto,
          }),
          invalidatesTags: ["reviews"],
        },
      ),
      reviewsDeleteReply: build.mutation<
        ReviewsDeleteReplyApiResponse,
        ReviewsDeleteReplyApiArg
      >({
        query: (queryArg) => ({
          url: `/api/provider/reviews/${queryArg.id}/reply`,
          method: "DELETE",
        }),
        invalidatesTags: ["reviews"],
      }),
      reviewsReport: build.mutation<
        ReviewsReportApiResponse,
        ReviewsReportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/reviews/${queryArg.id}/reports`,
          method: "POST",
          body: queryArg.reportReviewDto,
        }),
        invalidatesTags: ["reviews"],
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
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            search: queryArg.search,
            category: queryArg.category,
            categories: queryArg.categories,
            location: queryArg.location,
            budget: queryArg.budget,
            sort: queryArg.sort,
            filtered: queryArg.filtered,
          },
        }),
        providesTags: ["requests"],
      }),
      requestsConfirm: build.mutation<
        RequestsConfirmApiResponse,
        RequestsConfirmApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/confirm`,
          method: "POST",
          body: queryArg.requestLinkTokenDto,
        }),
        invalidatesTags: ["requests"],
      }),
      requestsReject: build.mutation<
        RequestsRejectApiResponse,
        RequestsRejectApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/reject`,
          method: "POST",
          body: queryArg.requestLinkTokenDto,
        }),
        invalidatesTags: ["requests"],
      }),
      requestsManaged: build.query<
        RequestsManagedApiResponse,
        RequestsManagedApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/manage`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["requests"],
      }),
      requestsUpdateManaged: build.mutation<
        RequestsUpdateManagedApiResponse,
        RequestsUpdateManagedApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/manage`,
          method: "PATCH",
          body: queryArg.updateManagedRequestDto,
        }),
        invalidatesTags: ["requests"],
      }),
      requestsExtendManaged: build.mutation<
        RequestsExtendManagedApiResponse,
        RequestsExtendManagedApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/manage/extend`,
          method: "POST",
          body: queryArg.requestLinkTokenDto,
        }),
        invalidatesTags: ["requests"],
      }),
      requestsMine: build.query<RequestsMineApiResponse, RequestsMineApiArg>({
        query: () => ({ url: `/api/service-requests/mine` }),
        providesTags: ["requests"],
      }),
      requestsUpdateStatus: build.mutation<
        RequestsUpdateStatusApiResponse,
        RequestsUpdateStatusApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/${queryArg.id}/status`,
          method: "PATCH",
          body: queryArg.updateRequestStatusDto,
        }),
        invalidatesTags: ["requests"],
      }),
      requestsGet: build.query<RequestsGetApiResponse, RequestsGetApiArg>({
        query: (queryArg) => ({ url: `/api/service-requests/${queryArg.id}` }),
        providesTags: ["requests"],
      }),
      availabilityCurrent: build.query<
        AvailabilityCurrentApiResponse,
        AvailabilityCurrentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/availability/current`,
          params: {
            startDate: queryArg.startDate,
            endDate: queryArg.endDate,
          },
        }),
        providesTags: ["availability"],
      }),
      availabilitySet: build.mutation<
        AvailabilitySetApiResponse,
        AvailabilitySetApiArg
      >({
        query: (queryArg) => ({
          url: `/api/availability`,
          method: "POST",
          body: queryArg.setAvailabilityDto,
        }),
        invalidatesTags: ["availability"],
      }),
      availabilitySetBulk: build.mutation<
        AvailabilitySetBulkApiResponse,
        AvailabilitySetBulkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/availability/bulk`,
          method: "POST",
          body: queryArg.setAvailabilityBulkDto,
        }),
        invalidatesTags: ["availability"],
      }),
      availabilityPublic: build.query<
        AvailabilityPublicApiResponse,
        AvailabilityPublicApiArg
      >({
        query: (queryArg) => ({
          url: `/api/providers/${queryArg.id}/availability`,
          params: {
            startDate: queryArg.startDate,
            endDate: queryArg.endDate,
          },
        }),
        providesTags: ["availability"],
      }),
      portfolioPublicList: build.query<
        PortfolioPublicListApiResponse,
        PortfolioPublicListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/providers/${queryArg.id}/portfolio`,
        }),
        providesTags: ["portfolio"],
      }),
      portfolioRecordView: build.mutation<
        PortfolioRecordViewApiResponse,
        PortfolioRecordViewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/providers/${queryArg.id}/views`,
          method: "POST",
        }),
        invalidatesTags: ["portfolio"],
      }),
      portfolioOwnViews: build.query<
        PortfolioOwnViewsApiResponse,
        PortfolioOwnViewsApiArg
      >({
        query: () => ({ url: `/api/provider/portfolio/views` }),
        providesTags: ["portfolio"],
      }),
      portfolioOwnList: build.query<
        PortfolioOwnListApiResponse,
        PortfolioOwnListApiArg
      >({
        query: () => ({ url: `/api/provider/portfolio` }),
        providesTags: ["portfolio"],
      }),
      portfolioCreate: build.mutation<
        PortfolioCreateApiResponse,
        PortfolioCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/provider/portfolio`,
          method: "POST",
          body: queryArg.portfolioItemFormDto,
        }),
        invalidatesTags: ["portfolio"],
      }),
      portfolioUpdate: build.mutation<
        PortfolioUpdateApiResponse,
        PortfolioUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/provider/portfolio/${queryArg.itemId}`,
          method: "PUT",
          body: queryArg.portfolioItemFormDto,
        }),
        invalidatesTags: ["portfolio"],
      }),
      portfolioDelete: build.mutation<
        PortfolioDeleteApiResponse,
        PortfolioDeleteApiArg
      >({
        query: (queryArg) => ({
          url: `/api/provider/portfolio/${queryArg.itemId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["portfolio"],
      }),
      subscriptionPlans: build.query<
        SubscriptionPlansApiResponse,
        SubscriptionPlansApiArg
      >({
        query: () => ({ url: `/api/subscription/plans` }),
        providesTags: ["subscriptions"],
      }),
      subscriptionCheckoutConfig: build.query<
        SubscriptionCheckoutConfigApiResponse,
        SubscriptionCheckoutConfigApiArg
      >({
        query: () => ({ url: `/api/subscription/checkout-config` }),
        providesTags: ["subscriptions"],
      }),
      subscriptionInfo: build.query<
        SubscriptionInfoApiResponse,
        SubscriptionInfoApiArg
      >({
        query: () => ({ url: `/api/subscription/info` }),
        providesTags: ["subscriptions"],
      }),
      subscriptionPayments: build.query<
        SubscriptionPaymentsApiResponse,
        SubscriptionPaymentsApiArg
      >({
        query: () => ({ url: `/api/subscription/payments` }),
        providesTags: ["subscriptions"],
      }),
      subscriptionCancel: build.mutation<
        SubscriptionCancelApiResponse,
        SubscriptionCancelApiArg
      >({
        query: () => ({ url: `/api/subscription/cancel`, method: "POST" }),
        invalidatesTags: ["subscriptions"],
      }),
      subscriptionSchedulePlan: build.mutation<
        SubscriptionSchedulePlanApiResponse,
        SubscriptionSchedulePlanApiArg
      >({
        query: (queryArg) => ({
          url: `/api/subscription/schedule-plan`,
          method: "POST",
          body: queryArg.schedulePlanDto,
        }),
        invalidatesTags: ["subscriptions"],
      }),
      getOrCreateSubscription: build.mutation<
        GetOrCreateSubscriptionApiResponse,
        GetOrCreateSubscriptionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/get-or-create-subscription`,
          method: "POST",
          body: queryArg.checkoutRequestDto,
        }),
        invalidatesTags: ["subscriptions"],
      }),
      adminRefundPayment: build.mutation<
        AdminRefundPaymentApiResponse,
        AdminRefundPaymentApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/payments/${queryArg.paymentId}/refund`,
          method: "POST",
          body: queryArg.refundPaymentDto,
        }),
        invalidatesTags: ["admin"],
      }),
      dashboardCounts: build.query<
        DashboardCountsApiResponse,
        DashboardCountsApiArg
      >({
        query: () => ({ url: `/api/dashboard-counts` }),
        providesTags: ["catalog"],
      }),
      catalogCategories: build.query<
        CatalogCategoriesApiResponse,
        CatalogCategoriesApiArg
      >({
        query: () => ({ url: `/api/service-categories` }),
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
      adminOverview: build.query<AdminOverviewApiResponse, AdminOverviewApiArg>(
        {
          query: () => ({ url: `/api/admin/overview` }),
          providesTags: ["admin"],
        },
      ),
      adminRequests: build.query<AdminRequestsApiResponse, AdminRequestsApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/admin/service-requests`,
            params: {
              page: queryArg.page,
              pageSize: queryArg.pageSize,
              search: queryArg.search,
              status: queryArg.status,
              marked: queryArg.marked,
              olderThanMonth: queryArg.olderThanMonth,
              sort: queryArg.sort,
            },
          }),
          providesTags: ["admin"],
        },
      ),
      adminUpdateRequestNotes: build.mutation<
        AdminUpdateRequestNotesApiResponse,
        AdminUpdateRequestNotesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/service-requests/${queryArg.id}/notes`,
          method: "PATCH",
          body: queryArg.adminNotesDto,
        }),
        invalidatesTags: ["admin"],
      }),
      adminMarkRequestForDeletion: build.mutation<
        AdminMarkRequestForDeletionApiResponse,
        AdminMarkRequestForDeletionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/service-requests/${queryArg.id}/mark-deletion`,
          method: "PATCH",
          body: queryArg.markForDeletionDto,
        }),
        invalidatesTags: ["admin"],
      }),
      adminDeleteRequest: build.mutation<
        AdminDeleteRequestApiResponse,
        AdminDeleteRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/service-requests/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["admin"],
      }),
      adminProviders: build.query<
        AdminProvidersApiResponse,
        AdminProvidersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/providers`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            search: queryArg.search,
            subscription: queryArg.subscription,
            category: queryArg.category,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["admin"],
      }),
      adminDeleteProvider: build.mutation<
        AdminDeleteProviderApiResponse,
        AdminDeleteProviderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/providers/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["admin"],
      }),
      adminActivateSubscription: build.mutation<
        AdminActivateSubscriptionApiResponse,
        AdminActivateSubscriptionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/providers/${queryArg.id}/activate-subscription`,
          method: "PATCH",
          body: queryArg.activateSubscriptionDto,
        }),
        invalidatesTags: ["admin"],
      }),
      adminDeactivateSubscription: build.mutation<
        AdminDeactivateSubscriptionApiResponse,
        AdminDeactivateSubscriptionApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/providers/${queryArg.id}/deactivate-subscription`,
          method: "PATCH",
        }),
        invalidatesTags: ["admin"],
      }),
      adminReviews: build.query<AdminReviewsApiResponse, AdminReviewsApiArg>({
        query: (queryArg) => ({
          url: `/api/admin/reviews`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            reported: queryArg.reported,
            status: queryArg.status,
            providerId: queryArg.providerId,
            rating: queryArg.rating,
          },
        }),
        providesTags: ["admin"],
      }),
      adminHideReview: build.mutation<
        AdminHideReviewApiResponse,
        AdminHideReviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/reviews/${queryArg.id}/hide`,
          method: "PATCH",
          body: queryArg.moderateReviewDto,
        }),
        invalidatesTags: ["admin"],
      }),
      adminRestoreReview: build.mutation<
        AdminRestoreReviewApiResponse,
        AdminRestoreReviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/reviews/${queryArg.id}/restore`,
          method: "PATCH",
          body: queryArg.moderateReviewDto,
        }),
        invalidatesTags: ["admin"],
      }),
      adminDeleteReview: build.mutation<
        AdminDeleteReviewApiResponse,
        AdminDeleteReviewApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/reviews/${queryArg.id}`,
          method: "DELETE",
          body: queryArg.moderateReviewDto,
        }),
        invalidatesTags: ["admin"],
      }),
      adminAuditLog: build.query<AdminAuditLogApiResponse, AdminAuditLogApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/admin/audit-log`,
            params: {
              page: queryArg.page,
              pageSize: queryArg.pageSize,
              action: queryArg.action,
            },
          }),
          providesTags: ["admin"],
        },
      ),
      adminBookingsList: build.query<
        AdminBookingsListApiResponse,
        AdminBookingsListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/bookings`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            search: queryArg.search,
            status: queryArg.status,
            sort: queryArg.sort,
          },
        }),
        providesTags: ["admin"],
      }),
      adminBookingsCancel: build.mutation<
        AdminBookingsCancelApiResponse,
        AdminBookingsCancelApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/bookings/${queryArg.id}/cancel`,
          method: "POST",
          body: queryArg.adminCancelBookingDto,
        }),
        invalidatesTags: ["admin"],
      }),
      contactSend: build.mutation<ContactSendApiResponse, ContactSendApiArg>({
        query: (queryArg) => ({
          url: `/api/contact`,
          method: "POST",
          body: queryArg.contactMessageDto,
        }),
        invalidatesTags: ["contact"],
      }),
      accountSummary: build.query<
        AccountSummaryApiResponse,
        AccountSummaryApiArg
      >({
        query: () => ({ url: `/api/account` }),
        providesTags: ["account"],
      }),
      accountDelete: build.mutation<
        AccountDeleteApiResponse,
        AccountDeleteApiArg
      >({
        query: (queryArg) => ({
          url: `/api/account`,
          method: "DELETE",
          body: queryArg.deleteAccountDto,
        }),
        invalidatesTags: ["account"],
      }),
      accountExport: build.query<AccountExportApiResponse, AccountExportApiArg>(
        {
          query: () => ({ url: `/api/account/export` }),
          providesTags: ["account"],
        },
      ),
      conversationsList: build.query<
        ConversationsListApiResponse,
        ConversationsListApiArg
      >({
        query: (queryArg) => ({
          url: `/api/conversations`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["conversations"],
      }),
      conversationsStart: build.mutation<
        ConversationsStartApiResponse,
        ConversationsStartApiArg
      >({
        query: (queryArg) => ({
          url: `/api/conversations`,
          method: "POST",
          body: queryArg.startConversationDto,
        }),
        invalidatesTags: ["conversations"],
      }),
      conversationsUnread: build.query<
        ConversationsUnreadApiResponse,
        ConversationsUnreadApiArg
      >({
        query: () => ({ url: `/api/conversations/unread` }),
        providesTags: ["conversations"],
      }),
      messagingSettings: build.query<
        MessagingSettingsApiResponse,
        MessagingSettingsApiArg
      >({
        query: () => ({ url: `/api/conversations/settings` }),
        providesTags: ["conversations"],
      }),
      messagingUpdateSettings: build.mutation<
        MessagingUpdateSettingsApiResponse,
        MessagingUpdateSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/conversations/settings`,
          method: "PUT",
          body: queryArg.messagingSettingsDto,
        }),
        invalidatesTags: ["conversations"],
      }),
      conversationsMessages: build.query<
        ConversationsMessagesApiResponse,
        ConversationsMessagesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/conversations/${queryArg.id}/messages`,
          params: {
            token: queryArg.token,
            before: queryArg.before,
          },
        }),
        providesTags: ["conversations"],
      }),
      conversationsSend: build.mutation<
        ConversationsSendApiResponse,
        ConversationsSendApiArg
      >({
        query: (queryArg) => ({
          url: `/api/conversations/${queryArg.id}/messages`,
          method: "POST",
          body: queryArg.sendMessageFormDto,
        }),
        invalidatesTags: ["conversations"],
      }),
      conversationsMarkRead: build.mutation<
        ConversationsMarkReadApiResponse,
        ConversationsMarkReadApiArg
      >({
        query: (queryArg) => ({
          url: `/api/conversations/${queryArg.id}/read`,
          method: "POST",
          body: queryArg.markReadDto,
        }),
        invalidatesTags: ["conversations"],
      }),
      messagesReport: build.mutation<
        MessagesReportApiResponse,
        MessagesReportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/messages/${queryArg.id}/reports`,
          method: "POST",
          body: queryArg.reportMessageDto,
        }),
        invalidatesTags: ["conversations"],
      }),
      adminMessageReports: build.query<
        AdminMessageReportsApiResponse,
        AdminMessageReportsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/message-reports`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            status: queryArg.status,
          },
        }),
        providesTags: ["admin"],
      }),
      adminConversationMessages: build.query<
        AdminConversationMessagesApiResponse,
        AdminConversationMessagesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/conversations/${queryArg.id}/messages`,
        }),
        providesTags: ["admin"],
      }),
      adminResolveMessageReport: build.mutation<
        AdminResolveMessageReportApiResponse,
        AdminResolveMessageReportApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/message-reports/${queryArg.id}/resolve`,
          method: "POST",
          body: queryArg.resolveMessageReportDto,
        }),
        invalidatesTags: ["admin"],
      }),
      adminSetMessagingBlock: build.mutation<
        AdminSetMessagingBlockApiResponse,
        AdminSetMessagingBlockApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/users/${queryArg.id}/messaging-block`,
          method: "PUT",
          body: queryArg.messagingBlockDto,
        }),
        invalidatesTags: ["admin"],
      }),
      adminSetRequestMessagingBlock: build.mutation<
        AdminSetRequestMessagingBlockApiResponse,
        AdminSetRequestMessagingBlockApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/service-requests/${queryArg.id}/messaging-block`,
          method: "PUT",
          body: queryArg.requestMessagingBlockDto,
        }),
        invalidatesTags: ["admin"],
      }),
      offersForManagedRequest: build.query<
        OffersForManagedRequestApiResponse,
        OffersForManagedRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/manage/offers`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["offers"],
      }),
      offersCreate: build.mutation<OffersCreateApiResponse, OffersCreateApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/service-requests/${queryArg.id}/offers`,
            method: "POST",
            body: queryArg.createOfferDto,
          }),
          invalidatesTags: ["offers"],
        },
      ),
      offersForRequest: build.query<
        OffersForRequestApiResponse,
        OffersForRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/${queryArg.id}/offers`,
        }),
        providesTags: ["offers"],
      }),
      replyToRequest: build.mutation<
        ReplyToRequestApiResponse,
        ReplyToRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/${queryArg.id}/replies`,
          method: "POST",
          body: queryArg.replyToRequestDto,
        }),
        invalidatesTags: ["offers"],
      }),
      listRequestReplies: build.query<
        ListRequestRepliesApiResponse,
        ListRequestRepliesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/${queryArg.id}/replies`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["offers"],
      }),
      undoReply: build.mutation<UndoReplyApiResponse, UndoReplyApiArg>({
        query: (queryArg) => ({
          url: `/api/service-requests/${queryArg.id}/replies/mine`,
          method: "DELETE",
        }),
        invalidatesTags: ["offers"],
      }),
      offersUpdate: build.mutation<OffersUpdateApiResponse, OffersUpdateApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/offers/${queryArg.id}`,
            method: "PUT",
            body: queryArg.updateOfferDto,
          }),
          invalidatesTags: ["offers"],
        },
      ),
      offersWithdraw: build.mutation<
        OffersWithdrawApiResponse,
        OffersWithdrawApiArg
      >({
        query: (queryArg) => ({
          url: `/api/offers/${queryArg.id}/withdraw`,
          method: "POST",
        }),
        invalidatesTags: ["offers"],
      }),
      offersAccept: build.mutation<OffersAcceptApiResponse, OffersAcceptApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/offers/${queryArg.id}/accept`,
            method: "POST",
            body: queryArg.offerAnswerDto,
          }),
          invalidatesTags: ["offers"],
        },
      ),
      offersDecline: build.mutation<
        OffersDeclineApiResponse,
        OffersDeclineApiArg
      >({
        query: (queryArg) => ({
          url: `/api/offers/${queryArg.id}/decline`,
          method: "POST",
          body: queryArg.declineOfferDto,
        }),
        invalidatesTags: ["offers"],
      }),
      providerOffers: build.query<
        ProviderOffersApiResponse,
        ProviderOffersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/provider/offers`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            status: queryArg.status,
            requestId: queryArg.requestId,
          },
        }),
        providesTags: ["offers"],
      }),
      listOfferTemplates: build.query<
        ListOfferTemplatesApiResponse,
        ListOfferTemplatesApiArg
      >({
        query: () => ({ url: `/api/offer-templates` }),
        providesTags: ["offers"],
      }),
      createOfferTemplate: build.mutation<
        CreateOfferTemplateApiResponse,
        CreateOfferTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/offer-templates`,
          method: "POST",
          body: queryArg.saveOfferTemplateDto,
        }),
        invalidatesTags: ["offers"],
      }),
      updateOfferTemplate: build.mutation<
        UpdateOfferTemplateApiResponse,
        UpdateOfferTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/offer-templates/${queryArg.id}`,
          method: "PUT",
          body: queryArg.saveOfferTemplateDto,
        }),
        invalidatesTags: ["offers"],
      }),
      deleteOfferTemplate: build.mutation<
        DeleteOfferTemplateApiResponse,
        DeleteOfferTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/offer-templates/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["offers"],
      }),
      bookingsForCouple: build.query<
        BookingsForCoupleApiResponse,
        BookingsForCoupleApiArg
      >({
        query: () => ({ url: `/api/bookings/mine` }),
        providesTags: ["bookings"],
      }),
      bookingsGet: build.query<BookingsGetApiResponse, BookingsGetApiArg>({
        query: (queryArg) => ({
          url: `/api/bookings/${queryArg.id}`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["bookings"],
      }),
      bookingsConfirm: build.mutation<
        BookingsConfirmApiResponse,
        BookingsConfirmApiArg
      >({
        query: (queryArg) => ({
          url: `/api/bookings/${queryArg.id}/confirm`,
          method: "POST",
          body: queryArg.confirmBookingDto,
        }),
        invalidatesTags: ["bookings"],
      }),
      bookingsDecline: build.mutation<
        BookingsDeclineApiResponse,
        BookingsDeclineApiArg
      >({
        query: (queryArg) => ({
          url: `/api/bookings/${queryArg.id}/decline`,
          method: "POST",
          body: queryArg.declineBookingDto,
        }),
        invalidatesTags: ["bookings"],
      }),
      bookingsCancel: build.mutation<
        BookingsCancelApiResponse,
        BookingsCancelApiArg
      >({
        query: (queryArg) => ({
          url: `/api/bookings/${queryArg.id}/cancel`,
          method: "POST",
          body: queryArg.cancelBookingDto,
        }),
        invalidatesTags: ["bookings"],
      }),
      bookingsMarkDepositReceived: build.mutation<
        BookingsMarkDepositReceivedApiResponse,
        BookingsMarkDepositReceivedApiArg
      >({
        query: (queryArg) => ({
          url: `/api/bookings/${queryArg.id}/deposit-received`,
          method: "POST",
        }),
        invalidatesTags: ["bookings"],
      }),
      bookingsForManagedRequest: build.query<
        BookingsForManagedRequestApiResponse,
        BookingsForManagedRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/manage/bookings`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["bookings"],
      }),
      bookingsForProvider: build.query<
        BookingsForProviderApiResponse,
        BookingsForProviderApiArg
      >({
        query: (queryArg) => ({
          url: `/api/provider/bookings`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            status: queryArg.status,
          },
        }),
        providesTags: ["bookings"],
      }),
      calendarFeedGet: build.query<
        CalendarFeedGetApiResponse,
        CalendarFeedGetApiArg
      >({
        query: () => ({ url: `/api/calendar-feed` }),
        providesTags: ["bookings"],
      }),
      calendarFeedRegenerate: build.mutation<
        CalendarFeedRegenerateApiResponse,
        CalendarFeedRegenerateApiArg
      >({
        query: () => ({ url: `/api/calendar-feed`, method: "POST" }),
        invalidatesTags: ["bookings"],
      }),
      calendarFeedRevoke: build.mutation<
        CalendarFeedRevokeApiResponse,
        CalendarFeedRevokeApiArg
      >({
        query: () => ({ url: `/api/calendar-feed`, method: "DELETE" }),
        invalidatesTags: ["bookings"],
      }),
      bookingSettingsGet: build.query<
        BookingSettingsGetApiResponse,
        BookingSettingsGetApiArg
      >({
        query: () => ({ url: `/api/provider/booking-settings` }),
        providesTags: ["bookings"],
      }),
      bookingSettingsUpdate: build.mutation<
        BookingSettingsUpdateApiResponse,
        BookingSettingsUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/api/provider/booking-settings`,
          method: "PUT",
          body: queryArg.bookingSettingsDto,
        }),
        invalidatesTags: ["bookings"],
      }),
      listShortlist: build.query<ListShortlistApiResponse, ListShortlistApiArg>(
        {
          query: () => ({ url: `/api/shortlist` }),
          providesTags: ["matching"],
        },
      ),
      shortlistIds: build.query<ShortlistIdsApiResponse, ShortlistIdsApiArg>({
        query: () => ({ url: `/api/shortlist/ids` }),
        providesTags: ["matching"],
      }),
      addToShortlist: build.mutation<
        AddToShortlistApiResponse,
        AddToShortlistApiArg
      >({
        query: (queryArg) => ({
          url: `/api/shortlist/${queryArg.providerId}`,
          method: "PUT",
        }),
        invalidatesTags: ["matching"],
      }),
      removeFromShortlist: build.mutation<
        RemoveFromShortlistApiResponse,
        RemoveFromShortlistApiArg
      >({
        query: (queryArg) => ({
          url: `/api/shortlist/${queryArg.providerId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["matching"],
      }),
      inviteProviders: build.mutation<
        InviteProvidersApiResponse,
        InviteProvidersApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/${queryArg.id}/invitations`,
          method: "POST",
          body: queryArg.inviteProvidersDto,
        }),
        invalidatesTags: ["matching"],
      }),
      listInvitations: build.query<
        ListInvitationsApiResponse,
        ListInvitationsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/service-requests/${queryArg.id}/invitations`,
        }),
        providesTags: ["matching"],
      }),
      providerInvitationCount: build.query<
        ProviderInvitationCountApiResponse,
        ProviderInvitationCountApiArg
      >({
        query: () => ({ url: `/api/provider/invitations/count` }),
        providesTags: ["matching"],
      }),
      getPlan: build.query<GetPlanApiResponse, GetPlanApiArg>({
        query: () => ({ url: `/api/plan` }),
        providesTags: ["planning"],
      }),
      createPlan: build.mutation<CreatePlanApiResponse, CreatePlanApiArg>({
        query: (queryArg) => ({
          url: `/api/plan`,
          method: "POST",
          body: queryArg.createPlanDto,
        }),
        invalidatesTags: ["planning"],
      }),
      updatePlan: build.mutation<UpdatePlanApiResponse, UpdatePlanApiArg>({
        query: (queryArg) => ({
          url: `/api/plan`,
          method: "PATCH",
          body: queryArg.updatePlanDto,
        }),
        invalidatesTags: ["planning"],
      }),
      planSummary: build.query<PlanSummaryApiResponse, PlanSummaryApiArg>({
        query: () => ({ url: `/api/plan/summary` }),
        providesTags: ["planning"],
      }),
      leavePlan: build.mutation<LeavePlanApiResponse, LeavePlanApiArg>({
        query: () => ({ url: `/api/plan/leave`, method: "POST" }),
        invalidatesTags: ["planning"],
      }),
      invitePartner: build.mutation<
        InvitePartnerApiResponse,
        InvitePartnerApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/partner-invitation`,
          method: "POST",
          body: queryArg.invitePartnerDto,
        }),
        invalidatesTags: ["planning"],
      }),
      revokePartnerInvitation: build.mutation<
        RevokePartnerInvitationApiResponse,
        RevokePartnerInvitationApiArg
      >({
        query: () => ({
          url: `/api/plan/partner-invitation`,
          method: "DELETE",
        }),
        invalidatesTags: ["planning"],
      }),
      joinPlan: build.mutation<JoinPlanApiResponse, JoinPlanApiArg>({
        query: (queryArg) => ({
          url: `/api/plan/join`,
          method: "POST",
          body: queryArg.joinPlanDto,
        }),
        invalidatesTags: ["planning"],
      }),
      getPlanBudget: build.query<GetPlanBudgetApiResponse, GetPlanBudgetApiArg>(
        {
          query: () => ({ url: `/api/plan/budget` }),
          providesTags: ["planning"],
        },
      ),
      createBudgetLine: build.mutation<
        CreateBudgetLineApiResponse,
        CreateBudgetLineApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/budget/lines`,
          method: "POST",
          body: queryArg.createBudgetLineDto,
        }),
        invalidatesTags: ["planning"],
      }),
      updateBudgetLine: build.mutation<
        UpdateBudgetLineApiResponse,
        UpdateBudgetLineApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/budget/lines/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updateBudgetLineDto,
        }),
        invalidatesTags: ["planning"],
      }),
      deleteBudgetLine: build.mutation<
        DeleteBudgetLineApiResponse,
        DeleteBudgetLineApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/budget/lines/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["planning"],
      }),
      applyBudgetSuggestion: build.mutation<
        ApplyBudgetSuggestionApiResponse,
        ApplyBudgetSuggestionApiArg
      >({
        query: () => ({
          url: `/api/plan/budget/apply-suggestion`,
          method: "POST",
        }),
        invalidatesTags: ["planning"],
      }),
      listPlanTasks: build.query<ListPlanTasksApiResponse, ListPlanTasksApiArg>(
        {
          query: () => ({ url: `/api/plan/tasks` }),
          providesTags: ["planning"],
        },
      ),
      createPlanTask: build.mutation<
        CreatePlanTaskApiResponse,
        CreatePlanTaskApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/tasks`,
          method: "POST",
          body: queryArg.createPlanTaskDto,
        }),
        invalidatesTags: ["planning"],
      }),
      updatePlanTask: build.mutation<
        UpdatePlanTaskApiResponse,
        UpdatePlanTaskApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/tasks/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updatePlanTaskDto,
        }),
        invalidatesTags: ["planning"],
      }),
      deletePlanTask: build.mutation<
        DeletePlanTaskApiResponse,
        DeletePlanTaskApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/tasks/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["planning"],
      }),
      listPlanGuests: build.query<
        ListPlanGuestsApiResponse,
        ListPlanGuestsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/guests`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            search: queryArg.search,
            rsvp: queryArg.rsvp,
            group: queryArg.group,
          },
        }),
        providesTags: ["planning"],
      }),
      createPlanGuest: build.mutation<
        CreatePlanGuestApiResponse,
        CreatePlanGuestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/guests`,
          method: "POST",
          body: queryArg.createPlanGuestDto,
        }),
        invalidatesTags: ["planning"],
      }),
      importPlanGuests: build.mutation<
        ImportPlanGuestsApiResponse,
        ImportPlanGuestsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/guests/import`,
          method: "POST",
          body: queryArg.guestImportFormDto,
        }),
        invalidatesTags: ["planning"],
      }),
      updatePlanGuest: build.mutation<
        UpdatePlanGuestApiResponse,
        UpdatePlanGuestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/guests/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updatePlanGuestDto,
        }),
        invalidatesTags: ["planning"],
      }),
      deletePlanGuest: build.mutation<
        DeletePlanGuestApiResponse,
        DeletePlanGuestApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/guests/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["planning"],
      }),
      createRsvpLink: build.mutation<
        CreateRsvpLinkApiResponse,
        CreateRsvpLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/guests/${queryArg.id}/rsvp-link`,
          method: "POST",
        }),
        invalidatesTags: ["planning"],
      }),
      revokeRsvpLink: build.mutation<
        RevokeRsvpLinkApiResponse,
        RevokeRsvpLinkApiArg
      >({
        query: (queryArg) => ({
          url: `/api/plan/guests/${queryArg.id}/rsvp-link`,
          method: "DELETE",
        }),
        invalidatesTags: ["planning"],
      }),
      getRsvp: build.query<GetRsvpApiResponse, GetRsvpApiArg>({
        query: (queryArg) => ({ url: `/api/rsvp/${queryArg.token}` }),
        providesTags: ["planning"],
      }),
      answerRsvp: build.mutation<AnswerRsvpApiResponse, AnswerRsvpApiArg>({
        query: (queryArg) => ({
          url: `/api/rsvp/${queryArg.token}`,
          method: "POST",
          body: queryArg.answerRsvpDto,
        }),
        invalidatesTags: ["planning"],
      }),
      getBillingDetails: build.query<
        GetBillingDetailsApiResponse,
        GetBillingDetailsApiArg
      >({
        query: () => ({ url: `/api/billing/details` }),
        providesTags: ["billing"],
      }),
      updateBillingDetails: build.mutation<
        UpdateBillingDetailsApiResponse,
        UpdateBillingDetailsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/billing/details`,
          method: "PUT",
          body: queryArg.updateBillingDetailsDto,
        }),
        invalidatesTags: ["billing"],
      }),
      lookupAres: build.query<LookupAresApiResponse, LookupAresApiArg>({
        query: (queryArg) => ({ url: `/api/billing/ares/${queryArg.ico}` }),
        providesTags: ["billing"],
      }),
      getSeller: build.query<GetSellerApiResponse, GetSellerApiArg>({
        query: () => ({ url: `/api/billing/seller` }),
        providesTags: ["billing"],
      }),
      listInvoices: build.query<ListInvoicesApiResponse, ListInvoicesApiArg>({
        query: (queryArg) => ({
          url: `/api/invoices`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["billing"],
      }),
      adminListInvoices: build.query<
        AdminListInvoicesApiResponse,
        AdminListInvoicesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/admin/invoices`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            q: queryArg.q,
          },
        }),
        providesTags: ["admin"],
      }),
      marketFigures: build.query<MarketFiguresApiResponse, MarketFiguresApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/market-figures`,
            params: {
              category: queryArg.category,
              region: queryArg.region,
            },
          }),
          providesTags: ["insights"],
        },
      ),
      providerResults: build.query<
        ProviderResultsApiResponse,
        ProviderResultsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/insights/results`,
          params: {
            months: queryArg.months,
            month: queryArg.month,
          },
        }),
        providesTags: ["insights"],
      }),
      pushConfig: build.query<PushConfigApiResponse, PushConfigApiArg>({
        query: () => ({ url: `/api/push/config` }),
        providesTags: ["push"],
      }),
      listPushDevices: build.query<
        ListPushDevicesApiResponse,
        ListPushDevicesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/push/devices`,
          params: {
            endpoint: queryArg.endpoint,
          },
        }),
        providesTags: ["push"],
      }),
      subscribePush: build.mutation<
        SubscribePushApiResponse,
        SubscribePushApiArg
      >({
        query: (queryArg) => ({
          url: `/api/push/devices`,
          method: "POST",
          body: queryArg.subscribePushDto,
        }),
        invalidatesTags: ["push"],
      }),
      deletePushDevice: build.mutation<
        DeletePushDeviceApiResponse,
        DeletePushDeviceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/push/devices/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["push"],
      }),
      testPushDevice: build.mutation<
        TestPushDeviceApiResponse,
        TestPushDeviceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/push/devices/${queryArg.id}/test`,
          method: "POST",
        }),
        invalidatesTags: ["push"],
      }),
      pageHead: build.query<PageHeadApiResponse, PageHeadApiArg>({
        query: (queryArg) => ({
          url: `/api/page-head`,
          params: {
            path: queryArg.path,
          },
        }),
        providesTags: ["Pages"],
      }),
      faq: build.query<FaqApiResponse, FaqApiArg>({
        query: () => ({ url: `/api/faq` }),
        providesTags: ["Pages"],
      }),
      listApiTokens: build.query<ListApiTokensApiResponse, ListApiTokensApiArg>(
        {
          query: () => ({ url: `/api/api-tokens` }),
          providesTags: ["api-tokens"],
        },
      ),
      createApiToken: build.mutation<
        CreateApiTokenApiResponse,
        CreateApiTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/api/api-tokens`,
          method: "POST",
          body: queryArg.createApiTokenDto,
        }),
        invalidatesTags: ["api-tokens"],
      }),
      revokeApiToken: build.mutation<
        RevokeApiTokenApiResponse,
        RevokeApiTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/api/api-tokens/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["api-tokens"],
      }),
      listWebhookEventTypes: build.query<
        ListWebhookEventTypesApiResponse,
        ListWebhookEventTypesApiArg
      >({
        query: () => ({ url: `/api/webhooks/event-types` }),
        providesTags: ["webhooks"],
      }),
      listWebhookEndpoints: build.query<
        ListWebhookEndpointsApiResponse,
        ListWebhookEndpointsApiArg
      >({
        query: () => ({ url: `/api/webhooks` }),
        providesTags: ["webhooks"],
      }),
      createWebhookEndpoint: build.mutation<
        CreateWebhookEndpointApiResponse,
        CreateWebhookEndpointApiArg
      >({
        query: (queryArg) => ({
          url: `/api/webhooks`,
          method: "POST",
          body: queryArg.createWebhookEndpointDto,
        }),
        invalidatesTags: ["webhooks"],
      }),
      updateWebhookEndpoint: build.mutation<
        UpdateWebhookEndpointApiResponse,
        UpdateWebhookEndpointApiArg
      >({
        query: (queryArg) => ({
          url: `/api/webhooks/${queryArg.id}`,
          method: "PATCH",
          body: queryArg.updateWebhookEndpointDto,
        }),
        invalidatesTags: ["webhooks"],
      }),
      deleteWebhookEndpoint: build.mutation<
        DeleteWebhookEndpointApiResponse,
        DeleteWebhookEndpointApiArg
      >({
        query: (queryArg) => ({
          url: `/api/webhooks/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["webhooks"],
      }),
      getWebhookSecret: build.query<
        GetWebhookSecretApiResponse,
        GetWebhookSecretApiArg
      >({
        query: (queryArg) => ({ url: `/api/webhooks/${queryArg.id}/secret` }),
        providesTags: ["webhooks"],
      }),
      listWebhookDeliveries: build.query<
        ListWebhookDeliveriesApiResponse,
        ListWebhookDeliveriesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/webhooks/${queryArg.id}/deliveries`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["webhooks"],
      }),
      resendWebhookDelivery: build.mutation<
        ResendWebhookDeliveryApiResponse,
        ResendWebhookDeliveryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/webhooks/${queryArg.id}/deliveries/${queryArg.deliveryId}/resend`,
          method: "POST",
        }),
        invalidatesTags: ["webhooks"],
      }),
      sendWebhookTestEvent: build.mutation<
        SendWebhookTestEventApiResponse,
        SendWebhookTestEventApiArg
      >({
        query: (queryArg) => ({
          url: `/api/webhooks/${queryArg.id}/test`,
          method: "POST",
        }),
        invalidatesTags: ["webhooks"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type HealthApiResponse = /** status 200  */ HealthDto;
export type HealthApiArg = void;
export type DebugSendgridApiResponse =
  /** status 200  */ SendgridDiagnosticsDto;
export type DebugSendgridApiArg = void;
export type DebugSendgridTestApiResponse =
  /** status 200 success false with the reason when the transport refused it */ SendgridTestResponseDto;
export type DebugSendgridTestApiArg = {
  sendgridTestRequestDto: SendgridTestRequestDto;
};
export type AuthRegisterApiResponse = /** status 201  */ RegisterResponseDto;
export type AuthRegisterApiArg = {
  registerDto: RegisterDto;
};
export type AuthVerifyEmailApiResponse = /** status 200  */ MessageResponseDto;
export type AuthVerifyEmailApiArg = {
  verifyEmailDto: VerifyEmailDto;
};
export type AuthResendVerificationApiResponse =
  /** status 200  */ ResendVerificationResponseDto;
export type AuthResendVerificationApiArg = void;
export type AuthChangePasswordApiResponse =
  /** status 200  */ MessageResponseDto;
export type AuthChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type AuthConfirmPasswordApiResponse =
  /** status 200  */ MessageResponseDto;
export type AuthConfirmPasswordApiArg = {
  confirmPasswordDto: ConfirmPasswordDto;
};
export type AuthLoginApiResponse = /** status 200  */ LoginResponseDto;
export type AuthLoginApiArg = {
  loginDto: LoginDto;
};
export type AuthUserApiResponse = /** status 200  */ UserDto;
export type AuthUserApiArg = void;
export type AuthIsAdminApiResponse = /** status 200  */ IsAdminResponseDto;
export type AuthIsAdminApiArg = void;
export type AuthLogoutApiResponse = /** status 200  */ MessageResponseDto;
export type AuthLogoutApiArg = void;
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
export type AuthSessionApiResponse = /** status 200  */ SessionDto;
export type AuthSessionApiArg = void;
export type CatalogLocationsApiResponse = /** status 200  */ LocationDto[];
export type CatalogLocationsApiArg = void;
export type RequestQuestionsApiResponse =
  /** status 200  */ CategoryQuestionsDto;
export type RequestQuestionsApiArg = void;
export type ProvidersRegisterApiResponse =
  /** status 201  */ RegisterProviderResponseDto;
export type ProvidersRegisterApiArg = {
  registerProviderDto: RegisterProviderDto;
};
export type ProviderCreateProfileApiResponse =
  /** status 201  */ RegisterProviderResponseDto;
export type ProviderCreateProfileApiArg = {
  becomeProviderDto: BecomeProviderDto;
};
export type ProviderOwnProfileApiResponse =
  /** status 200  */ ProviderProfileDto;
export type ProviderOwnProfileApiArg = void;
export type ProviderUpdateProfileApiResponse =
  /** status 200  */ ProviderProfileDto;
export type ProviderUpdateProfileApiArg = {
  providerProfileFormDto: ProviderProfileFormDto;
};
export type ProvidersListApiResponse = /** status 200  */ PublicProviderPageDto;
export type ProvidersListApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** Text search in the business name and description (case and diacritics ignored) */
  search?: string;
  /** Category id; matches the provider's categories and the category's synonyms */
  category?: string;
  /** Location id: providers serving it or the whole country; 'cela-cr' does not filter */
  area?: string;
  /** Kč; providers whose range reaches at least this much */
  priceMin?: number;
  /** Kč; providers whose range starts at most at this much */
  priceMax?: number;
  /** YYYY-MM-DD: leaves out providers whose calendar says 'busy' that day; each remaining row carries dateAvailability ('available', 'inquiry', or 'unknown' when the provider never set the day: maybe, never free) */
  weddingDate?: string;
  /** Order of the list; 'response' ('Nejrychlejší odpověď'): the shortest median first answer first, providers without one last */
  sort?: "newest" | "oldest" | "rating-high" | "rating-low" | "response";
};
export type ProvidersByTypeApiResponse =
  /** status 200  */ PublicProviderPageDto;
export type ProvidersByTypeApiArg = {
  serviceType:
    | "photography"
    | "music"
    | "catering"
    | "wedding_planning"
    | "decoration"
    | "flowers";
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
};
export type ProvidersGetApiResponse = /** status 200  */ PublicProviderDto;
export type ProvidersGetApiArg = {
  id: number;
};
export type ReviewsCanReviewApiResponse =
  /** status 200  */ CanReviewResponseDto;
export type ReviewsCanReviewApiArg = {
  /** Provider id */
  id: number;
  canReviewDto: CanReviewDto;
};
export type ReviewsCreateApiResponse = /** status 201  */ ReviewSubmittedDto;
export type ReviewsCreateApiArg = {
  /** Provider id */
  id: number;
  createReviewDto: CreateReviewDto;
};
export type ReviewsListApiResponse = /** status 200  */ ReviewPageDto;
export type ReviewsListApiArg = {
  /** Provider id */
  id: number;
  /** Page number, starting at 1 */
  page?: number;
  /** Reviews per page (at most 50) */
  pageSize?: number;
};
export type ReviewsRatingStatsApiResponse = /** status 200  */ RatingStatsDto;
export type ReviewsRatingStatsApiArg = {
  /** Provider id */
  id: number;
};
export type ReviewsConfirmApiResponse = /** status 200  */ ReviewConfirmedDto;
export type ReviewsConfirmApiArg = {
  confirmReviewDto: ConfirmReviewDto;
};
export type ReviewsBookingInvitationApiResponse =
  /** status 200  */ BookingReviewInvitationDto;
export type ReviewsBookingInvitationApiArg = {
  /** The token of the booking's review link (the mailed invitation) */
  token: string;
};
export type ReviewsCreateFromBookingApiResponse =
  /** status 201  */ ReviewSubmittedDto;
export type ReviewsCreateFromBookingApiArg = {
  createBookingReviewDto: CreateBookingReviewDto;
};
export type ReviewsReplyApiResponse = /** status 200  */ ReviewDto;
export type ReviewsReplyApiArg = {
  /** Review id */
  id: number;
  reviewReplyBodyDto: ReviewReplyBodyDto;
};
export type ReviewsDeleteReplyApiResponse = unknown;
export type ReviewsDeleteReplyApiArg = {
  /** Review id */
  id: number;
};
export type ReviewsReportApiResponse =
  /** status 201 'Děkujeme, hodnocení prověříme' */ ReviewReportedDto;
export type ReviewsReportApiArg = {
  /** Review id */
  id: number;
  reportReviewDto: ReportReviewDto;
};
export type RequestsCreateApiResponse =
  /** status 201  */ CreateServiceRequestResponseDto;
export type RequestsCreateApiArg = {
  createServiceRequestDto: CreateServiceRequestDto;
};
export type RequestsListApiResponse = /** status 200  */ ServiceRequestPageDto;
export type RequestsListApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** Text search in title, description, place and budget (case and diacritics ignored) */
  search?: string;
  /** Category id; matches its synonyms too */
  category?: string;
  /** Several category ids, comma-separated: requests matching any of them (with synonyms). Together with `category`, the requests matching any of all the given categories. */
  categories?: string;
  /** A location id from GET /api/locations or a place name: requests whose place contains its name; 'celá ČR' (cela-cr) does not filter */
  location?: string;
  /** Only requests whose budget falls in this band */
  budget?: BudgetBand;
  /** Order of the list */
  sort?: "newest" | "oldest" | "budget-high" | "budget-low";
  /** true: only requests relevant to the signed-in provider: matching its categories and in its areas (an area, a place overlapping it or a request for the whole country; a provider serving 'cela-cr' gets every place) */
  filtered?: boolean;
};
export type RequestsConfirmApiResponse = /** status 200  */ ConfirmedRequestDto;
export type RequestsConfirmApiArg = {
  requestLinkTokenDto: RequestLinkTokenDto;
};
export type RequestsRejectApiResponse = /** status 200  */ RejectedRequestDto;
export type RequestsRejectApiArg = {
  requestLinkTokenDto: RequestLinkTokenDto;
};
export type RequestsManagedApiResponse = /** status 200  */ ServiceRequestDto;
export type RequestsManagedApiArg = {
  /** The token from the e-mail link's ?token= */
  token: string;
};
export type RequestsUpdateManagedApiResponse =
  /** status 200  */ ManagedRequestDto;
export type RequestsUpdateManagedApiArg = {
  updateManagedRequestDto: UpdateManagedRequestDto;
};
export type RequestsExtendManagedApiResponse =
  /** status 200  */ ManagedRequestDto;
export type RequestsExtendManagedApiArg = {
  requestLinkTokenDto: RequestLinkTokenDto;
};
export type RequestsMineApiResponse = /** status 200  */ ServiceRequestDto[];
export type RequestsMineApiArg = void;
export type RequestsUpdateStatusApiResponse =
  /** status 200  */ ServiceRequestDto;
export type RequestsUpdateStatusApiArg = {
  id: number;
  updateRequestStatusDto: UpdateRequestStatusDto;
};
export type RequestsGetApiResponse = /** status 200  */ ServiceRequestDto;
export type RequestsGetApiArg = {
  id: number;
};
export type AvailabilityCurrentApiResponse =
  /** status 200  */ AvailabilityDayDto[];
export type AvailabilityCurrentApiArg = {
  /** YYYY-MM-DD, default today */
  startDate?: string;
  /** YYYY-MM-DD, default startDate + 90 days (the first view); at most 366 days after startDate */
  endDate?: string;
};
export type AvailabilitySetApiResponse = /** status 200  */ AvailabilityDayDto;
export type AvailabilitySetApiArg = {
  setAvailabilityDto: SetAvailabilityDto;
};
export type AvailabilitySetBulkApiResponse =
  /** status 200  */ AvailabilityDayDto[];
export type AvailabilitySetBulkApiArg = {
  setAvailabilityBulkDto: SetAvailabilityBulkDto;
};
export type AvailabilityPublicApiResponse =
  /** status 200  */ AvailabilityDayDto[];
export type AvailabilityPublicApiArg = {
  /** Provider id */
  id: number;
  /** YYYY-MM-DD, default today */
  startDate?: string;
  /** YYYY-MM-DD, default startDate + 90 days (the first view); at most 366 days after startDate */
  endDate?: string;
};
export type PortfolioPublicListApiResponse =
  /** status 200  */ PortfolioItemDto[];
export type PortfolioPublicListApiArg = {
  /** Provider id */
  id: number;
};
export type PortfolioRecordViewApiResponse = unknown;
export type PortfolioRecordViewApiArg = {
  /** Provider id */
  id: number;
};
export type PortfolioOwnViewsApiResponse = /** status 200  */ PortfolioViewsDto;
export type PortfolioOwnViewsApiArg = void;
export type PortfolioOwnListApiResponse = /** status 200  */ PortfolioItemDto[];
export type PortfolioOwnListApiArg = void;
export type PortfolioCreateApiResponse = /** status 201  */ PortfolioItemDto;
export type PortfolioCreateApiArg = {
  portfolioItemFormDto: PortfolioItemFormDto;
};
export type PortfolioUpdateApiResponse = /** status 200  */ PortfolioItemDto;
export type PortfolioUpdateApiArg = {
  itemId: number;
  portfolioItemFormDto: PortfolioItemFormDto;
};
export type PortfolioDeleteApiResponse = unknown;
export type PortfolioDeleteApiArg = {
  itemId: number;
};
export type SubscriptionPlansApiResponse = /** status 200  */ PlanDto[];
export type SubscriptionPlansApiArg = void;
export type SubscriptionCheckoutConfigApiResponse =
  /** status 200  */ CheckoutConfigDto;
export type SubscriptionCheckoutConfigApiArg = void;
export type SubscriptionInfoApiResponse =
  /** status 200  */ SubscriptionInfoDto;
export type SubscriptionInfoApiArg = void;
export type SubscriptionPaymentsApiResponse = /** status 200  */ PaymentDto[];
export type SubscriptionPaymentsApiArg = void;
export type SubscriptionCancelApiResponse =
  /** status 200 message 'Předplatné zrušeno' */ SubscriptionChangeDto;
export type SubscriptionCancelApiArg = void;
export type SubscriptionSchedulePlanApiResponse =
  /** status 200  */ SubscriptionChangeDto;
export type SubscriptionSchedulePlanApiArg = {
  schedulePlanDto: SchedulePlanDto;
};
export type GetOrCreateSubscriptionApiResponse =
  /** status 200  */ CheckoutResponseDto;
export type GetOrCreateSubscriptionApiArg = {
  checkoutRequestDto: CheckoutRequestDto;
};
export type AdminRefundPaymentApiResponse = /** status 200  */ RefundResultDto;
export type AdminRefundPaymentApiArg = {
  paymentId: number;
  refundPaymentDto: RefundPaymentDto;
};
export type DashboardCountsApiResponse = /** status 200  */ DashboardCountsDto;
export type DashboardCountsApiArg = void;
export type CatalogCategoriesApiResponse = /** status 200  */ CategoryDto[];
export type CatalogCategoriesApiArg = void;
export type AiGenerateDescriptionApiResponse =
  /** status 200  */ GeneratedDescriptionDto;
export type AiGenerateDescriptionApiArg = {
  generateDescriptionDto: GenerateDescriptionDto;
};
export type AdminOverviewApiResponse = /** status 200  */ AdminOverviewDto;
export type AdminOverviewApiArg = void;
export type AdminRequestsApiResponse = /** status 200  */ AdminRequestPageDto;
export type AdminRequestsApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** Text in the couple's name, e-mail, phone, title, description or place (case and diacritics ignored) */
  search?: string;
  /** Only requests in this state */
  status?:
    | "unconfirmed"
    | "active"
    | "fulfilled"
    | "cancelled"
    | "resolved"
    | "no_interest"
    | "booked"
    | "expired";
  /** true: only requests marked for deletion; false: only unmarked */
  marked?: boolean;
  /** true: only requests older than one month */
  olderThanMonth?: boolean;
  /** Order of the list */
  sort?: "newest" | "oldest" | "wedding-date" | "couple-name";
};
export type AdminUpdateRequestNotesApiResponse =
  /** status 200  */ AdminRequestDto;
export type AdminUpdateRequestNotesApiArg = {
  id: number;
  adminNotesDto: AdminNotesDto;
};
export type AdminMarkRequestForDeletionApiResponse =
  /** status 200  */ AdminRequestDto;
export type AdminMarkRequestForDeletionApiArg = {
  id: number;
  markForDeletionDto: MarkForDeletionDto;
};
export type AdminDeleteRequestApiResponse =
  /** status 200 'Poptávka byla smazána' */ AdminMessageDto;
export type AdminDeleteRequestApiArg = {
  id: number;
};
export type AdminProvidersApiResponse = /** status 200  */ AdminProviderPageDto;
export type AdminProvidersApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** Text in the company name, e-mail, phone or description (case and diacritics ignored) */
  search?: string;
  /** 'active' any plan, 'none' without an active subscription, or one plan */
  subscription?: "active" | "none" | "premium" | "basic";
  /** Category id the provider offers */
  category?: string;
  /** Order of the list */
  sort?: "newest" | "oldest" | "company-name";
};
export type AdminDeleteProviderApiResponse =
  /** status 200 'Dodavatel byl smazán' */ AdminMessageDto;
export type AdminDeleteProviderApiArg = {
  id: number;
};
export type AdminActivateSubscriptionApiResponse =
  /** status 200  */ AdminProviderChangeDto;
export type AdminActivateSubscriptionApiArg = {
  id: number;
  activateSubscriptionDto: ActivateSubscriptionDto;
};
export type AdminDeactivateSubscriptionApiResponse =
  /** status 200 'Předplatné bylo deaktivováno' */ AdminProviderChangeDto;
export type AdminDeactivateSubscriptionApiArg = {
  id: number;
};
export type AdminReviewsApiResponse = /** status 200  */ AdminReviewPageDto;
export type AdminReviewsApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** true: only reviews with open reports; false: only without */
  reported?: boolean;
  /** Only reviews in this state */
  status?: "pending" | "confirmed" | "hidden";
  /** Only the reviews of this provider (its id) */
  providerId?: number;
  /** Only this overall rating (stars) */
  rating?: number;
};
export type AdminHideReviewApiResponse =
  /** status 200 'Hodnocení bylo skryto' */ AdminMessageDto;
export type AdminHideReviewApiArg = {
  id: number;
  moderateReviewDto: ModerateReviewDto;
};
export type AdminRestoreReviewApiResponse = /** status 200  */ AdminMessageDto;
export type AdminRestoreReviewApiArg = {
  id: number;
  moderateReviewDto: ModerateReviewDto;
};
export type AdminDeleteReviewApiResponse =
  /** status 200 'Hodnocení bylo smazáno' */ AdminMessageDto;
export type AdminDeleteReviewApiArg = {
  id: number;
  moderateReviewDto: ModerateReviewDto;
};
export type AdminAuditLogApiResponse = /** status 200  */ AuditLogPageDto;
export type AdminAuditLogApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** Only this action */
  action?:
    | "request.notes"
    | "request.mark-deletion"
    | "request.delete"
    | "provider.delete"
    | "provider.activate-subscription"
    | "provider.deactivate-subscription"
    | "backup.download"
    | "review.hide"
    | "review.restore"
    | "review.delete"
    | "message-report.dismiss"
    | "message-report.block"
    | "user.messaging-block"
    | "user.messaging-unblock"
    | "request.messaging-block"
    | "request.messaging-unblock"
    | "booking.cancel"
    | "payment.refund"
    | "api-token.create"
    | "api-token.revoke";
};
export type AdminBookingsListApiResponse =
  /** status 200  */ AdminBookingPageDto;
export type AdminBookingsListApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** Text to find in the booking number, the provider's company name or the couple's name or e-mail (case and diacritics ignored). */
  search?: string;
  /** Only bookings in this status. */
  status?: BookingStatus;
  /** The order: newest/oldest by creation, event-date the soonest wedding first (undated last), provider or couple by name. */
  sort?: "newest" | "oldest" | "event-date" | "provider" | "couple";
};
export type AdminBookingsCancelApiResponse = /** status 200  */ AdminBookingDto;
export type AdminBookingsCancelApiArg = {
  id: number;
  adminCancelBookingDto: AdminCancelBookingDto;
};
export type ContactSendApiResponse =
  /** status 200  */ ContactMessageResponseDto;
export type ContactSendApiArg = {
  contactMessageDto: ContactMessageDto;
};
export type AccountSummaryApiResponse = /** status 200  */ AccountSummaryDto;
export type AccountSummaryApiArg = void;
export type AccountDeleteApiResponse =
  /** status 200 'Váš účet byl smazán.' */ MessageResponseDto;
export type AccountDeleteApiArg = {
  deleteAccountDto: DeleteAccountDto;
};
export type AccountExportApiResponse = /** status 200  */ AccountExportDto;
export type AccountExportApiArg = void;
export type ConversationsListApiResponse =
  /** status 200  */ ConversationPageDto;
export type ConversationsListApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
};
export type ConversationsStartApiResponse =
  /** status 201  */ ConversationSummaryDto;
export type ConversationsStartApiArg = {
  startConversationDto: StartConversationDto;
};
export type ConversationsUnreadApiResponse = /** status 200  */ UnreadCountDto;
export type ConversationsUnreadApiArg = void;
export type MessagingSettingsApiResponse =
  /** status 200  */ MessagingSettingsDto;
export type MessagingSettingsApiArg = void;
export type MessagingUpdateSettingsApiResponse =
  /** status 200  */ MessagingSettingsDto;
export type MessagingUpdateSettingsApiArg = {
  messagingSettingsDto: MessagingSettingsDto;
};
export type ConversationsMessagesApiResponse =
  /** status 200  */ ConversationThreadDto;
export type ConversationsMessagesApiArg = {
  id: number;
  /** The request's manage-link token (a couple without a session); omit when signed in */
  token?: string;
  /** Only messages older than this message id (paging back). */
  before?: number;
};
export type ConversationsSendApiResponse = /** status 201  */ MessageDto;
export type ConversationsSendApiArg = {
  id: number;
  sendMessageFormDto: SendMessageFormDto;
};
export type ConversationsMarkReadApiResponse = unknown;
export type ConversationsMarkReadApiArg = {
  id: number;
  markReadDto: MarkReadDto;
};
export type MessagesReportApiResponse =
  /** status 201 'Děkujeme, zprávu prověříme' */ MessageReportedDto;
export type MessagesReportApiArg = {
  /** Message id */
  id: number;
  reportMessageDto: ReportMessageDto;
};
export type AdminMessageReportsApiResponse =
  /** status 200  */ MessageReportPageDto;
export type AdminMessageReportsApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** Only reports in this state (default open). */
  status?: MessageReportStatus;
};
export type AdminConversationMessagesApiResponse =
  /** status 200  */ ConversationThreadDto;
export type AdminConversationMessagesApiArg = {
  id: number;
};
export type AdminResolveMessageReportApiResponse =
  /** status 200 'Nahlášení bylo zamítnuto' or 'Odesílatel byl zablokován' */ MessageResponseDto;
export type AdminResolveMessageReportApiArg = {
  id: number;
  resolveMessageReportDto: ResolveMessageReportDto;
};
export type AdminSetMessagingBlockApiResponse =
  /** status 200  */ MessagingBlockStatusDto;
export type AdminSetMessagingBlockApiArg = {
  /** User id */
  id: number;
  messagingBlockDto: MessagingBlockDto;
};
export type AdminSetRequestMessagingBlockApiResponse =
  /** status 200  */ RequestMessagingBlockStatusDto;
export type AdminSetRequestMessagingBlockApiArg = {
  /** Request id */
  id: number;
  requestMessagingBlockDto: RequestMessagingBlockDto;
};
export type OffersForManagedRequestApiResponse = /** status 200  */ OfferDto[];
export type OffersForManagedRequestApiArg = {
  /** The token from the e-mail link's ?token= */
  token: string;
};
export type OffersCreateApiResponse = /** status 201  */ OfferDto;
export type OffersCreateApiArg = {
  /** Request id */
  id: number;
  createOfferDto: CreateOfferDto;
};
export type OffersForRequestApiResponse = /** status 200  */ OfferDto[];
export type OffersForRequestApiArg = {
  /** Request id */
  id: number;
};
export type ReplyToRequestApiResponse = /** status 201  */ RequestReplyDto;
export type ReplyToRequestApiArg = {
  /** Request id */
  id: number;
  replyToRequestDto: ReplyToRequestDto;
};
export type ListRequestRepliesApiResponse =
  /** status 200  */ RequestRepliesDto;
export type ListRequestRepliesApiArg = {
  /** Request id */
  id: number;
  /** The manage link's token (/poptavka/sprava?token=…) when the couple is not signed in */
  token?: string;
};
export type UndoReplyApiResponse = unknown;
export type UndoReplyApiArg = {
  /** Request id */
  id: number;
};
export type OffersUpdateApiResponse = /** status 200  */ OfferDto;
export type OffersUpdateApiArg = {
  /** Offer id */
  id: number;
  updateOfferDto: UpdateOfferDto;
};
export type OffersWithdrawApiResponse = /** status 200  */ OfferDto;
export type OffersWithdrawApiArg = {
  /** Offer id */
  id: number;
};
export type OffersAcceptApiResponse = /** status 200  */ OfferDto;
export type OffersAcceptApiArg = {
  /** Offer id */
  id: number;
  offerAnswerDto: OfferAnswerDto;
};
export type OffersDeclineApiResponse = /** status 200  */ OfferDto;
export type OffersDeclineApiArg = {
  /** Offer id */
  id: number;
  declineOfferDto: DeclineOfferDto;
};
export type ProviderOffersApiResponse = /** status 200  */ ProviderOfferPageDto;
export type ProviderOffersApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** Only offers in this status */
  status?: OfferStatus;
  /** Only the offer on this request (its id) */
  requestId?: number;
};
export type ListOfferTemplatesApiResponse =
  /** status 200  */ OfferTemplateDto[];
export type ListOfferTemplatesApiArg = void;
export type CreateOfferTemplateApiResponse =
  /** status 201  */ OfferTemplateDto;
export type CreateOfferTemplateApiArg = {
  saveOfferTemplateDto: SaveOfferTemplateDto;
};
export type UpdateOfferTemplateApiResponse =
  /** status 200  */ OfferTemplateDto;
export type UpdateOfferTemplateApiArg = {
  /** Template id */
  id: number;
  saveOfferTemplateDto: SaveOfferTemplateDto;
};
export type DeleteOfferTemplateApiResponse = unknown;
export type DeleteOfferTemplateApiArg = {
  /** Template id */
  id: number;
};
export type BookingsForCoupleApiResponse = /** status 200  */ BookingDto[];
export type BookingsForCoupleApiArg = void;
export type BookingsGetApiResponse = /** status 200  */ BookingDto;
export type BookingsGetApiArg = {
  /** Booking id */
  id: number;
  /** The request's manage link token (/poptavka/sprava?token=…) when the couple is not signed in; omit with a session. */
  token?: string;
};
export type BookingsConfirmApiResponse = /** status 200  */ BookingDto;
export type BookingsConfirmApiArg = {
  /** Booking id */
  id: number;
  confirmBookingDto: ConfirmBookingDto;
};
export type BookingsDeclineApiResponse = /** status 200  */ BookingDto;
export type BookingsDeclineApiArg = {
  /** Booking id */
  id: number;
  declineBookingDto: DeclineBookingDto;
};
export type BookingsCancelApiResponse = /** status 200  */ BookingDto;
export type BookingsCancelApiArg = {
  /** Booking id */
  id: number;
  cancelBookingDto: CancelBookingDto;
};
export type BookingsMarkDepositReceivedApiResponse =
  /** status 200  */ BookingDto;
export type BookingsMarkDepositReceivedApiArg = {
  /** Booking id */
  id: number;
};
export type BookingsForManagedRequestApiResponse =
  /** status 200  */ BookingDto[];
export type BookingsForManagedRequestApiArg = {
  /** The token from the e-mail link's ?token= */
  token: string;
};
export type BookingsForProviderApiResponse = /** status 200  */ BookingPageDto;
export type BookingsForProviderApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** Only bookings in this status */
  status?: BookingStatus;
};
export type CalendarFeedGetApiResponse = /** status 200  */ CalendarFeedDto;
export type CalendarFeedGetApiArg = void;
export type CalendarFeedRegenerateApiResponse =
  /** status 200 With `url` (shown this once) */ CalendarFeedDto;
export type CalendarFeedRegenerateApiArg = void;
export type CalendarFeedRevokeApiResponse =
  /** status 200 The feed, now inactive */ CalendarFeedDto;
export type CalendarFeedRevokeApiArg = void;
export type BookingSettingsGetApiResponse =
  /** status 200  */ BookingSettingsViewDto;
export type BookingSettingsGetApiArg = void;
export type BookingSettingsUpdateApiResponse =
  /** status 200  */ BookingSettingsViewDto;
export type BookingSettingsUpdateApiArg = {
  bookingSettingsDto: BookingSettingsDto;
};
export type ListShortlistApiResponse = /** status 200  */ ShortlistDto;
export type ListShortlistApiArg = void;
export type ShortlistIdsApiResponse = /** status 200  */ ShortlistIdsDto;
export type ShortlistIdsApiArg = void;
export type AddToShortlistApiResponse = unknown;
export type AddToShortlistApiArg = {
  providerId: number;
};
export type RemoveFromShortlistApiResponse = unknown;
export type RemoveFromShortlistApiArg = {
  providerId: number;
};
export type InviteProvidersApiResponse =
  /** status 201 All the request's invitations, oldest first */ InvitationsDto;
export type InviteProvidersApiArg = {
  /** Request id */
  id: number;
  inviteProvidersDto: InviteProvidersDto;
};
export type ListInvitationsApiResponse = /** status 200  */ InvitationsDto;
export type ListInvitationsApiArg = {
  /** Request id */
  id: number;
};
export type ProviderInvitationCountApiResponse =
  /** status 200  */ ProviderInvitationCountDto;
export type ProviderInvitationCountApiArg = void;
export type GetPlanApiResponse = /** status 200  */ PlanStateDto;
export type GetPlanApiArg = void;
export type CreatePlanApiResponse = /** status 201  */ WeddingPlanDto;
export type CreatePlanApiArg = {
  createPlanDto: CreatePlanDto;
};
export type UpdatePlanApiResponse = /** status 200  */ WeddingPlanDto;
export type UpdatePlanApiArg = {
  updatePlanDto: UpdatePlanDto;
};
export type PlanSummaryApiResponse = /** status 200  */ PlanSummaryDto;
export type PlanSummaryApiArg = void;
export type LeavePlanApiResponse = unknown;
export type LeavePlanApiArg = void;
export type InvitePartnerApiResponse = /** status 201  */ PartnerInvitationDto;
export type InvitePartnerApiArg = {
  invitePartnerDto: InvitePartnerDto;
};
export type RevokePartnerInvitationApiResponse = unknown;
export type RevokePartnerInvitationApiArg = void;
export type JoinPlanApiResponse = /** status 200  */ WeddingPlanDto;
export type JoinPlanApiArg = {
  joinPlanDto: JoinPlanDto;
};
export type GetPlanBudgetApiResponse = /** status 200  */ PlanBudgetDto;
export type GetPlanBudgetApiArg = void;
export type CreateBudgetLineApiResponse = /** status 201  */ BudgetLineDto;
export type CreateBudgetLineApiArg = {
  createBudgetLineDto: CreateBudgetLineDto;
};
export type UpdateBudgetLineApiResponse = /** status 200  */ BudgetLineDto;
export type UpdateBudgetLineApiArg = {
  id: number;
  updateBudgetLineDto: UpdateBudgetLineDto;
};
export type DeleteBudgetLineApiResponse = unknown;
export type DeleteBudgetLineApiArg = {
  id: number;
};
export type ApplyBudgetSuggestionApiResponse = /** status 200  */ PlanBudgetDto;
export type ApplyBudgetSuggestionApiArg = void;
export type ListPlanTasksApiResponse = /** status 200  */ PlanTaskListDto;
export type ListPlanTasksApiArg = void;
export type CreatePlanTaskApiResponse = /** status 201  */ PlanTaskDto;
export type CreatePlanTaskApiArg = {
  createPlanTaskDto: CreatePlanTaskDto;
};
export type UpdatePlanTaskApiResponse = /** status 200  */ PlanTaskDto;
export type UpdatePlanTaskApiArg = {
  id: number;
  updatePlanTaskDto: UpdatePlanTaskDto;
};
export type DeletePlanTaskApiResponse = unknown;
export type DeletePlanTaskApiArg = {
  id: number;
};
export type ListPlanGuestsApiResponse = /** status 200  */ PlanGuestPageDto;
export type ListPlanGuestsApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Guests per page (1–200, default 50). */
  pageSize?: number;
  /** Text to find in the name, group, contact or table (case and diacritics ignored). */
  search?: string;
  /** Only guests with this answer. */
  rsvp?: GuestRsvp;
  /** Only guests in exactly this group. */
  group?: string;
};
export type CreatePlanGuestApiResponse = /** status 201  */ PlanGuestDto;
export type CreatePlanGuestApiArg = {
  createPlanGuestDto: CreatePlanGuestDto;
};
export type ImportPlanGuestsApiResponse =
  /** status 200  */ GuestImportResultDto;
export type ImportPlanGuestsApiArg = {
  guestImportFormDto: GuestImportFormDto;
};
export type UpdatePlanGuestApiResponse = /** status 200  */ PlanGuestDto;
export type UpdatePlanGuestApiArg = {
  id: number;
  updatePlanGuestDto: UpdatePlanGuestDto;
};
export type DeletePlanGuestApiResponse = unknown;
export type DeletePlanGuestApiArg = {
  id: number;
};
export type CreateRsvpLinkApiResponse = /** status 201  */ RsvpLinkDto;
export type CreateRsvpLinkApiArg = {
  id: number;
};
export type RevokeRsvpLinkApiResponse = unknown;
export type RevokeRsvpLinkApiArg = {
  id: number;
};
export type GetRsvpApiResponse = /** status 200  */ RsvpDto;
export type GetRsvpApiArg = {
  /** The guest's link token */
  token: string;
};
export type AnswerRsvpApiResponse = /** status 200  */ RsvpDto;
export type AnswerRsvpApiArg = {
  /** The guest's link token */
  token: string;
  answerRsvpDto: AnswerRsvpDto;
};
export type GetBillingDetailsApiResponse = /** status 200  */ BillingDetailsDto;
export type GetBillingDetailsApiArg = void;
export type UpdateBillingDetailsApiResponse =
  /** status 200  */ BillingDetailsDto;
export type UpdateBillingDetailsApiArg = {
  updateBillingDetailsDto: UpdateBillingDetailsDto;
};
export type LookupAresApiResponse = /** status 200  */ AresCompanyDto;
export type LookupAresApiArg = {
  ico: string;
};
export type GetSellerApiResponse = /** status 200  */ SellerDto;
export type GetSellerApiArg = void;
export type ListInvoicesApiResponse = /** status 200  */ InvoicePageDto;
export type ListInvoicesApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
};
export type AdminListInvoicesApiResponse =
  /** status 200  */ AdminInvoicePageDto;
export type AdminListInvoicesApiArg = {
  /** Page number, starting at 1 */
  page?: number;
  /** Items per page (at most 50) */
  pageSize?: number;
  /** A document number (or its start) or part of the buyer's name. */
  q?: string;
};
export type MarketFiguresApiResponse = /** status 200  */ MarketFiguresDto;
export type MarketFiguresApiArg = {
  /** Only this service category (its id); omit for every category. */
  category?: string;
  /** Only this area: 'cela-cr' (the whole country) or a catalogue region id; omit for every area. */
  region?: string;
};
export type ProviderResultsApiResponse = /** status 200  */ ProviderResultsDto;
export type ProviderResultsApiArg = {
  /** The last N months (1–24, default 12), this month included. */
  months?: number;
  /** One month (YYYY-MM, Europe/Prague) instead of the last N; the comparison is then for that month. */
  month?: string;
};
export type PushConfigApiResponse = /** status 200  */ PushConfigDto;
export type PushConfigApiArg = void;
export type ListPushDevicesApiResponse = /** status 200  */ PushDeviceDto[];
export type ListPushDevicesApiArg = {
  /** The asking browser's push endpoint (marks its device as current) */
  endpoint?: string;
};
export type SubscribePushApiResponse = /** status 200  */ PushDeviceDto;
export type SubscribePushApiArg = {
  subscribePushDto: SubscribePushDto;
};
export type DeletePushDeviceApiResponse = unknown;
export type DeletePushDeviceApiArg = {
  id: number;
};
export type TestPushDeviceApiResponse = unknown;
export type TestPushDeviceApiArg = {
  id: number;
};
export type PageHeadApiResponse = /** status 200  */ PageHeadDto;
export type PageHeadApiArg = {
  /** A page path of the site with its query (starts with one /) */
  path: string;
};
export type FaqApiResponse = /** status 200  */ FaqPageDto;
export type FaqApiArg = void;
export type ListApiTokensApiResponse = /** status 200  */ ApiTokenDto[];
export type ListApiTokensApiArg = void;
export type CreateApiTokenApiResponse = /** status 201  */ CreatedApiTokenDto;
export type CreateApiTokenApiArg = {
  createApiTokenDto: CreateApiTokenDto;
};
export type RevokeApiTokenApiResponse = /** status 200  */ ApiTokenDto;
export type RevokeApiTokenApiArg = {
  /** The token id */
  id: number;
};
export type ListWebhookEventTypesApiResponse =
  /** status 200  */ WebhookEventTypeDto[];
export type ListWebhookEventTypesApiArg = void;
export type ListWebhookEndpointsApiResponse =
  /** status 200  */ WebhookEndpointDto[];
export type ListWebhookEndpointsApiArg = void;
export type CreateWebhookEndpointApiResponse =
  /** status 201  */ CreatedWebhookEndpointDto;
export type CreateWebhookEndpointApiArg = {
  createWebhookEndpointDto: CreateWebhookEndpointDto;
};
export type UpdateWebhookEndpointApiResponse =
  /** status 200  */ WebhookEndpointDto;
export type UpdateWebhookEndpointApiArg = {
  /** The endpoint's id */
  id: number;
  updateWebhookEndpointDto: UpdateWebhookEndpointDto;
};
export type DeleteWebhookEndpointApiResponse = unknown;
export type DeleteWebhookEndpointApiArg = {
  /** The endpoint's id */
  id: number;
};
export type GetWebhookSecretApiResponse = /** status 200  */ WebhookSecretDto;
export type GetWebhookSecretApiArg = {
  /** The endpoint's id */
  id: number;
};
export type ListWebhookDeliveriesApiResponse =
  /** status 200  */ WebhookDeliveryPageDto;
export type ListWebhookDeliveriesApiArg = {
  /** The endpoint's id */
  id: number;
  /** Page number, starting at 1 */
  page?: number;
  /** Deliveries per page (at most 50) */
  pageSize?: number;
};
export type ResendWebhookDeliveryApiResponse =
  /** status 202 The new delivery, queued */ WebhookDeliveryDto;
export type ResendWebhookDeliveryApiArg = {
  /** The endpoint's id */
  id: number;
  /** The delivery's id */
  deliveryId: string;
};
export type SendWebhookTestEventApiResponse =
  /** status 202 The test delivery, queued */ WebhookDeliveryDto;
export type SendWebhookTestEventApiArg = {
  /** The endpoint's id */
  id: number;
};
export type HealthDto = {
  /** Always 'ok' when the API answers at all */
  status: string;
  /** 'ok' when the database answered a query (otherwise the call fails with 503) */
  database: string;
};
export type FieldErrorDto = {
  /** Name of the offending field (dot path for nested fields) */
  field: string;
  /** Czech message, ready to show */
  message: string;
};
export type ApiErrorDto = {
  /** HTTP status code of the answer, repeated in the body */
  statusCode: number;
  /** Czech message, ready to show to the user */
  message: string;
  /** Per-field validation errors */
  errors?: FieldErrorDto[];
};
export type SendgridDiagnosticsDto = {
  /** A SendGrid API key is configured */
  hasApiKey: boolean;
  /** Length of the key in characters (0 without one) */
  apiKeyLength: number;
  /** The key starts with the required prefix 'SG.' */
  startsWithSG: boolean;
  /** First and last characters only */
  apiKeyPreview: string | null;
  /** The shape a SendGrid key must have */
  expectedFormat: string;
  /** Human verdict on the key, ready to show */
  connectionTest: string;
  /** Where the outbox delivers: SendGrid, or the log (offline) */
  transport: "sendgrid" | "log";
  /** The sender address of every e-mail */
  fromEmail: string;
};
export type SendgridTestResponseDto = {
  /** The test e-mail was handed to the transport */
  success: boolean;
  /** Human result, ready to show */
  message: string;
};
export type SendgridTestRequestDto = {
  /** Where to send the test e-mail */
  email: string;
};
export type UserDto = {
  /** The account's id */
  id: number;
  /** The sign-in e-mail */
  email: string;
  /** First name; null when not given */
  firstName: string | null;
  /** Last name; null when not given */
  lastName: string | null;
  /** Picture address (from Google); null without one */
  profileImageUrl: string | null;
  /** The account is an administrator */
  isAdmin: boolean;
  /** The owner proved the address (the e-mailed link, or Google) */
  emailVerified: boolean;
  /** The account has a password (else it signs in through Google or the test login only) */
  hasPassword: boolean;
  /** When the account was created (ISO 8601, UTC) */
  createdAt: string;
};
export type RegisterResponseDto = {
  /** Czech confirmation, ready to show */
  message: string;
  /** The signed-in account */
  user: UserDto;
  /** True when the new account was signed in right away */
  autoLogin: boolean;
  /** The e-mail verification link, returned only outside production when no mail service is configured */
  devVerifyLink?: string;
};
export type RegisterDto = {
  /** First name, trimmed */
  firstName: string;
  /** Last name, trimmed */
  lastName: string;
  /** The sign-in e-mail; a verification link is sent to it */
  email: string;
  /** The new password: 8 to 200 characters, not one of the most common passwords */
  password: string;
  /** Must equal password */
  confirmPassword: string;
};
export type MessageResponseDto = {
  /** Czech confirmation, ready to show to the user */
  message: string;
};
export type VerifyEmailDto = {
  /** The token from the e-mailed link */
  token: string;
};
export type ResendVerificationResponseDto = {
  /** Czech confirmation, ready to show */
  message: string;
  /** The link, only outside production when no mail service is configured */
  devVerifyLink?: string;
};
export type ChangePasswordDto = {
  /** Required when the account has a password; an account signed in through Google sets its first one without it */
  currentPassword?: string;
  /** The new password: 8 to 200 characters, not one of the most common passwords */
  newPassword: string;
  /** Must equal newPassword */
  confirmPassword: string;
  /** Also revoke every personal API token of the account (issue 50); false or left out keeps them */
  revokeApiTokens?: boolean;
};
export type ConfirmPasswordDto = {
  /** The account's current password, to confirm a sensitive step */
  password: string;
};
export type LoginResponseDto = {
  /** Czech confirmation, ready to show */
  message: string;
  /** The signed-in account */
  user: UserDto;
};
export type LoginDto = {
  /** The account's sign-in e-mail */
  email: string;
  /** The account's password */
  password: string;
};
export type IsAdminResponseDto = {
  /** The signed-in account is an administrator */
  isAdmin: boolean;
};
export type ForgotPasswordResponseDto = {
  /** Czech confirmation, ready to show (the same whether or not the account exists) */
  message: string;
  /** The reset link, returned only outside production when no mail service is configured */
  devResetLink?: string;
};
export type ForgotPasswordDto = {
  /** The account's sign-in e-mail */
  email: string;
};
export type ResetPasswordDto = {
  /** The token from the e-mailed link */
  token: string;
  /** The new password: 8 to 200 characters, not one of the most common passwords */
  password: string;
};
export type TestAccountDto = {
  /** The test account's e-mail, for the test login */
  email: string;
  /** Czech label of the account */
  label: string;
};
export type AuthDebugDto = {
  /** A Google client id is configured */
  hasClientId: boolean;
  /** A Google client secret is configured */
  hasClientSecret: boolean;
  /** Host the Google client must allow */
  domain: string;
  /** The redirect URL the Google client must allow */
  callbackUrl: string;
  /** The password-less test login is enabled (never in production) */
  testLoginEnabled: boolean;
  /** Accounts the test login offers; empty when it is disabled */
  testAccounts: TestAccountDto[];
};
export type TestLoginDto = {
  /** One of the seeded test accounts */
  email: string;
};
export type SessionProviderDto = {
  /** The provider profile id */
  id: number;
  /** The public business name */
  companyName: string;
  /** Path of the profile image; null without one */
  profileImageUrl: string | null;
  /** A demo profile (seeded sample data) */
  isDemo: boolean;
  /** The plan of the active subscription, or null without one */
  activePlan: ("basic" | "premium") | null;
};
export type SessionDto = {
  /** The signed-in user (as GET /api/auth/user answers), or null for a visitor */
  user: UserDto | null;
  /** The signed-in user is an admin (false for a visitor) */
  isAdmin: boolean;
  /** The signed-in user's provider profile with its active plan, or null (a visitor, a couple, an admin) */
  provider: SessionProviderDto | null;
};
export type LocationDto = {
  /** The location's id (slug), used in filters, requests and service areas */
  id: string;
  /** The location's Czech name */
  name: string;
  /** A city, a region, or 'cela-cr' (the whole country) */
  type: "city" | "region" | "country";
};
export type QuestionKind = "number" | "boolean" | "choice" | "multi";
export type QuestionOptionDto = {
  /** The value to send as the answer */
  value: string;
  /** Czech label to show */
  label: string;
};
export type QuestionDto = {
  /** The key of the answer in CreateServiceRequestDto.details */
  key: string;
  /** The Czech question to show */
  label: string;
  /** number: a whole number within min..max; boolean: yes / no; choice: one option's value; multi: a list of options' values */
  kind: QuestionKind;
  /** choice and multi only */
  options?: QuestionOptionDto[];
  /** number only */
  min?: number;
  /** number only */
  max?: number;
  /** number only: written after the value */
  unit?: string;
};
export type CategoryQuestionsItemDto = {
  /** The category asking the questions */
  categoryId: string;
  /** Its questions, in the order of the form */
  questions: QuestionDto[];
};
export type CategoryQuestionsDto = {
  /** The categories that ask questions; the others ask none */
  categories: CategoryQuestionsItemDto[];
};
export type RegisterProviderResponseDto = {
  /** True: the new provider is signed in (the session cookie is set) */
  autoLogin: boolean;
  /** Czech confirmation, ready to show */
  message: string;
  /** The new provider profile's id */
  providerId: number;
};
export type RegisterProviderDto = {
  /** The public business name, trimmed */
  companyName: string;
  /** Category ids joined by commas, at least one */
  serviceType: string;
  /** The public description of the services, trimmed */
  description: string;
  /** A JSON list of location ids, at least one ('cela-cr' = the whole country, replacing the others); a list is accepted too */
  serviceAreas: string;
  /** Years in business; omitted or null: not stated */
  yearsExperience?: number | null;
  /** Kč; a number, or text whose non-digits are stripped; at most 99 999 999 */
  priceFrom: number | string;
  /** Kč, at least priceFrom; a number, or text whose non-digits are stripped; at most 99 999 999 */
  priceTo: number | string;
  /** Sign-in e-mail, also the public contact e-mail at first */
  email: string;
  /** The new password: 8 to 200 characters, not one of the most common passwords */
  password: string;
  /** International dialling prefix of the phone number */
  phonePrefix?: "+420" | "+421" | "+43" | "+49";
  /** At least 9 digits; only digits and spaces are kept */
  phone: string;
};
export type BecomeProviderDto = {
  /** The public business name, trimmed */
  companyName: string;
  /** Category ids joined by commas, at least one */
  serviceType: string;
  /** The public description of the services, trimmed */
  description: string;
  /** A JSON list of location ids, at least one ('cela-cr' = the whole country, replacing the others); a list is accepted too */
  serviceAreas: string;
  /** Years in business; omitted or null: not stated */
  yearsExperience?: number | null;
  /** Kč; a number, or text whose non-digits are stripped; at most 99 999 999 */
  priceFrom: number | string;
  /** Kč, at least priceFrom; a number, or text whose non-digits are stripped; at most 99 999 999 */
  priceTo: number | string;
  /** International dialling prefix of the phone number */
  phonePrefix?: "+420" | "+421" | "+43" | "+49";
  /** At least 9 digits; only digits and spaces are kept */
  phone: string;
};
export type ProviderProfileDto = {
  /** The provider's id */
  id: number;
  /** The public business name */
  companyName: string;
  /** The public description, plain text */
  description: string;
  /** Category ids joined by commas (the spec's serviceType) */
  serviceType: string;
  /** The same category ids as a list */
  services: string[];
  /** Location ids served; ['cela-cr'] = the whole country */
  serviceAreas: string[];
  /** The areas as display text */
  location: string;
  /** International dialling prefix of the phone number */
  phonePrefix: "+420" | "+421" | "+43" | "+49";
  /** Phone number without the prefix; null when not given */
  phone: string | null;
  /** Public contact e-mail of the business */
  email: string;
  /** Web address; null when not given */
  website: string | null;
  /** Instagram profile address; null when not given */
  instagramUrl: string | null;
  /** Facebook page address; null when not given */
  facebookUrl: string | null;
  /** TikTok profile address; null when not given */
  tiktokUrl: string | null;
  /** LinkedIn page address; null when not given */
  linkedinUrl: string | null;
  /** Years in business; null when not given */
  yearsExperience: number | null;
  /** Kč: the lowest usual price; null when not given */
  priceFrom: number | null;
  /** Kč: the highest usual price; null when not given */
  priceTo: number | null;
  /** Path of the profile image (400 × 400 WebP) on this site; null without one */
  profileImageUrl: string | null;
  /** A seeded demo provider, not a real business */
  isDemo: boolean;
  /** When the profile was created (ISO 8601, UTC) */
  createdAt: string;
};
export type ProviderProfileFormDto = {
  /** The public business name, trimmed */
  businessName: string;
  /** The public description of the services, trimmed */
  description: string;
  /** A JSON list of category ids, at least one */
  services: string;
  /** Location ids joined by commas, at least one; 'cela-cr' (the whole country) replaces the others */
  location: string;
  /** Only digits and spaces are kept; empty = none; else at least 9 digits */
  phone?: string;
  /** International dialling prefix of the phone; unchanged when omitted */
  phonePrefix?: "+420" | "+421" | "+43" | "+49";
  /** The public contact e-mail */
  email: string;
  /** 'https://' is added when missing; dropped when it is not a web address */
  website?: string;
  /** Kept only on instagram.com, www.instagram.com */
  instagramUrl?: string;
  /** Facebook page address, kept only on facebook.com, www.facebook.com, m.facebook.com */
  facebookUrl?: string;
  /** TikTok profile address, kept only on tiktok.com, www.tiktok.com */
  tiktokUrl?: string;
  /** LinkedIn page address, kept only on linkedin.com, www.linkedin.com */
  linkedinUrl?: string;
  /** 0–50; empty = not given */
  yearsExperience?: string;
  /** Kč; non-digits are stripped; unchanged when omitted or empty */
  priceFrom?: string;
  /** Kč, at least priceFrom; unchanged when omitted or empty */
  priceTo?: string;
  /** The profile image file: JPG, PNG or WebP, at most 5 MB; replaces the current image */
  profileImage?: Blob;
};
export type ProviderContactDto = {
  /** The business name */
  name: string;
  /** Prefix and number */
  phone: string | null;
  /** Public contact e-mail of the business */
  email: string;
};
export type CatalogueDateAvailability = "available" | "inquiry" | "unknown";
export type PublicProviderDto = {
  /** The provider's id */
  id: number;
  /** The public business name */
  businessName: string;
  /** The public description, plain text */
  description: string;
  /** Category ids, in the provider's order */
  services: string[];
  /** The areas as text: 'Celá ČR', 'A a B', 'A, B a C' or 'Neuvedeno' */
  location: string;
  /** Location ids; ['cela-cr'] = the whole country */
  serviceAreas: string[];
  /** Providers' contact details are public */
  contact: ProviderContactDto;
  /** Web address; null when not given */
  website: string | null;
  /** Instagram profile address; null when not given */
  instagramUrl: string | null;
  /** Facebook page address; null when not given */
  facebookUrl: string | null;
  /** TikTok profile address; null when not given */
  tiktokUrl: string | null;
  /** LinkedIn page address; null when not given */
  linkedinUrl: string | null;
  /** Years in business; null when not given */
  yearsExperience: number | null;
  /** Kč: the lowest usual price; null when not given */
  priceFrom: number | null;
  /** Kč: the highest usual price; null when not given */
  priceTo: number | null;
  /** Czech text (non-breaking spaces in the numbers); 'Cena na vyžádání' without prices */
  priceRange: string;
  /** Average overall rating, 1 decimal; null without reviews */
  rating: number | null;
  /** Number of published reviews */
  reviewCount: number;
  /** Of reviewCount, those written through a confirmed booking's review link ('Ověřená rezervace') */
  bookingReviewCount: number;
  /** The number of portfolio items */
  projectCount: number;
  /** The profile image (400 × 400 WebP) from /profile-settings; null without one (the cards show an initial) */
  profileImageUrl: string | null;
  /** Up to 3 portfolio images in the portfolio's public order (featured first, newest event); empty without any */
  previewImages: string[];
  /** A seeded demo provider, not a real business (no reviews) */
  isDemo: boolean;
  /** The provider has an active premium subscription (the catalogue lists them first by default) */
  premium: boolean;
  /** When the profile was created (ISO 8601, UTC) */
  createdAt: string;
  /** Median minutes from a request's confirmation to this provider's first offer over the last 90 days ('Obvykle odpovídá do 3 hodin'); null without offers */
  responseMinutesMedian: number | null;
  /** Share (0–1) of the requests of the last 90 days in its categories and areas that it answered with an offer; null: no figure */
  responseShare: number | null;
  /** Only in the catalogue filtered by weddingDate: the provider's calendar that day. 'available' (Termín volný), 'inquiry' (Na dotaz) or 'unknown' (the provider never set the day: 'Termín neuveden', maybe free, never shown as free); providers busy that day are left out */
  dateAvailability?: CatalogueDateAvailability;
};
export type PublicProviderPageDto = {
  /** Items of this page, in the order of the list */
  items: PublicProviderDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type ReviewVerificationKind = "booking" | "email";
export type CanReviewResponseDto = {
  /** Whether a review can be sent with that e-mail */
  canReview: boolean;
  /** Why not, in Czech (shown under "Nelze přidat hodnocení") */
  reason?: string;
  /** How the review will be marked: 'booking' ("Ověřená spolupráce": the signed-in couple accepted this provider's offer; its account's verified address whatever the domain, or Gmail) or 'email' ("Ověřený e-mail": the visitors' Gmail rule) */
  kind?: ReviewVerificationKind;
};
export type CanReviewDto = {
  /** The reviewer's e-mail: answered only by the rules of the address itself (a Gmail account), never by anything stored about it */
  email?: string;
};
export type ReviewReplyDto = {
  /** The provider's reply, plain text */
  text: string;
  /** The provider who replied */
  companyName: string;
  /** When the reply was written (ISO 8601, UTC) */
  createdAt: string;
  /** Last edit (ISO 8601, UTC); later than createdAt once edited */
  updatedAt: string;
};
export type ReviewMark = "reservation" | "collaboration";
export type ReviewDto = {
  /** The review's id */
  id: number;
  /** 'Anonymní' when the reviewer gave no name */
  reviewerName: string;
  /** Overall stars, 1–5 */
  overallRating: number;
  /** Stars 1–5 for communication; null: not rated */
  communicationRating: number | null;
  /** Stars 1–5 for the quality of the work; null: not rated */
  qualityRating: number | null;
  /** Stars 1–5 for punctuality; null: not rated */
  timingRating: number | null;
  /** Stars 1–5 for value for money; null: not rated */
  valueRating: number | null;
  /** The review text; may be empty */
  reviewText: string;
  /** When it was written (ISO 8601, UTC) */
  createdAt: string;
  /** The provider's public reply, if any */
  reply: ReviewReplyDto | null;
  /** 'Ověřená spolupráce': the reviewer's mailbox is the contact e-mail of a request on which the couple accepted this provider's offer */
  verifiedCollaboration: boolean;
  /** 'reservation' ("Ověřená rezervace": written through a confirmed booking's review link, the stronger mark), 'collaboration' ("Ověřená spolupráce": the couple accepted this provider's offer), null: none */
  mark: ReviewMark | null;
};
export type ReviewSubmittedDto = {
  /** 'pending' until the author opens the e-mailed link; 'confirmed' for a signed-in author with that verified e-mail */
  status: "pending" | "confirmed";
  /** Czech confirmation, ready to show */
  message: string;
  /** The published review (status confirmed) */
  review?: ReviewDto;
  /** The confirmation link, only outside production when no mail service is configured */
  devConfirmLink?: string;
};
export type CreateReviewDto = {
  /** Shown as 'Anonymní' when empty */
  reviewerName?: string;
  /** Overall stars, 1–5 */
  overallRating: number;
  /** Stars 1–5 for communication; 0 or null = not rated */
  communicationRating?: number | null;
  /** Stars 1–5 for quality of the work; 0 or null = not rated */
  qualityRating?: number | null;
  /** Stars 1–5 for punctuality; 0 or null = not rated */
  timingRating?: number | null;
  /** Stars 1–5 for value for money; 0 or null = not rated */
  valueRating?: number | null;
  /** The review text, trimmed; omitted: ratings only */
  reviewText?: string;
  /** A Gmail address without a quoted local part; never shown publicly */
  email: string;
};
export type ReviewPageDto = {
  /** Items of this page, in the order of the list */
  items: ReviewDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type RatingDistributionDto = {
  /** Reviews with 1 star overall */
  "1": number;
  /** Reviews with 2 stars overall */
  "2": number;
  /** Reviews with 3 stars overall */
  "3": number;
  /** Reviews with 4 stars overall */
  "4": number;
  /** Reviews with 5 stars overall */
  "5": number;
};
export type CategoryAveragesDto = {
  /** Average communication stars, 1 decimal; null when nobody rated it */
  communication: number | null;
  /** Average quality stars, 1 decimal; null when nobody rated it */
  quality: number | null;
  /** Average punctuality stars, 1 decimal; null when nobody rated it */
  timing: number | null;
  /** Average value-for-money stars, 1 decimal; null when nobody rated it */
  value: number | null;
};
export type RatingStatsDto = {
  /** Number of published reviews */
  totalReviews: number;
  /** Average overall rating, 1 decimal; 0 without reviews */
  averageRating: number;
  /** Number of reviews per overall star level */
  ratingDistribution: RatingDistributionDto;
  /** Average stars per category */
  categoryAverages: CategoryAveragesDto;
};
export type ReviewConfirmedDto = {
  /** Czech confirmation, ready to show */
  message: string;
  /** The reviewed provider (for the link to its portfolio) */
  providerId: number;
  /** The review as now published */
  review: ReviewDto;
};
export type ConfirmReviewDto = {
  /** The token of the e-mailed link */
  token: string;
};
export type BookingReviewInvitationDto = {
  /** The booked provider (the link opens its portfolio) */
  providerId: number;
  /** The couple's name as the booking has it (prefills the reviewer's name) */
  coupleName: string;
};
export type CreateBookingReviewDto = {
  /** Shown as 'Anonymní' when empty */
  reviewerName?: string;
  /** Overall stars, 1–5 */
  overallRating: number;
  /** Stars 1–5 for communication; 0 or null = not rated */
  communicationRating?: number | null;
  /** Stars 1–5 for quality of the work; 0 or null = not rated */
  qualityRating?: number | null;
  /** Stars 1–5 for punctuality; 0 or null = not rated */
  timingRating?: number | null;
  /** Stars 1–5 for value for money; 0 or null = not rated */
  valueRating?: number | null;
  /** The review text, trimmed; omitted: ratings only */
  reviewText?: string;
  /** The token of the booking's review link (the mailed invitation) */
  token: string;
};
export type ReviewReplyBodyDto = {
  /** The provider's public reply, trimmed */
  text: string;
};
export type ReviewReportedDto = {
  /** Czech confirmation, ready to show */
  message: string;
};
export type ReportReviewDto = {
  /** Why the review is reported */
  reason: "spam" | "offensive" | "fake" | "conflict" | "other";
  /** Details for the admins, trimmed; seen only by them */
  note?: string;
};
export type CreateServiceRequestResponseDto = {
  /** The new request's id */
  id: number;
  /** 'unconfirmed' until the couple opens the link sent to the contact e-mail; 'active' (listed at once) for a signed-in couple whose verified account e-mail is the contact e-mail */
  status: "unconfirmed" | "active";
  /** Czech confirmation, ready to show */
  message: string;
  /** Czech text saying where the confirmation link went, ready to show */
  emailInfo: string;
  /** The confirmation link, returned only outside production when no mail service is configured (as devResetLink) */
  devConfirmLink?: string;
};
export type BudgetChoice =
  "not-sure" | "50000" | "100000" | "200000" | "500000" | "1000000";
export type CreateServiceRequestDto = {
  /** The couple's names, shown to providers, trimmed */
  coupleName: string;
  /** YYYY-MM-DD, or 'ještě nemám vybráno datum' (also implied by noDateSelected) */
  weddingDate?: string;
  /** The form's "no date chosen yet" box; the date is then ignored */
  noDateSelected?: boolean;
  /** Category ids, at least one */
  services: string[];
  /** What the couple wishes, plain text, trimmed */
  description?: string;
  /** One of the form's choices (BudgetChoice; stored and shown as its label, e.g. '100000' as '50 000 – 100 000 Kč') or the couple's own words, which are stored as written and read into a band ('kolem 80 tisíc') */
  budget: BudgetChoice | string;
  /** A location id from GET /api/locations ('hradec-kralove', stored with its name) or a place name */
  location: string;
  /** Without a quoted local part ('"jana"@example.cz' is refused) */
  contactEmail: string;
  /** International dialling prefix of contactPhone */
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
  /** Answers to the questions of the selected services (GET /api/catalog/request-questions), by question key: number → a whole number within min..max, boolean → true / false, choice → an option's value, multi → a list of options' values. Every answer is optional; an empty one (null, '', []) is left out. A key that is not a question of the selected services, or a value breaking its question's rule, is a 400 with a field error 'details.<key>' */
  details?: {
    [key: string]: number | boolean | string | string[];
  };
};
export type BudgetBand =
  "do-50k" | "50k-100k" | "100k-200k" | "nad-200k" | "nevim";
export type RequestDetailDto = {
  /** The question's key */
  key: string;
  /** The Czech question */
  label: string;
  /** The answer in Czech: 'Ano' / 'Ne', a number with its unit, the option's label(s) */
  value: string;
};
export type RequestStatus =
  | "unconfirmed"
  | "active"
  | "fulfilled"
  | "cancelled"
  | "resolved"
  | "no_interest"
  | "booked"
  | "expired";
export type ContactInfoDto = {
  /** The couple's names as they wrote them */
  name: string;
  /** The couple's contact e-mail */
  email: string;
  /** The couple's phone with its prefix; null when not given */
  phone: string | null;
};
export type ServiceRequestDto = {
  /** The request's id */
  id: number;
  /** Title made of the category names and the place */
  title: string;
  /** Name of the primary (first) category */
  category: string;
  /** Id of the primary (first) category */
  categoryId: string;
  /** The couple's description, plain text */
  description: string;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** null: no date chosen yet ('Datum nevybráno') */
  weddingDate: string | null;
  /** Where the wedding takes place, as the couple wrote it */
  location: string;
  /** As people see it: a form choice's label or the couple's own words */
  budget: string;
  /** The budget as a band, for filtering */
  budgetBand: BudgetBand;
  /** Ids of the requested categories, primary first */
  services: string[];
  /** The couple's answers to the questions of the services, in the services' and questions' order; [] when none (older requests) */
  details: RequestDetailDto[];
  /** 'booked': the couple accepted an offer (shown 'Vybráno'; unlisted, closed to new offers, the couple may still close it) */
  status: RequestStatus;
  /** Offers on the request (sent, accepted or declined; not withdrawn) */
  offerCount: number;
  /** Offers (not withdrawn) from providers not invited to the request: what the cap counts ('3 z 8 nabídek') */
  cappedOfferCount: number;
  /** The most offers the request takes from providers not invited to it (invited providers always get a slot) */
  offerCap: number;
  /** The viewing provider is invited to quote on it ('Pozvánka od páru', or the 48-hour follow-up's invitation): listed first in its inquiries; false for everyone else */
  invited: boolean;
  /** A demo request (the demo data): shown as 'Ukázková poptávka', never with a contact */
  isDemo: boolean;
  /** Whether contactInfo is included for the current viewer */
  canSeeContact: boolean;
  /** Only for admins and providers with an active subscription */
  contactInfo?: ContactInfoDto;
};
export type ServiceRequestPageDto = {
  /** Items of this page, in the order of the list */
  items: ServiceRequestDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type ConfirmedRequestDto = {
  /** Czech confirmation, ready to show */
  message: string;
  /** The token of the manage link (also e-mailed): /poptavka/sprava?token=… */
  manageToken: string;
  /** The confirmed request as its owner sees it (with its contact details) */
  request: ServiceRequestDto;
};
export type RequestLinkTokenDto = {
  /** The token from the e-mail link's ?token= */
  token: string;
};
export type RejectedRequestDto = {
  /** Czech confirmation, ready to show */
  message: string;
};
export type ManagedRequestDto = {
  /** Czech confirmation, ready to show */
  message: string;
  /** The request as its couple sees it (with its contact details) */
  request: ServiceRequestDto;
};
export type UpdateManagedRequestDto = {
  /** The token from the e-mail link's ?token= */
  token: string;
  /** YYYY-MM-DD, or 'ještě nemám vybráno datum' (also implied by noDateSelected) */
  weddingDate?: string;
  /** The form's "no date chosen yet" box; the date is then ignored */
  noDateSelected?: boolean;
  /** Category ids, at least one */
  services?: string[];
  /** What the couple wishes, plain text, trimmed */
  description?: string;
  /** One of the form's choices (BudgetChoice; stored and shown as its label, e.g. '100000' as '50 000 – 100 000 Kč') or the couple's own words, which are stored as written and read into a band ('kolem 80 tisíc') */
  budget?: BudgetChoice | string;
  /** Answers to the questions of the selected services (GET /api/catalog/request-questions), by question key: number → a whole number within min..max, boolean → true / false, choice → an option's value, multi → a list of options' values. Every answer is optional; an empty one (null, '', []) is left out. A key that is not a question of the selected services, or a value breaking its question's rule, is a 400 with a field error 'details.<key>' */
  details?: {
    [key: string]: number | boolean | string | string[];
  };
  /** Close with a reason ('fulfilled', …) or reopen ('active') */
  status?: "active" | "fulfilled" | "cancelled" | "resolved" | "no_interest";
};
export type UpdateRequestStatusDto = {
  /** Close with a reason ('fulfilled', …) or reopen ('active') */
  status: "active" | "fulfilled" | "cancelled" | "resolved" | "no_interest";
};
export type AvailabilityDayDto = {
  /** YYYY-MM-DD */
  date: string;
  /** 'Volno', 'Na dotaz', 'Obsazeno' (a day without an entry is unknown: 'Neuvedeno') */
  status: "available" | "inquiry" | "busy";
  /** The provider's private note; null without one, and always null on the public calendar */
  notes: string | null;
};
export type SetAvailabilityDto = {
  /** YYYY-MM-DD, today to 24 months ahead */
  date: string;
  /** The day's state: 'Volno', 'Na dotaz' or 'Obsazeno' */
  status: "available" | "inquiry" | "busy";
  /** Private note, trimmed; empty = no note */
  notes?: string | null;
};
export type SetAvailabilityBulkDto = {
  /** Distinct YYYY-MM-DD days, today to 24 months ahead; all are set or none */
  dates: string[];
  /** The state set on every day: 'Volno', 'Na dotaz' or 'Obsazeno' */
  status: "available" | "inquiry" | "busy";
  /** Private note, trimmed; empty = no note; the same for every day */
  notes?: string | null;
};
export type PortfolioItemDto = {
  /** The item's id */
  id: number;
  /** The item's title */
  title: string;
  /** A category id */
  category: string | null;
  /** The item's description, plain text */
  description: string;
  /** The event day, YYYY-MM-DD; null when not given */
  date: string | null;
  /** Featured: shown first */
  featured: boolean;
  /** Instagram post address; null when not given */
  instagramUrl: string | null;
  /** Related web address; null when not given */
  websiteUrl: string | null;
  /** Image URLs, at most 6 */
  images: string[];
  /** When the item was added (ISO 8601, UTC) */
  createdAt: string;
};
export type PortfolioViewsDto = {
  /** All counted views of the public portfolio */
  total: number;
  /** Views in the last 30 days (today included) */
  last30Days: number;
};
export type PortfolioItemFormDto = {
  /** The item's title, trimmed */
  title: string;
  /** The item's description, trimmed */
  description: string;
  /** A category id; empty = none */
  category?: string;
  /** The event day, YYYY-MM-DD; empty = none */
  date?: string;
  /** 'true': featured, shown first */
  featured?: "true" | "false";
  /** Kept only on instagram.com or www.instagram.com, otherwise dropped; 'https://' is added when missing */
  instagramUrl?: string;
  /** Any web address; 'https://' is added when missing, dropped when it is not a URL */
  websiteUrl?: string;
  /** PUT only: a JSON list of the current image URLs to keep; the others are deleted. Omitted = keep all. New files in `images` are added after the kept ones. */
  keepImages?: string;
  /** Up to 6 images (JPG, PNG or WebP, 5 MB each); stored as WebP fitting 1600 × 1600 */
  images?: Blob[];
};
export type PlanDto = {
  /** The plan's id, used to check out */
  id: string;
  /** The plan's level */
  planType: "free" | "basic" | "premium";
  /** The plan's Czech name */
  name: string;
  /** Whole Kč per billing period */
  price: number;
  /** The price as Czech display text */
  priceFormatted: string;
  /** How often the price is charged */
  billingPeriod: "monthly" | "yearly";
  /** The plan's Czech description */
  description: string;
  /** What the plan gives, in Czech, one line each */
  features: string[];
  /** Highlighted as 'Nejoblíbenější' */
  isPopular: boolean;
  /** Yearly plans: Kč saved against 12 months */
  savings: number | null;
  /** Yearly plans: 12 × the monthly price */
  originalPrice: number | null;
  /** Yearly plans: the saving in whole percent; null for monthly plans */
  discountPercent: number | null;
};
export type CheckoutConfigDto = {
  /** 'stripe' (card payment) or 'offline' (the test gateway, paid at once) */
  mode: "stripe" | "offline";
  /** Stripe's publishable key in Stripe mode; null in offline mode */
  publishableKey: string | null;
};
export type SubscriptionInfoDto = {
  /** The provider has (or had) a subscription; false = free account */
  hasSubscription: boolean;
  /** Contacts, listing and perks apply now (active and the period not ended) */
  isActive: boolean;
  /** 'cancelled' = cancelled by the provider but active until the period ends */
  status:
    "none" | "active" | "cancelled" | "incomplete" | "past_due" | "expired";
  /** Cancelled by the provider (cancel at period end) */
  cancelled: boolean;
  /** When the provider cancelled (ISO 8601, UTC); null when not cancelled */
  cancelledAt: string | null;
  /** End of the paid period (ISO 8601, UTC); null without a subscription */
  activeUntil: string | null;
  /** Same as activeUntil (the spec reads both) */
  endDate: string | null;
  /** The current plan's level; null without a subscription */
  planType: ("basic" | "premium") | null;
  /** The current plan's id; null without a subscription */
  planId: string | null;
  /** The current plan's Czech name; null without a subscription */
  planName: string | null;
  /** The current plan's billing period; null without a subscription */
  billingPeriod: ("monthly" | "yearly") | null;
  /** Whole Kč per period of the current plan; null without a subscription */
  price: number | null;
  /** Whole days until the period ends (0 when inactive) */
  daysRemaining: number;
  /** Plan that replaces the current one from the next period; null when no change is scheduled */
  scheduledPlanId: string | null;
  /** The scheduled plan's Czech name; null when no change is scheduled */
  scheduledPlanName: string | null;
  /** 'admin' = granted free by an administrator */
  source: ("stripe" | "offline" | "admin") | null;
};
export type PaymentDto = {
  /** The payment's id */
  id: number;
  /** Whole Kč */
  amount: number;
  /** The amount as Czech display text */
  formattedAmount: string;
  /** Epoch seconds */
  created: number;
  /** The date as Czech display text (Europe/Prague) */
  formattedDate: string;
  /** What was paid for, in Czech */
  description: string;
  /** 'succeeded' shows 'Uhrazeno', anything else 'Neuhrazeno' */
  status: "succeeded" | "failed" | "pending";
  /** How it was paid; null when unknown */
  paymentMethod: string | null;
  /** The card's brand; null for other methods */
  brand: string | null;
  /** The card number's last 4 digits; null for other methods */
  last4: string | null;
};
export type SubscriptionChangeDto = {
  /** Czech confirmation, ready to show */
  message: string;
  /** The subscription after the change */
  subscription: SubscriptionInfoDto;
};
export type SchedulePlanDto = {
  /** The paid plan that replaces the current one from the next period */
  planType:
    | "basic_monthly"
    | "premium_monthly"
    | "basic_yearly"
    | "premium_yearly"
    | "basic"
    | "premium";
};
export type CheckoutResponseDto = {
  /** 'offline' = the test gateway ('testovací režim'): paid at once */
  mode: "stripe" | "offline";
  /** Stripe: the payment's client secret for the Payment Element; null when nothing is left to pay */
  clientSecret: string | null;
  /** 'active' when the subscription is already paid */
  status: "requires_payment" | "active";
  /** Whole Kč charged now (the difference for an upgrade) */
  amount: number;
  /** The id of the plan being paid for */
  planId: string;
  /** Czech message, ready to show */
  message: string;
};
export type CheckoutRequestDto = {
  /** A paid plan id; 'basic' and 'premium' alone mean the monthly plan */
  planType:
    | "basic_monthly"
    | "premium_monthly"
    | "basic_yearly"
    | "premium_yearly"
    | "basic"
    | "premium";
  /** The Kč amount the page showed; refused when it differs from what would be charged */
  amount?: number;
  /** Upgrade the live subscription to a dearer plan, charging the difference */
  isUpgrade?: boolean;
};
export type RefundResultDto = {
  /** The credit note issued; null for a payment that had no invoice */
  creditNoteNumber: string | null;
};
export type RefundPaymentDto = {
  /** Why (kept in the audit log) */
  reason?: string;
};
export type DashboardCountsDto = {
  /** Active requests in the public list, demo ones included: the unfiltered list’s total */
  requests: number;
  /** Providers in the public catalogue, demo ones included: the unfiltered catalogue’s total */
  providers: number;
};
export type CategoryDto = {
  /** The category's id (slug), used in filters and requests */
  id: string;
  /** The category's Czech name */
  name: string;
  /** The category's Czech description */
  description: string;
  /** Czech name of the group the catalogue shows it under */
  group: string;
  /** lucide icon name (kebab-case) */
  icon: string;
  /** Usual price range as Czech display text */
  priceRange: string;
  /** Providers listed in the public catalogue with this category */
  providerCount: number;
};
export type GeneratedDescriptionDto = {
  /** The drafted description, plain Czech text for the description field */
  generatedText: string;
  /** 'openai' when drafted by the AI model, 'offline' for the built-in template (no OPENAI_API_KEY) */
  source: "openai" | "offline";
};
export type GenerateDescriptionDto = {
  /** Names of the couple: required as on the form, but never put into the draft nor sent to the AI service (the draft is public, the names are a contact field); a free-text field or sentence that carries one of them, or an e-mail, phone or web address, is left out */
  coupleName: string;
  /** The wedding date as YYYY-MM-DD, or free text such as 'ještě nemám vybráno datum' */
  weddingDate?: string;
  /** Selected service category ids (GET /api/service-categories); each at most 64 characters */
  services: string[];
  /** Place of the wedding: a location id from GET /api/locations or free text */
  location?: string;
  /** Budget: one of the request form's choices (BudgetChoice) or free text */
  budget?: string;
  /** The answers to the selected services' questions, as CreateServiceRequestDto.details (validated the same way: a 400 with 'details.<key>' for a wrong one); the draft mentions them */
  details?: {
    [key: string]: number | boolean | string | string[];
  };
};
export type WeeklyCountDto = {
  /** Monday of the week (YYYY-MM-DD) */
  week: string;
  /** How many in that week */
  count: number;
};
export type PlanCountDto = {
  /** The subscription plan */
  planType: "basic" | "premium";
  /** Active subscriptions of that plan */
  count: number;
};
export type MonthlyRevenueDto = {
  /** YYYY-MM */
  month: string;
  /** Revenue: succeeded payments without the test gateway’s, whole Kč */
  amount: number;
  /** Succeeded payments through the offline test gateway (not revenue), whole Kč */
  testAmount: number;
};
export type MatchingFiguresDto = {
  /** Requests confirmed in the last 8 weeks and at least 48 hours ago (demo ones apart) */
  requestsConsidered: number;
  /** Of them, those with at least two offers sent within 48 hours of the confirmation */
  withTwoOffersIn48h: number;
  /** withTwoOffersIn48h / requestsConsidered (0–1); null without requests */
  shareWithTwoOffersIn48h: number | null;
  /** Median hours (one decimal) from the confirmation to the first offer, over those requests that got one; null without offers */
  medianHoursToFirstOffer: number | null;
};
export type AdminOverviewDto = {
  /** New requests per week, oldest first, 12 weeks incl. empty ones */
  requestsPerWeek: WeeklyCountDto[];
  /** Active subscriptions by plan (both plans, zero included) */
  activeSubscriptionsByPlan: PlanCountDto[];
  /** Revenue per month, oldest first, 12 months incl. empty ones */
  revenuePerMonth: MonthlyRevenueDto[];
  /** All requests (any status, demo ones included): the admin requests table unfiltered */
  totalRequests: number;
  /** All providers (listed or not, demo ones included): the admin providers table unfiltered */
  totalProviders: number;
  /** Active requests, demo ones included: the same count as the top bar and /poptavky (dashboard-counts) */
  activeRequests: number;
  /** Of activeRequests, the demo ones */
  activeDemoRequests: number;
  /** Of totalRequests, the demo ones */
  demoRequests: number;
  /** Providers in the public catalogue, demo ones included: the same count as the top bar and /dodavatele */
  listedProviders: number;
  /** Demo providers (always listed): of listedProviders and of totalProviders */
  demoProviders: number;
  /** Offers sent per week, oldest first, 8 weeks incl. empty ones */
  offersPerWeek: WeeklyCountDto[];
  /** Share (0–1) of the requests confirmed in the last 90 days that got at least one offer; 0 without requests */
  requestsWithOfferShare: number;
  /** Median minutes from a request's confirmation to its first offer (requests confirmed in the last 90 days); null without offers */
  medianFirstResponseMinutes: number | null;
  /** 'Poptávky se 2 nabídkami do 48 h' and 'Medián do první nabídky' */
  matching: MatchingFiguresDto;
};
export type AdminRequestDto = {
  /** The request's id */
  id: number;
  /** The couple's names as they wrote them */
  coupleName: string;
  /** The request's title */
  title: string;
  /** The request's state */
  status:
    | "unconfirmed"
    | "active"
    | "fulfilled"
    | "cancelled"
    | "resolved"
    | "no_interest"
    | "booked"
    | "expired";
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** YYYY-MM-DD or null ('Datum nevybráno') */
  weddingDate: string | null;
  /** Where the wedding takes place, as the couple wrote it */
  location: string;
  /** The couple's contact e-mail */
  contactEmail: string;
  /** The couple's phone; null when not given */
  contactPhone: string | null;
  /** The budget as Czech display text */
  budget: string;
  /** The couple's description, plain text */
  description: string;
  /** Requested category ids */
  services: string[];
  /** Admins' internal notes; null when none */
  adminNotes: string | null;
  /** An admin marked it for deletion */
  markedForDeletion: boolean;
  /** When it was first marked for deletion (ISO 8601, UTC); null when not marked */
  markedForDeletionAt: string | null;
  /** Why it was marked for deletion; null when not marked */
  deletionReason: string | null;
  /** Created more than a month ago (the orange 'Starší než měsíc' badge) */
  olderThanMonth: boolean;
  /** A demo request (the 'Ukázka' tag, as demo providers are marked) */
  isDemo: boolean;
};
export type AdminRequestPageDto = {
  /** Items of this page, in the order of the list */
  items: AdminRequestDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type AdminNotesDto = {
  /** Internal notes; an empty text clears them */
  notes: string;
};
export type MarkForDeletionDto = {
  /** Why the request should go (non-blank) */
  reason: string;
};
export type AdminMessageDto = {
  /** Czech confirmation, ready to show */
  message: string;
};
export type AdminProviderDto = {
  /** The provider's id */
  id: number;
  /** The public business name */
  companyName: string;
  /** Category ids (the spec's serviceType) */
  serviceType: string[];
  /** The provider has a subscription active now */
  subscriptionActive: boolean;
  /** The active subscription's plan; null without one */
  subscriptionPlanType: ("basic" | "premium") | null;
  /** End of the active period (ISO 8601, UTC); null without an active subscription */
  subscriptionEndsAt: string | null;
  /** How the active subscription came: Stripe, the offline test gateway ('offline') or granted free by an admin; null without one */
  subscriptionSource: ("stripe" | "offline" | "admin") | null;
  /** Public contact e-mail of the business */
  email: string;
  /** International dialling prefix of the phone */
  phonePrefix: string;
  /** Phone number without the prefix; null when not given */
  phone: string | null;
  /** Years in business; null when not given */
  yearsExperience: number | null;
  /** When the profile was created (ISO 8601, UTC) */
  createdAt: string;
  /** The public description, plain text */
  description: string;
  /** Service area names */
  serviceAreas: string[];
  /** Kč: the lowest usual price; null when not given */
  priceFrom: number | null;
  /** Kč: the highest usual price; null when not given */
  priceTo: number | null;
  /** A seeded demo provider (demo data, no ratings) */
  isDemo: boolean;
};
export type AdminProviderPageDto = {
  /** Items of this page, in the order of the list */
  items: AdminProviderDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type AdminProviderChangeDto = {
  /** Czech confirmation, ready to show */
  message: string;
  /** The provider after the change */
  provider: AdminProviderDto;
};
export type ActivateSubscriptionDto = {
  /** The plan to grant free of charge */
  planType?: "basic" | "premium";
};
export type AdminReviewReportDto = {
  /** The report's id */
  id: number;
  /** Why the review was reported */
  reason: "spam" | "offensive" | "fake" | "conflict" | "other";
  /** The reporter's note; null without one */
  note: string | null;
  /** Reported by the reviewed provider */
  byProvider: boolean;
  /** When it was reported (ISO 8601, UTC) */
  createdAt: string;
  /** Closed by an admin decision */
  resolved: boolean;
};
export type AdminReviewDto = {
  /** The review's id */
  id: number;
  /** The id of the reviewed provider */
  providerId: number;
  /** null when the provider is gone */
  companyName: string | null;
  /** The reviewer's e-mail (never shown publicly) */
  email: string;
  /** 'Anonymní' when the reviewer gave no name */
  reviewerName: string;
  /** Overall stars, 1–5 */
  overallRating: number;
  /** The review text; may be empty */
  reviewText: string;
  /** 'pending' until the e-mail is confirmed, 'confirmed' (published) or 'hidden' by an admin */
  status: "pending" | "confirmed" | "hidden";
  /** When it was written (ISO 8601, UTC) */
  createdAt: string;
  /** When an admin hid it (ISO 8601, UTC); null unless hidden */
  hiddenAt: string | null;
  /** The admin's reason for hiding it; null unless hidden */
  hiddenReason: string | null;
  /** Open (undecided) reports */
  openReports: number;
  /** The latest reports, open first (at most 20) */
  reports: AdminReviewReportDto[];
};
export type AdminReviewPageDto = {
  /** Items of this page, in the order of the list */
  items: AdminReviewDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type ModerateReviewDto = {
  /** Why, trimmed; hiding and deleting tell the reviewer */
  reason: string;
};
export type AuditLogEntryDto = {
  /** The entry's id */
  id: number;
  /** E-mail of the admin who acted (kept when the account goes); null for a decision of another party, e.g. a couple cancelling a booking */
  adminEmail: string | null;
  /** What was done */
  action:
    | "request.notes"
    | "request.mark-deletion"
    | "request.delete"
    | "provider.delete"
    | "provider.activate-subscription"
    | "provider.deactivate-subscription"
    | "backup.download"
    | "review.hide"
    | "review.restore"
    | "review.delete"
    | "message-report.dismiss"
    | "message-report.block"
    | "user.messaging-block"
    | "user.messaging-unblock"
    | "request.messaging-block"
    | "request.messaging-unblock"
    | "booking.cancel"
    | "payment.refund"
    | "api-token.create"
    | "api-token.revoke";
  /** Kind of the record acted on */
  targetType: string;
  /** Id of the record acted on; null when the action has none */
  targetId: string | null;
  /** What changed (e.g. the reason, the plan); null when nothing more is recorded */
  details: object | null;
  /** When it happened (ISO 8601, UTC) */
  createdAt: string;
};
export type AuditLogPageDto = {
  /** Items of this page, in the order of the list */
  items: AuditLogEntryDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type BookingStatus =
  "pending_provider" | "confirmed" | "declined" | "expired" | "cancelled";
export type AdminBookingProviderDto = {
  /** The provider's id. */
  id: number;
  /** The provider's company name as the booking keeps it ('Smazaný účet' once the profile is deleted). */
  companyName: string;
};
export type AdminBookingDto = {
  /** The booking's id. */
  id: number;
  /** The booking number. */
  number: string;
  /** The booking's status. */
  status: BookingStatus;
  /** The provider booked. */
  provider: AdminBookingProviderDto;
  /** The couple's request the booking comes from. */
  requestId: number;
  /** The request's title ('' when the request is gone). */
  requestTitle: string;
  /** The couple's name ('Smazaný účet' once the couple deleted the account). */
  coupleName: string;
  /** The couple's e-mail ('' once the couple deleted the account). */
  coupleEmail: string;
  /** The wedding day (YYYY-MM-DD); null when not known. */
  eventDate: string | null;
  /** The agreed deposit in whole Kč; null without a deposit. */
  depositAmount: number | null;
  /** When the provider marked the deposit received (ISO date-time); null until then. */
  depositReceivedAt: string | null;
  /** The provider's deadline to confirm (ISO date-time). */
  respondBy: string;
  /** When the provider confirmed (ISO date-time); null when never. */
  confirmedAt: string | null;
  /** When it was declined, expired or cancelled (ISO date-time); null otherwise. */
  endedAt: string | null;
  /** When the booking was made (ISO date-time). */
  createdAt: string;
  /** Whether the admin may cancel it (confirmed bookings only). */
  canCancel: boolean;
};
export type AdminBookingPageDto = {
  /** Items of this page, in the order of the list */
  items: AdminBookingDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type AdminCancelBookingDto = {
  /** Why the admin cancels, in plain text (3–500 characters); both sides see it. */
  reason: string;
};
export type ContactMessageResponseDto = {
  /** Czech confirmation, ready to show */
  message: string;
  /** Czech detail of what happens next, ready to show */
  detail: string;
};
export type ContactMessageDto = {
  /** The sender's name, trimmed */
  name: string;
  /** Where the answer goes */
  email: string;
  /** What the message is about */
  subject:
    "general" | "technical" | "billing" | "partnership" | "feedback" | "other";
  /** The message, trimmed */
  message: string;
};
export type AccountSummaryDto = {
  /** The account's sign-in e-mail. */
  email: string;
  /** The account has a password (the deletion asks for it); false: it signs in with Google only. */
  hasPassword: boolean;
  /** The e-mail is proven: only then do the export and the deletion cover what was sent from it without the account. */
  emailVerified: boolean;
  /** The account has a provider profile. */
  isProvider: boolean;
  /** This is the only admin account (it cannot delete itself). */
  isLastAdmin: boolean;
};
export type DeleteAccountDto = {
  /** The account's password; leave it out for an account that signs in with Google only. */
  password?: string;
};
export type ExportedAccountDto = {
  /** The account's id. */
  id: number;
  /** The account's sign-in e-mail. */
  email: string;
  /** First name; null when not given. */
  firstName: string | null;
  /** Last name; null when not given. */
  lastName: string | null;
  /** The account's photo URL; null when none. */
  profileImageUrl: string | null;
  /** The Google account id linked for sign-in; null when none. */
  googleId: string | null;
  /** The account has a password (else it signs in with Google only). */
  hasPassword: boolean;
  /** When the e-mail was verified (ISO date-time); null while not verified. */
  emailVerifiedAt: string | null;
  /** The account is a Svatby admin. */
  isAdmin: boolean;
  /** The customer id at the payment gateway (Stripe); null when never paid. */
  stripeCustomerId: string | null;
  /** When the account was created (ISO date-time). */
  createdAt: string;
  /** When the account last changed (ISO date-time). */
  updatedAt: string;
};
export type ExportedRequestDto = {
  /** The request's id. */
  id: number;
  /** The request's title. */
  title: string;
  /** The catalogue category asked for. */
  categoryId: string;
  /** The services of the category asked for (ids). */
  services: string[];
  /** The couple's description of what they want. */
  description: string;
  /** The wedding day (YYYY-MM-DD); null when not chosen. */
  weddingDate: string | null;
  /** The place (a catalogue location's Czech name). */
  location: string;
  /** The budget as the couple wrote it. */
  budget: string;
  /** The request's status: unconfirmed, active, fulfilled, cancelled, resolved, no_interest, booked or expired. */
  status: string;
  /** The couple's name. */
  coupleName: string;
  /** The contact e-mail given with the request. */
  contactEmail: string;
  /** The phone's country code; null without a phone. */
  phoneCountryCode: string | null;
  /** The contact phone; null when not given. */
  contactPhone: string | null;
  /** false for a request sent to the e-mail without the account. */
  linkedToAccount: boolean;
  /** The operators' notes about the request; null when none. */
  adminNotes: string | null;
  /** When the request was sent (ISO date-time). */
  createdAt: string;
  /** When its e-mail was confirmed (ISO date-time); null while unconfirmed. */
  confirmedAt: string | null;
  /** When it stops taking offers (ISO date-time); null when it does not expire. */
  expiresAt: string | null;
  /** When it last changed (ISO date-time). */
  updatedAt: string;
};
export type ExportedReviewDto = {
  /** The review's id. */
  id: number;
  /** The reviewed provider. */
  providerId: number;
  /** The reviewer's e-mail; only on the reviews the account wrote. */
  email?: string;
  /** The reviewer's shown name; null when anonymous. */
  reviewerName: string | null;
  /** Overall rating, 1–5 stars. */
  overallRating: number;
  /** Communication rating, 1–5; null when not given. */
  communicationRating: number | null;
  /** Quality rating, 1–5; null when not given. */
  qualityRating: number | null;
  /** Punctuality rating, 1–5; null when not given. */
  timingRating: number | null;
  /** Value for money rating, 1–5; null when not given. */
  valueRating: number | null;
  /** The review's text. */
  reviewText: string;
  /** When it was written (ISO date-time). */
  createdAt: string;
};
export type ExportedReviewsDto = {
  /** Reviews written from the account's (verified) e-mail. */
  written: ExportedReviewDto[];
  /** Reviews of the account's provider profile (without the reviewers' e-mails). */
  received: ExportedReviewDto[];
};
export type ExportedSubscriptionDto = {
  /** The subscription's id. */
  id: number;
  /** The plan subscribed to. */
  planId: string;
  /** The plan's tier: free, basic or premium. */
  planType: string;
  /** monthly or yearly. */
  billingPeriod: string;
  /** incomplete, active, past_due, canceled or expired. */
  status: string;
  /** How it was set up: stripe (paid by card), offline or admin. */
  source: string;
  /** Start of the paid period (ISO date-time); null before the first payment. */
  currentPeriodStart: string | null;
  /** End of the paid period (ISO date-time); null before the first payment. */
  currentPeriodEnd: string | null;
  /** The subscription ends when the paid period does. */
  cancelAtPeriodEnd: boolean;
  /** When it was cancelled (ISO date-time); null when not. */
  cancelledAt: string | null;
  /** When it ended (ISO date-time); null while it runs. */
  endedAt: string | null;
  /** The plan it switches to at the period end; null when none. */
  scheduledPlanId: string | null;
  /** The customer id at the payment gateway; null when none. */
  gatewayCustomerId: string | null;
  /** The subscription id at the payment gateway; null when none. */
  gatewaySubscriptionId: string | null;
  /** When it was created (ISO date-time). */
  createdAt: string;
};
export type ExportedPaymentDto = {
  /** The payment's id. */
  id: number;
  /** The subscription paid for; null when not linked. */
  subscriptionId: number | null;
  /** The amount in whole Kč. */
  amount: number;
  /** ISO currency code. */
  currency: string;
  /** succeeded, failed or pending. */
  status: string;
  /** What was paid for. */
  description: string;
  /** card, or test for the offline gateway; null when unknown. */
  paymentMethod: string | null;
  /** The card's brand; null when unknown. */
  brand: string | null;
  /** The card number's last four digits; null when unknown. */
  last4: string | null;
  /** The payment gateway's invoice id; null when none. */
  gatewayInvoiceId: string | null;
  /** When the payment was recorded (ISO date-time). */
  createdAt: string;
};
export type ExportedContactMessageDto = {
  /** The message's id. */
  id: number;
  /** The sender's name as typed. */
  name: string;
  /** The sender's e-mail. */
  email: string;
  /** The subject. */
  subject: string;
  /** The message text. */
  message: string;
  /** When it was sent (ISO date-time). */
  createdAt: string;
};
export type OfferStatus = "sent" | "accepted" | "declined" | "withdrawn";
export type OfferPriceKind = "exact" | "from" | "range";
export type ExportedOfferDto = {
  /** The offer's id */
  id: number;
  /** The account's side: the offer was sent ('provider') or received ('couple') */
  side: "couple" | "provider";
  /** The id of the request the offer answers */
  requestId: number;
  /** The id of the provider who sent it */
  providerId: number;
  /** Where the offer stands */
  status: OfferStatus;
  /** The provider's message, plain text */
  message: string;
  /** 'exact', 'from' (od) or 'range' (od – do) */
  priceKind: OfferPriceKind;
  /** Kč: the price, the starting price or the lower bound */
  priceMin: number;
  /** Kč: the upper bound; null unless 'range' */
  priceMax: number | null;
  /** What the price includes, possibly empty */
  includedItems: string[];
  /** Last day (YYYY-MM-DD) the offer stands; null: no end */
  validUntil: string | null;
  /** The couple's reason for declining; null when not declined or no reason given */
  declineReason: string | null;
  /** When it was sent (ISO 8601, UTC) */
  createdAt: string;
  /** When the couple accepted or declined it (ISO 8601, UTC); null while unanswered */
  answeredAt: string | null;
};
export type ReplyKind = "unavailable" | "not_fit" | "question";
export type ReplyReason =
  "budget" | "style" | "distance" | "capacity" | "other";
export type ExportedRequestReplyDto = {
  /** 'provider': the account's provider profile answered; 'couple': an answer on the account's request */
  side: "provider" | "couple";
  /** The id of the request answered */
  requestId: number;
  /** The id of the answering provider */
  providerId: number;
  /** Which one-tap answer the provider gave */
  kind: ReplyKind;
  /** Why it does not fit; null unless 'not_fit' with a reason */
  reason: ReplyReason | null;
  /** The provider's question (on the provider's side only); null otherwise */
  question: string | null;
  /** When it was given (ISO 8601, UTC) */
  createdAt: string;
};
export type OfferTemplateDto = {
  /** The template's id */
  id: number;
  /** The template's name, shown only to the provider */
  name: string;
  /** The offer message it fills in, plain text */
  message: string;
  /** What the price includes, possibly empty */
  includedItems: string[];
  /** 'exact', 'from' (od) or 'range' (od – do) */
  priceKind: OfferPriceKind;
  /** Kč: the price, the starting price or the lower bound */
  priceMin: number;
  /** Kč: the upper bound; null unless 'range' */
  priceMax: number | null;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** Last change (ISO 8601, UTC) */
  updatedAt: string;
};
export type ConversationSide = "couple" | "provider";
export type MessageSenderSide = "couple" | "provider" | "system";
export type MessageAttachmentDto = {
  /** The attachment's id (download it from the conversation). */
  id: number;
  /** The file name as uploaded. */
  fileName: string;
  /** The file's type, recognised from its content. */
  contentType: "application/pdf" | "image/jpeg" | "image/png" | "image/webp";
  /** The file's size in bytes. */
  sizeBytes: number;
};
export type ExportedMessageDto = {
  /** The message's id. */
  id: number;
  /** Who wrote it. */
  senderSide: MessageSenderSide;
  /** The text in plain text. */
  body: string;
  /** When it was sent (ISO date-time). */
  createdAt: string;
  /** Files attached to the message; the files themselves are downloaded from the conversation. */
  attachments: MessageAttachmentDto[];
  /** Written by the account's side. */
  mine: boolean;
};
export type ExportedConversationDto = {
  /** The conversation's id. */
  id: number;
  /** The account's side of the conversation. */
  side: ConversationSide;
  /** The provider's id. */
  providerId: number;
  /** The request the conversation is about; null for a question from the portfolio alone. */
  requestId: number | null;
  /** The offer the conversation is about; null without an offer. */
  offerId: number | null;
  /** When the conversation started (ISO date-time). */
  createdAt: string;
  /** Its messages, oldest first. */
  messages: ExportedMessageDto[];
};
export type BookingActor = "couple" | "provider" | "admin" | "system";
export type BookingAction =
  | "created"
  | "confirmed"
  | "declined"
  | "expired"
  | "cancelled"
  | "deposit_received";
export type ExportedBookingHistoryDto = {
  /** When it happened (ISO date-time). */
  at: string;
  /** Who did it. */
  actor: BookingActor;
  /** What happened to the booking. */
  action: BookingAction;
  /** The reason given on decline or cancel; null otherwise. */
  reason: string | null;
};
export type ExportedBookingDto = {
  /** The booking's id. */
  id: number;
  /** The booking number. */
  number: string;
  /** The account's side: its provider profile's booking ('provider') or its own ('couple') */
  side: "couple" | "provider";
  /** The booking's status. */
  status: BookingStatus;
  /** The accepted offer the booking comes from. */
  offerId: number;
  /** The couple's request the offer answered. */
  requestId: number;
  /** The provider's id. */
  providerId: number;
  /** The provider's company name. */
  providerName: string;
  /** The couple's name. */
  coupleName: string;
  /** The couple's e-mail. */
  coupleEmail: string;
  /** The wedding day (YYYY-MM-DD); null when not known. */
  eventDate: string | null;
  /** The provider's deadline to confirm (ISO date-time). */
  respondBy: string;
  /** When the provider confirmed (ISO date-time); null when never. */
  confirmedAt: string | null;
  /** When it was declined, expired or cancelled (ISO date-time); null otherwise. */
  endedAt: string | null;
  /** The agreed deposit in whole Kč; null when none. */
  depositAmount: number | null;
  /** When the provider marked the deposit received (ISO date-time); null until then. */
  depositReceivedAt: string | null;
  /** A cancelled booking's day stays busy in the provider's calendar. */
  keepDateBlocked: boolean;
  /** "Potvrzení rezervace" as frozen at the confirmation (provider, couple, date, place, items, price, deposit, cancellation terms) */
  document: {
    [key: string]: any;
  } | null;
  /** The booking's steps, oldest first. */
  history: ExportedBookingHistoryDto[];
  /** When the booking was made (ISO date-time). */
  createdAt: string;
  /** When the booking last changed (ISO date-time). */
  updatedAt: string;
};
export type ExportedShortlistEntryDto = {
  /** The shortlisted provider. */
  providerId: number;
  /** When it was added (ISO date-time). */
  addedAt: string;
};
export type InvitationSource = "couple" | "system";
export type ExportedInvitationDto = {
  /** The request the provider was invited to quote on. */
  requestId: number;
  /** The invited provider. */
  providerId: number;
  /** The account's side: it invited (couple) or was invited (provider). */
  side: "couple" | "provider";
  /** Who invited: the couple, or the system (the 48-hour follow-up). */
  source: InvitationSource;
  /** When it was invited (ISO date-time). */
  createdAt: string;
};
export type ExportedPartnerInvitationDto = {
  /** The e-mail the link was mailed to; null for a link to copy. */
  email: string | null;
  /** When the invitation was made (ISO date-time). */
  createdAt: string;
  /** When the link stopped or stops working (ISO date-time). */
  expiresAt: string;
  /** When the partner joined with it (ISO date-time); null when unused. */
  usedAt: string | null;
  /** When it was revoked (ISO date-time); null when not revoked. */
  revokedAt: string | null;
};
export type ExportedPlanDto = {
  /** The plan's id. */
  id: number;
  /** The couple's names; null when not filled in. */
  coupleNames: string | null;
  /** The wedding day (YYYY-MM-DD); null while not decided. */
  weddingDate: string | null;
  /** The wedding's catalogue location id; null while not decided. */
  locationId: string | null;
  /** How many guests the couple expects; null while unknown. */
  expectedGuests: number | null;
  /** The total budget in whole Kč; null while not set. */
  totalBudget: number | null;
  /** When the account created or joined the plan (ISO date-time). */
  joinedAt: string;
  /** The account's weekly digest e-mail is on. */
  weeklyDigest: boolean;
  /** The members' account ids. */
  memberUserIds: number[];
  /** The partner invitations the account made (the e-mail it typed included) */
  partnerInvitations: ExportedPartnerInvitationDto[];
};
export type ExportedPushDeviceDto = {
  /** The device's name */
  label: string;
  /** When notifications were turned on (ISO 8601, UTC) */
  createdAt: string;
  /** The last notification the push service accepted (ISO 8601, UTC); null before the first */
  lastUsedAt: string | null;
};
export type ExportedApiTokenDto = {
  /** The name its owner gave it */
  name: string;
  /** The first 12 characters of the secret */
  prefix: string;
  /** What the token could do */
  scopes: string[];
  /** When it was created */
  createdAt: string;
  /** When it stops working; null: never */
  expiresAt: string | null;
  /** Its last use */
  lastUsedAt: string | null;
  /** The client address of its last use */
  lastUsedIp: string | null;
  /** When it was revoked */
  revokedAt: string | null;
};
export type ExportedWebhookEndpointDto = {
  /** Where the events were POSTed */
  url: string;
  /** The events it received */
  events: (
    | "request.matched"
    | "offer.accepted"
    | "offer.declined"
    | "message.created"
    | "booking.confirmed"
    | "booking.cancelled"
    | "review.published"
    | "subscription.changed"
  )[];
  /** Whether it was switched on */
  enabled: boolean;
  /** When it was added */
  createdAt: string;
};
export type AccountExportDto = {
  /** When this export was made (ISO date-time). */
  exportedAt: string;
  /** The account itself. */
  account: ExportedAccountDto;
  /** The account's requests and, with a verified e-mail, those sent from it without the account. */
  requests: ExportedRequestDto[];
  /** The account's provider profile; null when it has none. */
  providerProfile: ProviderProfileDto | null;
  /** The provider profile's portfolio (image URLs are absolute). */
  portfolio: PortfolioItemDto[];
  /** The provider profile's availability days. */
  availability: AvailabilityDayDto[];
  /** Reviews the account wrote and received. */
  reviews: ExportedReviewsDto;
  /** The provider profile's subscriptions. */
  subscriptions: ExportedSubscriptionDto[];
  /** The provider profile's subscription payments. */
  payments: ExportedPaymentDto[];
  /** Sent through /kontakt from the account's (verified) e-mail */
  contactMessages: ExportedContactMessageDto[];
  /** Offers the account's provider profile sent, and offers on its own requests */
  offers: ExportedOfferDto[];
  /** One-tap answers ('Nemám volný termín', 'Nehodí se mi', 'Potřebuji upřesnit') the provider profile gave, and those on the account's requests */
  requestReplies: ExportedRequestReplyDto[];
  /** The provider profile's offer templates */
  offerTemplates: OfferTemplateDto[];
  /** The account's conversations on both sides (as a couple, as a provider) with their messages */
  conversations: ExportedConversationDto[];
  /** Bookings on both sides (as a couple, as a provider) with their history and frozen document */
  bookings: ExportedBookingDto[];
  /** The couple's shortlist ('Vybraní dodavatelé') */
  shortlist: ExportedShortlistEntryDto[];
  /** Invitations to quote the account made as a couple (on its requests) or received as a provider */
  invitations: ExportedInvitationDto[];
  /** The wedding plan the account is a member of; null when none. */
  plan: ExportedPlanDto | null;
  /** The plan's tasks, as stored */
  planTasks: {
    [key: string]: any;
  }[];
  /** The plan's budget lines, as stored */
  planBudget: {
    [key: string]: any;
  }[];
  /** The plan's guests, as stored (without the RSVP links' token hashes); only while the account is a member */
  planGuests: {
    [key: string]: any;
  }[];
  /** The provider profile's billing details; null when none. */
  billingDetails: {
    [key: string]: any;
  } | null;
  /** The provider profile's invoices and credit notes with the seller and buyer as issued (kept 10 years after deletion, unlinked) */
  invoices: {
    [key: string]: any;
  }[];
  /** The devices with push notifications on: name and dates. */
  pushDevices: ExportedPushDeviceDto[];
  /** The account's personal API tokens (issue 50): names, scopes and dates; never a secret */
  apiTokens: ExportedApiTokenDto[];
  /** The account's webhook endpoints (issue 50): URL, events and state; never the secret */
  webhookEndpoints: ExportedWebhookEndpointDto[];
};
export type ConversationCounterpartDto = {
  /** The other side's name: the provider's company name in the couple's view, the couple's name in the provider's view. */
  name: string;
  /** The provider's profile photo URL; null in the provider's view or without a photo. */
  imageUrl: string | null;
  /** The provider's id when the other side is the provider; null in the provider's view. */
  providerId: number | null;
};
export type ConversationRequestDto = {
  /** The request's id. */
  id: number;
  /** The request's title. */
  title: string;
};
export type ThreadRequestDto = {
  /** The request's id. */
  id: number;
  /** The request's title. */
  title: string;
  /** The wedding day (YYYY-MM-DD); null while the couple has not chosen one ('Datum nevybráno'). */
  weddingDate: string | null;
  /** The request's place (a catalogue location's Czech name). */
  location: string;
};
export type ThreadOfferDto = {
  /** The offer's id. */
  offerId: number;
  /** The offer's status; null when it is no longer known. */
  status: OfferStatus | null;
  /** The request the offer answers. */
  request: ThreadRequestDto;
};
export type MessagePreviewDto = {
  /** The message's start, shortened for the inbox. */
  body: string;
  /** Who wrote it: couple, provider or system (a notice from Svatby). */
  senderSide: MessageSenderSide;
  /** When it was sent (ISO date-time). */
  createdAt: string;
};
export type ConversationSummaryDto = {
  /** The conversation's id. */
  id: number;
  /** The viewer's side of the conversation. */
  side: ConversationSide;
  /** The other side of the conversation. */
  counterpart: ConversationCounterpartDto;
  /** The latest offer's request; null for a question sent from the portfolio alone. */
  request: ConversationRequestDto | null;
  /** The latest offer's id; null without an offer. */
  offerId: number | null;
  /** The latest offer's status; null without an offer. */
  offerStatus: OfferStatus | null;
  /** The thread's offers and their requests, newest first (one thread per couple and provider holds a question and every offer). */
  offers: ThreadOfferDto[];
  /** The latest message; null while there is none. */
  lastMessage: MessagePreviewDto | null;
  /** Messages from the other side (or Svatby's notices) the viewer has not read. */
  unreadCount: number;
  /** When the latest message was sent (ISO date-time); the inbox sorts by it. */
  lastMessageAt: string;
};
export type ConversationPageDto = {
  /** Items of this page, in the order of the list */
  items: ConversationSummaryDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type StartConversationDto = {
  /** The listed provider to ask. */
  providerId: number;
  /** The question, in plain text (HTML is stripped). */
  message: string;
};
export type UnreadCountDto = {
  /** Unread messages over all the viewer's conversations. */
  unreadMessages: number;
  /** Conversations with an unread message. */
  conversations: number;
};
export type MessagingSettingsDto = {
  /** E-mail the account about messages unread for 10 minutes (at most one mail per conversation an hour). */
  messageEmails: boolean;
};
export type MessageDto = {
  /** The message's id. */
  id: number;
  /** The conversation it belongs to. */
  conversationId: number;
  /** Who wrote it: couple, provider, or system (a notice from Svatby). */
  senderSide: MessageSenderSide;
  /** The text in plain text; may be empty when files are attached. */
  body: string;
  /** When it was sent (ISO date-time). */
  createdAt: string;
  /** Files attached to the message (up to 3). */
  attachments: MessageAttachmentDto[];
  /** Written by the viewer's side. */
  mine: boolean;
  /** Reported by the viewer's side. */
  reportedByMe: boolean;
};
export type ConversationThreadDto = {
  /** The conversation as the inbox shows it. */
  conversation: ConversationSummaryDto;
  /** Messages oldest first: the 50 before `before`, or the latest 50. */
  messages: MessageDto[];
  /** Older messages exist (ask again with before = the first message id). */
  hasOlder: boolean;
};
export type SendMessageFormDto = {
  /** The message in plain text (HTML is stripped); may be empty when files are attached. */
  body?: string;
  /** The request's manage-link token (a couple without a session); omit when signed in */
  token?: string;
  /** Up to 3 files: PDF, JPEG, PNG or WebP (recognised by content, not by name), 10 MB each. */
  files?: Blob[];
};
export type MarkReadDto = {
  /** The request's manage-link token (a couple without a session); omit when signed in */
  token?: string;
};
export type MessageReportedDto = {
  /** A Czech confirmation to show the user. */
  message: string;
};
export type MessageReportReason = "spam" | "offensive" | "scam" | "other";
export type ReportMessageDto = {
  /** Why the message is reported. */
  reason: MessageReportReason;
  /** More detail for the admins (plain text); omit for none. */
  note?: string;
  /** The request's manage-link token (a couple without a session); omit when signed in */
  token?: string;
};
export type MessageSenderBlockTarget = "account" | "link";
export type MessageSenderDto = {
  /** The sender's account id; null for a couple without an account or a deleted account. */
  userId: number | null;
  /** The sender's name (a provider's company name or a couple's name). */
  name: string;
  /** The sender's e-mail; null when none is known. */
  email: string | null;
  /** The sender may not send now: its account (messages and offers), or for a couple without an account its request link or mailbox. */
  blocked: boolean;
  /** What blocking acts on: 'account' (PUT /api/admin/users/{userId}/messaging-block), 'link' (a couple without an account: PUT /api/admin/service-requests/{requestId}/messaging-block), null (nothing to block) */
  blockTarget: MessageSenderBlockTarget | null;
};
export type MessageReportDto = {
  /** The report's id. */
  id: number;
  /** Why the message was reported. */
  reason: MessageReportReason;
  /** The reporter's note; null when none. */
  note: string | null;
  /** When it was reported (ISO date-time). */
  createdAt: string;
  /** When an admin resolved it (ISO date-time); null while open. */
  resolvedAt: string | null;
  /** Which side of the conversation reported it. */
  reporterSide: ConversationSide;
  /** The reported message (mine and reportedByMe are false here). */
  message: MessageDto;
  /** The conversation the message is in. */
  conversationId: number;
  /** The conversation's provider. */
  providerId: number;
  /** The provider's company name. */
  providerName: string;
  /** The conversation's request; null for a question from the portfolio alone. */
  requestId: number | null;
  /** That request's title; null without a request. */
  requestTitle: string | null;
  /** The reported message's sender. */
  sender: MessageSenderDto;
};
export type MessageReportPageDto = {
  /** Items of this page, in the order of the list */
  items: MessageReportDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type MessageReportStatus = "open" | "resolved";
export type MessageReportAction = "dismiss" | "block";
export type ResolveMessageReportDto = {
  /** dismiss closes the report; block also blocks the message's sender. */
  action: MessageReportAction;
  /** Why the sender is blocked (required for block); the sender is told. */
  reason?: string;
  /** For a couple without an account (blockTarget link): also block the mailbox the request came from, so its next requests cannot write either. */
  mailbox?: boolean;
};
export type MessagingBlockStatusDto = {
  /** The account id. */
  userId: number;
  /** The account may not send messages and offers now. */
  blocked: boolean;
  /** When it was blocked (ISO date-time); null when not blocked. */
  blockedAt: string | null;
  /** Why it was blocked; null when not blocked. */
  blockedReason: string | null;
  /** A Czech confirmation to show the admin. */
  message: string;
};
export type MessagingBlockDto = {
  /** true blocks the account from sending messages and offers, false lifts the block. */
  blocked: boolean;
  /** Why the account is blocked (required when blocking). */
  reason?: string;
};
export type RequestMessagingBlockStatusDto = {
  /** The request's id. */
  requestId: number;
  /** The request's couple may not post: its link or its mailbox is blocked. */
  blocked: boolean;
  /** The request's own manage link is blocked. */
  linkBlocked: boolean;
  /** The mailbox the request came from is blocked (every request from it). */
  mailboxBlocked: boolean;
  /** When it was blocked (ISO date-time); null when not blocked. */
  blockedAt: string | null;
  /** Why it was blocked; null when not blocked. */
  blockedReason: string | null;
  /** A Czech confirmation to show the admin. */
  message: string;
};
export type RequestMessagingBlockDto = {
  /** true blocks the account from sending messages and offers, false lifts the block. */
  blocked: boolean;
  /** Why the account is blocked (required when blocking). */
  reason?: string;
  /** Also block or unblock the mailbox the request came from (the contact e-mail's mailbox key): every request from it. */
  mailbox?: boolean;
};
export type OfferAvailability = "available" | "inquiry" | "busy" | "unknown";
export type OfferProviderDto = {
  /** The provider's id */
  id: number;
  /** The provider's public name */
  companyName: string;
  /** Path of the profile picture on this site; null without one */
  profileImageUrl: string | null;
  /** Average overall rating, 1 decimal; null without reviews */
  averageRating: number | null;
  /** Number of published reviews */
  reviewCount: number;
  /** Median minutes from a request’s confirmation to this provider’s first offer, last 90 days; null without offers */
  responseMinutesMedian: number | null;
  /** Share (0–1) of matching requests of the last 90 days the provider answered; null without matching requests */
  responseShare: number | null;
};
export type OfferDto = {
  /** The offer's id */
  id: number;
  /** The id of the request the offer answers */
  requestId: number;
  /** Where the offer stands */
  status: OfferStatus;
  /** The provider's message to the couple, plain text */
  message: string;
  /** 'exact', 'from' (od) or 'range' (od – do) */
  priceKind: OfferPriceKind;
  /** Kč */
  priceMin: number;
  /** Kč; only for 'range' */
  priceMax: number | null;
  /** What the price includes, possibly empty */
  includedItems: string[];
  /** Last day (YYYY-MM-DD, Europe/Prague) the offer stands; null: no end */
  validUntil: string | null;
  /** The provider's calendar on the wedding date when the offer was sent: 'unknown' ('Neuvedeno') when the provider had not set the day; null when not shown or no date */
  availableOnDate: OfferAvailability | null;
  /** Kč: the deposit asked on acceptance; null: none stated */
  depositAmount: number | null;
  /** The couple's reason, or the automatic decline's text; null when not declined or no reason given */
  declineReason: string | null;
  /** Declined because the couple accepted another offer */
  declinedAutomatically: boolean;
  /** When the couple accepted or declined it (ISO 8601, UTC); null while unanswered */
  answeredAt: string | null;
  /** When the offer was sent (ISO 8601, UTC) */
  createdAt: string;
  /** Last change of the offer (ISO 8601, UTC) */
  updatedAt: string;
  /** The offer's conversation between the couple and the provider */
  conversationId: number;
  /** Messages of the other side the viewer's side has not read */
  unreadMessages: number;
  /** Minutes from the request’s confirmation to this offer */
  responseMinutes: number;
  /** The provider who sent the offer */
  provider: OfferProviderDto;
};
export type CreateOfferDto = {
  /** Plain text: HTML is stripped, then trimmed */
  message: string;
  /** 'exact', 'from' (od) or 'range' (od – do) */
  priceKind: OfferPriceKind;
  /** Kč: the price, the starting price or the lower bound */
  priceMin: number;
  /** Kč: the upper bound, required (and ≥ priceMin) for 'range', not allowed otherwise */
  priceMax?: number | null;
  /** What the price includes: at most 20 items of 200 characters; trimmed, empty ones dropped */
  includedItems?: string[];
  /** YYYY-MM-DD, today or later; omitted: no end */
  validUntil?: string | null;
  /** Kč: the deposit asked on acceptance, at most the price (the lower bound); omitted: the booking settings' percentage, if any */
  depositAmount?: number | null;
  /** Show the provider's calendar state on the wedding date with the offer (ignored when the request has no date) */
  showAvailability?: boolean;
};
export type RequestReplyDto = {
  /** The answer's id */
  id: number;
  /** The id of the request answered */
  requestId: number;
  /** Which one-tap answer the provider gave */
  kind: ReplyKind;
  /** Why it does not fit; null unless 'not_fit' with a reason */
  reason: ReplyReason | null;
  /** The provider's question; null unless 'question' */
  question: string | null;
  /** When it was given (ISO 8601, UTC) */
  createdAt: string;
  /** Until when DELETE …/replies/mine takes it back (10 s; a question, once delivered, cannot be taken back: its createdAt) */
  undoUntil: string;
};
export type ReplyToRequestDto = {
  /** 'unavailable' (Nemám volný termín), 'not_fit' (Nehodí se mi) or 'question' (Potřebuji upřesnit) */
  kind: ReplyKind;
  /** 'not_fit' only: Rozpočet, Styl, Vzdálenost, Kapacita, Jiné */
  reason?: ReplyReason;
  /** 'question' only (required there): plain text, HTML stripped, trimmed */
  question?: string;
};
export type CoupleReplyItemDto = {
  /** The answering provider's public name */
  companyName: string;
  /** Which one-tap answer the provider gave */
  kind: ReplyKind;
  /** When it was given (ISO 8601, UTC) */
  createdAt: string;
};
export type RequestRepliesDto = {
  /** Providers that answered 'Nemám volný termín' */
  unavailable: number;
  /** Providers that answered 'Nehodí se mi' */
  notFit: number;
  /** Providers that asked a question ('Potřebuji upřesnit'; the question is in the conversation) */
  questions: number;
  /** Every answer, newest first */
  items: CoupleReplyItemDto[];
};
export type UpdateOfferDto = {
  /** Plain text: HTML is stripped, then trimmed */
  message: string;
  /** 'exact', 'from' (od) or 'range' (od – do) */
  priceKind: OfferPriceKind;
  /** Kč: the price, the starting price or the lower bound */
  priceMin: number;
  /** Kč: the upper bound, required (and ≥ priceMin) for 'range', not allowed otherwise */
  priceMax?: number | null;
  /** What the price includes: at most 20 items of 200 characters; trimmed, empty ones dropped */
  includedItems?: string[];
  /** YYYY-MM-DD, today or later; omitted: no end */
  validUntil?: string | null;
  /** Kč: the deposit asked on acceptance, at most the price (the lower bound); omitted: the booking settings' percentage, if any */
  depositAmount?: number | null;
  /** Show the provider's calendar state on the wedding date with the offer (ignored when the request has no date) */
  showAvailability?: boolean;
};
export type OfferAnswerDto = {
  /** The manage link's token (/poptavka/sprava?token=…) when the couple is not signed in */
  token?: string;
};
export type DeclineOfferDto = {
  /** The manage link's token (/poptavka/sprava?token=…) when the couple is not signed in */
  token?: string;
  /** Plain text the provider sees; omitted: no reason given */
  reason?: string;
};
export type OfferRequestSummaryDto = {
  /** The request's id */
  id: number;
  /** The request's title */
  title: string;
  /** Wedding day (YYYY-MM-DD); null when the couple gave none */
  weddingDate: string | null;
  /** Where the wedding takes place, as the couple wrote it */
  location: string;
  /** The request's state */
  status: RequestStatus;
};
export type ProviderOfferDto = {
  /** The offer's id */
  id: number;
  /** The id of the request the offer answers */
  requestId: number;
  /** Where the offer stands */
  status: OfferStatus;
  /** The provider's message to the couple, plain text */
  message: string;
  /** 'exact', 'from' (od) or 'range' (od – do) */
  priceKind: OfferPriceKind;
  /** Kč */
  priceMin: number;
  /** Kč; only for 'range' */
  priceMax: number | null;
  /** What the price includes, possibly empty */
  includedItems: string[];
  /** Last day (YYYY-MM-DD, Europe/Prague) the offer stands; null: no end */
  validUntil: string | null;
  /** The provider's calendar on the wedding date when the offer was sent: 'unknown' ('Neuvedeno') when the provider had not set the day; null when not shown or no date */
  availableOnDate: OfferAvailability | null;
  /** Kč: the deposit asked on acceptance; null: none stated */
  depositAmount: number | null;
  /** The couple's reason, or the automatic decline's text; null when not declined or no reason given */
  declineReason: string | null;
  /** Declined because the couple accepted another offer */
  declinedAutomatically: boolean;
  /** When the couple accepted or declined it (ISO 8601, UTC); null while unanswered */
  answeredAt: string | null;
  /** When the offer was sent (ISO 8601, UTC) */
  createdAt: string;
  /** Last change of the offer (ISO 8601, UTC) */
  updatedAt: string;
  /** The offer's conversation between the couple and the provider */
  conversationId: number;
  /** Messages of the other side the viewer's side has not read */
  unreadMessages: number;
  /** Minutes from the request’s confirmation to this offer */
  responseMinutes: number;
  /** The provider who sent the offer */
  provider: OfferProviderDto;
  /** The request the offer answers */
  request: OfferRequestSummaryDto;
};
export type ProviderOfferPageDto = {
  /** Items of this page, in the order of the list */
  items: ProviderOfferDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type SaveOfferTemplateDto = {
  /** Plain text: HTML is stripped, then trimmed */
  message: string;
  /** 'exact', 'from' (od) or 'range' (od – do) */
  priceKind: OfferPriceKind;
  /** Kč: the price, the starting price or the lower bound */
  priceMin: number;
  /** Kč: the upper bound, required (and ≥ priceMin) for 'range', not allowed otherwise */
  priceMax?: number | null;
  /** What the price includes: at most 20 items of 200 characters; trimmed, empty ones dropped */
  includedItems?: string[];
  /** The template's name, shown only to the provider */
  name: string;
};
export type BookingProviderDto = {
  /** The provider's id. */
  id: number;
  /** The provider's public name. */
  companyName: string;
  /** The provider's profile photo URL; null when they have none. */
  profileImageUrl: string | null;
};
export type BookingCoupleDto = {
  /** The couple's name as on their request. */
  name: string;
};
export type BookingPriceDto = {
  /** How to read the price: exact, from (a starting price) or range (min to max). */
  kind: OfferPriceKind;
  /** The price in whole Kč (the exact price, the starting price or the range's lower bound). */
  min: number;
  /** The range's upper bound in whole Kč; null unless kind is range. */
  max: number | null;
};
export type BookingDepositDto = {
  /** The deposit to pay in whole Kč. */
  amount: number;
  /** The provider's account (IBAN) to pay to. */
  iban: string;
  /** The account in Czech 'prefix-number/bank' form for a Czech IBAN, else the IBAN. */
  accountDisplay: string;
  /** The variable symbol to pay with: the booking number's digits. */
  variableSymbol: string;
  /** The message for the payee. */
  message: string;
  /** The QR Platba (SPAYD) string the QR code encodes. */
  spayd: string;
  /** SVG markup of the QR Platba code, to show as is. */
  qrSvg: string;
  /** The provider marked the deposit received. */
  received: boolean;
};
export type BookingDocumentProviderDto = {
  /** The provider's company name. */
  companyName: string;
  /** The provider's IČO (company id); null when the document does not carry one. */
  ico: string | null;
  /** The provider's contact e-mail. */
  email: string;
  /** The provider's phone; null when not given. */
  phone: string | null;
  /** The provider's address on one line; null when the document does not carry one. */
  address: string | null;
};
export type BookingDocumentCoupleDto = {
  /** The couple's name. */
  name: string;
  /** The couple's e-mail. */
  email: string;
  /** The couple's phone; null when not given. */
  phone: string | null;
};
export type BookingDocumentDepositDto = {
  /** The agreed deposit in whole Kč. */
  amount: number;
  /** The provider's account (IBAN) for the deposit; null when they gave none. */
  iban: string | null;
};
export type BookingDocumentDto = {
  /** The booking number, also the document's number. */
  number: string;
  /** When the provider confirmed the booking (ISO date-time). */
  issuedAt: string;
  /** The provider as the document names them. */
  provider: BookingDocumentProviderDto;
  /** The couple as the document names them. */
  couple: BookingDocumentCoupleDto;
  /** The wedding day (YYYY-MM-DD); null when not known at confirmation. */
  eventDate: string | null;
  /** Where the wedding takes place, as on the request; null when not given. */
  place: string | null;
  /** The accepted offer's title. */
  title: string;
  /** What the accepted offer includes, one item each. */
  items: string[];
  /** The agreed price. */
  price: BookingPriceDto;
  /** The agreed deposit; null when none was asked. */
  deposit: BookingDocumentDepositDto | null;
  /** The provider's cancellation terms as agreed. */
  cancellationTerms: string;
};
export type BookingHistoryEntryDto = {
  /** When it happened (ISO date-time). */
  at: string;
  /** Who did it: the couple, the provider, an admin or the system (e.g. an expiry). */
  actor: BookingActor;
  /** What happened to the booking. */
  action: BookingAction;
  /** The reason given on decline or cancel; null otherwise. */
  reason: string | null;
};
export type BookingDto = {
  /** The booking's id. */
  id: number;
  /** The booking number both sides quote (SV-year-sequence). */
  number: string;
  /** The booking's status: pending_provider (waiting for the provider), confirmed, declined, expired or cancelled. */
  status: BookingStatus;
  /** The accepted offer the booking comes from. */
  offerId: number;
  /** The couple's request the offer answered. */
  requestId: number;
  /** The request's title. */
  requestTitle: string;
  /** The wedding day (YYYY-MM-DD); null when the request has none yet. */
  eventDate: string | null;
  /** The provider's deadline to confirm or decline (ISO date-time); after it the booking expires. */
  respondBy: string;
  /** When the provider confirmed (ISO date-time); null while not confirmed. */
  confirmedAt: string | null;
  /** When it was declined, expired or cancelled (ISO date-time); null while pending or confirmed. */
  endedAt: string | null;
  /** The provider booked. */
  provider: BookingProviderDto;
  /** The couple who booked. */
  couple: BookingCoupleDto;
  /** The agreed price from the accepted offer. */
  price: BookingPriceDto;
  /** What the accepted offer includes, one item each. */
  items: string[];
  /** The agreed deposit in whole Kč; null when none. */
  depositAmount: number | null;
  /** When the provider marked the deposit received (ISO date-time); null until then. */
  depositReceivedAt: string | null;
  /** The deposit's QR payment, only for the couple and the provider and only when the deposit and the provider's account exist; else null. */
  deposit: BookingDepositDto | null;
  /** The provider's cancellation terms (frozen at confirmation). */
  cancellationTerms: string;
  /** "Potvrzení rezervace", frozen at confirmation (a cancelled booking keeps it); null before confirmation. */
  document: BookingDocumentDto | null;
  /** The booking's steps, oldest first. */
  history: BookingHistoryEntryDto[];
  /** The couple–provider conversation's id; null when the viewer has none. */
  conversationId: number | null;
  /** The viewer may confirm the booking now. */
  canConfirm: boolean;
  /** The viewer may decline the booking now. */
  canDecline: boolean;
  /** The viewer may cancel the booking now. */
  canCancel: boolean;
  /** The viewer may mark the deposit received now. */
  canMarkDeposit: boolean;
};
export type ConfirmBookingDto = {
  /** The wedding day (YYYY-MM-DD), required when the request has no wedding date; otherwise omit it. */
  eventDate?: string;
};
export type DeclineBookingDto = {
  /** Why, in plain text (3–500 characters); both sides see it in the booking history. */
  reason: string;
};
export type CancelBookingDto = {
  /** Why, in plain text (3–500 characters); both sides see it in the booking history. */
  reason: string;
  /** The provider only: keep the day busy in the provider's availability calendar (default false). */
  keepDateBlocked?: boolean;
  /** The request's manage link token when the couple is not signed in; omit with a session. */
  token?: string;
};
export type BookingPageDto = {
  /** Items of this page, in the order of the list */
  items: BookingDto[];
  /** Number of items over every page */
  total: number;
  /** Number of this page, starting at 1 */
  page: number;
  /** Items per page as asked (the last page may hold fewer) */
  pageSize: number;
};
export type CalendarFeedDto = {
  /** The private iCalendar URL, only in the answer that made it: Svatby keeps just its hash, so later reads give null (with `active: true` while it works); a lost URL is replaced by a new one */
  url: string | null;
  /** Whether a feed URL works now (made, not revoked, used within 180 days). */
  active: boolean;
  /** When the current URL was made (ISO date-time); null when there is none. */
  createdAt: string | null;
  /** When a calendar app last read it (ISO date-time, recorded at most once a day); null when never; unused for 180 days it stops working. */
  lastUsedAt: string | null;
};
export type BookingSettingsViewDto = {
  /** The cancellation terms every confirmed booking's document carries. */
  cancellationTerms: string;
  /** The default deposit in percent of the offer's price; null: no deposit. */
  depositPercent: number | null;
  /** The deposit account as Czech users write it (same as bankAccountDisplay), for the form; null: none. */
  bankAccount: string | null;
  /** The deposit account as an IBAN (the QR payment uses it); null: none. */
  bankAccountIban: string | null;
  /** A Czech IBAN as 'předčíslí-číslo/kód banky', any other IBAN in groups of four; null: none. */
  bankAccountDisplay: string | null;
  /** How many events the provider takes on one day. */
  eventsPerDay: number;
  /** false until the provider saves its settings (the values shown are the defaults). */
  saved: boolean;
};
export type BookingSettingsDto = {
  /** The cancellation terms (plain text) every confirmed booking's document carries. */
  cancellationTerms: string;
  /** The default deposit in percent of the offer's price (an offer may set its own amount); null: no deposit. */
  depositPercent?: number | null;
  /** Where couples send the deposit: an IBAN or a Czech account 'předčíslí-číslo/kód banky' (checked); null: none. */
  bankAccount?: string | null;
  /** How many events the provider takes on one day; confirming more answers 409. */
  eventsPerDay: number;
};
export type ShortlistProviderDto = {
  /** The provider's id. */
  id: number;
  /** The provider's public name. */
  companyName: string;
  /** The provider's category ids, in the provider's order. */
  categories: string[];
  /** The provider's price from, in whole Kč; null when not given. */
  priceMin: number | null;
  /** The provider's price to, in whole Kč; null when not given. */
  priceMax: number | null;
  /** Average stars (1–5) of the published reviews; null without any. */
  ratingAverage: number | null;
  /** Published reviews. */
  reviewCount: number;
  /** Published reviews from bookings ('Ověřená rezervace'). */
  bookingReviewCount: number;
  /** Median hours to the first offer (rounded up); null without enough data. */
  responseTimeHours: number | null;
  /** Share (0–1) of matching requests answered with an offer; null without enough data. */
  answerRate: number | null;
  /** The areas served, by Czech name. */
  areas: string[];
  /** The provider's profile photo URL; null without one. */
  profileImageUrl: string | null;
  /** The first portfolio image URL; null without one. */
  coverImageUrl: string | null;
  /** Free on the couple's wedding date (of their newest active request): true free, false busy, null when the date or the day is unknown. */
  availableOnDate: boolean | null;
};
export type ShortlistEntryDto = {
  /** The shortlisted provider. */
  providerId: number;
  /** When the couple added it (ISO date-time). */
  addedAt: string;
  /** What the comparison shows about the provider. */
  provider: ShortlistProviderDto;
};
export type ShortlistDto = {
  /** The shortlist, by the provider's first category, then by when it was added. */
  items: ShortlistEntryDto[];
  /** The wedding day (YYYY-MM-DD) availableOnDate refers to; null when unknown. */
  weddingDate: string | null;
};
export type ShortlistIdsDto = {
  /** The shortlisted providers' ids (the hearts in the catalogue). */
  providerIds: number[];
};
export type InvitationDto = {
  /** The invited provider. */
  providerId: number;
  /** The provider's company name. */
  companyName: string;
  /** Who invited it: couple (the couple chose it) or system (the 48-hour follow-up). */
  source: InvitationSource;
  /** When it was invited (ISO date-time). */
  createdAt: string;
};
export type InvitationsDto = {
  /** The request's invitations, oldest first. */
  items: InvitationDto[];
};
export type InviteProvidersDto = {
  /** Listed providers' ids to invite, 1–5, unique; already invited ones are skipped. */
  providerIds: number[];
};
export type ProviderInvitationCountDto = {
  /** Invitations to active requests the provider has neither offered on nor answered yet ('Pozvánka od páru'). */
  open: number;
};
export type PlanMemberDto = {
  /** The member's account id. */
  userId: number;
  /** The member's first name, or their e-mail's local part when they have none. */
  name: string;
  /** This member is the signed-in account. */
  isViewer: boolean;
  /** When the member created or joined the plan (ISO date-time). */
  joinedAt: string;
};
export type PlanPartnerInvitationStateDto = {
  /** When the invitation link stops working (ISO date-time). */
  expiresAt: string;
  /** The e-mail the link was mailed to; null when it was only a link to copy. */
  email: string | null;
};
export type GuestCountsDto = {
  /** Guests on the list (rows), whatever their answer. */
  total: number;
  /** Guests who have not answered yet (rsvp invited). */
  invited: number;
  /** Guests who said they are coming (rsvp confirmed). */
  confirmed: number;
  /** Guests who said they are not coming (rsvp declined). */
  declined: number;
  /** Child guests who have not declined. */
  children: number;
  /** People coming: the sum of the confirmed guests' party sizes. */
  people: number;
};
export type WeddingPlanDto = {
  /** The plan's id. */
  id: number;
  /** The couple's names as they wrote them; null when not filled in. */
  coupleNames: string | null;
  /** The wedding day (YYYY-MM-DD); null while not decided. */
  weddingDate: string | null;
  /** The wedding's catalogue location id; null while not decided. */
  locationId: string | null;
  /** The location's Czech name; null while not decided. */
  locationName: string | null;
  /** How many guests the couple expects; null while unknown. */
  expectedGuests: number | null;
  /** The couple's total budget in whole Kč; null while not set. */
  totalBudget: number | null;
  /** The one or two accounts sharing the plan, in the order they joined. */
  members: PlanMemberDto[];
  /** The live partner invitation; null when there is none. */
  partnerInvitation: PlanPartnerInvitationStateDto | null;
  /** The signed-in member's weekly digest e-mail is on. */
  weeklyDigest: boolean;
  /** The guest list's counts (shown beside expectedGuests). */
  guests: GuestCountsDto;
  /** When the plan was created (ISO date-time). */
  createdAt: string;
};
export type PlanPrefillDto = {
  /** The couple's names from their latest request; null when unknown. */
  coupleNames: string | null;
  /** The wedding day from their latest request (YYYY-MM-DD); null when unknown. */
  weddingDate: string | null;
  /** The catalogue location's id from their latest request; null when unknown. */
  locationId: string | null;
};
export type PlanStateDto = {
  /** The couple's plan; null before they create or join one. */
  plan: WeddingPlanDto | null;
  /** What a new plan would start with, from the couple's latest request. */
  prefill: PlanPrefillDto;
};
export type CreatePlanDto = {
  /** The couple's names (free text); null clears them. */
  coupleNames?: string | null;
  /** The wedding day (YYYY-MM-DD); null: not decided yet. */
  weddingDate?: string | null;
  /** A catalogue location's id; null clears it. */
  locationId?: string | null;
  /** How many guests the couple expects; null clears it. */
  expectedGuests?: number | null;
  /** The couple's total budget in whole Kč; null clears it. */
  totalBudget?: number | null;
};
export type UpdatePlanDto = {
  /** The couple's names (free text); null clears them. */
  coupleNames?: string | null;
  /** The wedding day (YYYY-MM-DD); null: not decided yet. */
  weddingDate?: string | null;
  /** A catalogue location's id; null clears it. */
  locationId?: string | null;
  /** How many guests the couple expects; null clears it. */
  expectedGuests?: number | null;
  /** The couple's total budget in whole Kč; null clears it. */
  totalBudget?: number | null;
  /** Turns the signed-in member's weekly digest e-mail on or off; omit to keep it. */
  weeklyDigest?: boolean;
};
export type TaskDoneBy = "couple" | "svatby";
export type PlanTaskDto = {
  /** The task's id. */
  id: number;
  /** The checklist's task key; null for the couple's own task */
  key: string | null;
  /** The task's title in Czech. */
  title: string;
  /** Why the task matters (the checklist's tasks only, where it helps) */
  why: string | null;
  /** The catalogue category the task books (links to the catalogue or the request form; ticks itself on an accepted offer) */
  categoryId: string | null;
  /** Months before the wedding the task is due; null: a custom task with an exact date or none */
  monthsBefore: number | null;
  /** YYYY-MM-DD: the wedding date minus monthsBefore months (Europe/Prague), or a custom task's exact date; null without a wedding date */
  dueDate: string | null;
  /** The task is open and its due day has passed (never true without a date). */
  overdue: boolean;
  /** The task is ticked off. */
  done: boolean;
  /** 'couple': ticked by the couple; 'svatby': by an accepted offer or a confirmed booking of its category */
  doneBy: TaskDoneBy | null;
  /** When the task was ticked off (ISO date-time); null while open. */
  doneAt: string | null;
  /** The couple's note on the task; null when none. */
  note: string | null;
  /** The account id of the plan member the task is assigned to; null: nobody. */
  assigneeUserId: number | null;
  /** Hidden by the couple (still listed; the app filters it out). */
  hidden: boolean;
  /** The couple's own task (can be renamed, dated and deleted). */
  custom: boolean;
};
export type BudgetTotalsDto = {
  /** The plan's total budget in whole Kč; null: not set. */
  totalBudget: number | null;
  /** Sum of the planned amounts, whole Kč. */
  planned: number;
  /** Sum of the actual amounts, whole Kč. */
  actual: number;
  /** Sum of the paid amounts, whole Kč. */
  paid: number;
  /** Sum of the lines' amounts still to pay, whole Kč. */
  toPay: number;
  /** totalBudget minus the sum of each line's larger of planned and actual; negative when over; null without a total */
  remaining: number | null;
  /** The lines (the larger of planned and actual each) exceed the total budget. */
  overBudget: boolean;
};
export type PlanSummaryDto = {
  /** The couple has a plan; when false the rest is empty and the card offers to create one. */
  hasPlan: boolean;
  /** The wedding day (YYYY-MM-DD); null without a plan or a date. */
  weddingDate: string | null;
  /** At most 3 open, not hidden tasks, the soonest due first. */
  nextTasks: PlanTaskDto[];
  /** The budget's totals; null without a plan. */
  budget: BudgetTotalsDto | null;
  /** The guest list's counts; null without a plan. */
  guests: GuestCountsDto | null;
};
export type PartnerInvitationDto = {
  /** The link to hand the partner; shown only now. */
  url: string;
  /** When the link stops working (ISO date-time). */
  expiresAt: string;
};
export type InvitePartnerDto = {
  /** Mail the link to this address (the mail carries the link only); omit for a link to copy. */
  email?: string;
};
export type JoinPlanDto = {
  /** The token from the invitation link. */
  token: string;
};
export type BudgetLineSource = "couple" | "svatby";
export type BudgetLineDto = {
  /** The budget line's id. */
  id: number;
  /** The catalogue category of the line; null for a custom line. */
  categoryId: string | null;
  /** The category's name for a category line, else the couple's own name of the line */
  title: string;
  /** Whole Kč the couple plans to spend; null: not planned yet. */
  planned: number | null;
  /** Whole Kč it really costs (typed, or the accepted offer's price); null: not known yet. */
  actual: number | null;
  /** The actual amount is an offer's upper bound or starting price ('odhad'), not an exact price */
  actualIsEstimate: boolean;
  /** Whole Kč paid so far. */
  paid: number;
  /** Whole Kč still to pay: (actual ?? planned ?? 0) − paid, never below 0. */
  toPay: number;
  /** 'svatby': filled in from an offer accepted in Svatby; 'couple': typed by the couple */
  source: BudgetLineSource;
  /** The accepted offer whose price the line follows; null when the line is the couple's own. */
  offerId: number | null;
  /** The confirmed booking's deposit (Kč), shown as due until the provider records it received (then it counts as paid) */
  depositDue: number | null;
  /** The actual amount exceeds the planned one. */
  overBudget: boolean;
};
export type BudgetSuggestionDto = {
  /** The catalogue category the share is for. */
  categoryId: string;
  /** Suggested share of the total budget, whole percent (the shares sum to 100) */
  share: number;
  /** The share of the total budget in whole Kč, rounded to hundreds; null without a total. */
  amount: number | null;
};
export type PlanBudgetDto = {
  /** Category lines in the catalogue order, then custom lines in the order added. */
  lines: BudgetLineDto[];
  /** The budget's totals over all lines. */
  totals: BudgetTotalsDto;
  /** The suggested split of the total budget by category. */
  suggestion: BudgetSuggestionDto[];
};
export type CreateBudgetLineDto = {
  /** A catalogue category for the line (409 when the plan has its line already); or give title instead. */
  categoryId?: string;
  /** A custom line's name (plain text, trimmed); or give categoryId */
  title?: string;
  /** Whole Kč the couple plans to spend; null or omitted: not planned yet. */
  planned?: number | null;
  /** Whole Kč it really costs; null or omitted: not known yet. */
  actual?: number | null;
  /** Whole Kč paid so far (default 0). */
  paid?: number;
};
export type UpdateBudgetLineDto = {
  /** The custom line's new name (custom lines only); omit to keep it. */
  title?: string;
  /** Whole Kč the couple plans to spend; omit to keep it, null to clear it. */
  planned?: number | null;
  /** A changed amount is the couple's own: exact, and kept when the booking lapses (a new acceptance replaces it) */
  actual?: number | null;
  /** Whole Kč paid so far; omit to keep it. */
  paid?: number;
};
export type PlanTaskListDto = {
  /** Tasks by due date (undated last), then months before (furthest first); hidden ones included. */
  items: PlanTaskDto[];
  /** The plan's wedding day (YYYY-MM-DD); null: the tasks show months before instead of dates. */
  weddingDate: string | null;
};
export type CreatePlanTaskDto = {
  /** The task's title (required). */
  title: string;
  /** An exact due day (YYYY-MM-DD), which wins over monthsBefore; null or omitted: none. */
  dueDate?: string | null;
  /** Months before the wedding the task is due; null or omitted: no timing. */
  monthsBefore?: number | null;
  /** A note on the task; null or omitted: none. */
  note?: string | null;
  /** A plan member's account id to assign the task to; null or omitted: nobody. */
  assigneeUserId?: number | null;
};
export type UpdatePlanTaskDto = {
  /** true ticks the task (as the couple's), false unticks it; omit to keep it. */
  done?: boolean;
  /** A note on the task; null clears it. */
  note?: string | null;
  /** A plan member's account id; null: nobody */
  assigneeUserId?: number | null;
  /** Hides the task from the checklist (true) or shows it again (false). */
  hidden?: boolean;
  /** The task's new title (the couple's own tasks only). */
  title?: string;
  /** An exact due day (YYYY-MM-DD), the couple's own tasks only; null clears it. */
  dueDate?: string | null;
  /** Months before the wedding the task is due (the couple's own tasks only); null: no timing. */
  monthsBefore?: number | null;
};
export type GuestRsvp = "invited" | "confirmed" | "declined";
export type PlanGuestDto = {
  /** The guest's id within the plan. */
  id: number;
  /** The guest's name as the couple wrote it. */
  name: string;
  /** The group the couple put the guest in (e.g. a family or friends); null when ungrouped. */
  group: string | null;
  /** The guest is a child (the counts and the request form count children apart). */
  child: boolean;
  /** E-mail or phone as the couple wrote it; null when not given. */
  contact: string | null;
  /** Dietary needs (free text); null when none. */
  dietary: string | null;
  /** The table the guest sits at (free text, e.g. a number or a name); null when not seated yet. */
  table: string | null;
  /** 'invited' (pozván, no answer yet), 'confirmed' (potvrdil), 'declined' (omluvil se) */
  rsvp: GuestRsvp;
  /** People this guest's answer counts (1–10), the guest included. */
  partySize: number;
  /** When the guest last answered through the RSVP link (ISO date-time); null when they have not. */
  respondedAt: string | null;
  /** The guest has a working RSVP link (created, not revoked, not expired). */
  rsvpLinkActive: boolean;
};
export type PlanGuestPageDto = {
  /** The page of guests, by group (ungrouped last), then by name in Czech order. */
  items: PlanGuestDto[];
  /** Guests matching the filters, over every page. */
  total: number;
  /** The page number returned, from 1. */
  page: number;
  /** Guests per page. */
  pageSize: number;
  /** Counts over the whole list, whatever the filters. */
  counts: GuestCountsDto;
  /** Every group on the list, in Czech order (the group filter's choices). */
  groups: string[];
};
export type CreatePlanGuestDto = {
  /** The guest's name (required). */
  name: string;
  /** The group to put the guest in; empty or null for none. */
  group?: string | null;
  /** The guest is a child (default false). */
  child?: boolean;
  /** The guest's e-mail or phone (free text); empty or null for none. */
  contact?: string | null;
  /** Dietary needs (free text); empty or null for none. */
  dietary?: string | null;
  /** The table the guest sits at (free text); empty or null for none. */
  table?: string | null;
  /** The guest's answer so far (default invited: no answer yet). */
  rsvp?: GuestRsvp;
  /** People this guest stands for, the guest included (1–10, default 1). */
  partySize?: number;
};
export type GuestImportErrorDto = {
  /** The file's line the error is on (1 = the header row). */
  line: number;
  /** Why the row was left out, in Czech. */
  message: string;
};
export type GuestImportResultDto = {
  /** Guests added (the good rows, in one transaction). */
  imported: number;
  /** Rows left out with the reason, the rows over the 2 000 guest cap included. */
  errors: GuestImportErrorDto[];
};
export type GuestImportFormDto = {
  /** CSV up to 2 MB: UTF-8 (with or without BOM) or Windows-1250, `;` or `,` between values, the first row names the columns (Jméno – required, Skupina, Dítě ano/ne, Kontakt, Dieta/Strava, Stůl, RSVP/Odpověď pozván/potvrdil/omluvil se, Počet osob; English names too) */
  file: Blob;
};
export type UpdatePlanGuestDto = {
  /** The guest's new name; omit to keep it (cannot be cleared). */
  name?: string;
  /** The new group; omit to keep it, empty or null to ungroup. */
  group?: string | null;
  /** Whether the guest is a child; omit to keep it. */
  child?: boolean;
  /** The guest's e-mail or phone; omit to keep it, empty or null to clear it. */
  contact?: string | null;
  /** Dietary needs; omit to keep them, empty or null to clear them. */
  dietary?: string | null;
  /** The table; omit to keep it, empty or null to clear it. */
  table?: string | null;
  /** The guest's answer; omit to keep it. */
  rsvp?: GuestRsvp;
  /** People this guest stands for (1–10); omit to keep it. */
  partySize?: number;
};
export type RsvpLinkDto = {
  /** The guest's RSVP page; shown only now (only its hash is stored). */
  url: string;
  /** When the link stops working (ISO date-time): the day after the wedding, or a year from now without a date. */
  expiresAt: string;
};
export type RsvpDto = {
  /** The couple's names as they wrote them; null when not filled in. */
  coupleNames: string | null;
  /** The wedding day (YYYY-MM-DD); null while the couple has no date. */
  weddingDate: string | null;
  /** The guest's name as on the couple's list. */
  guestName: string;
  /** The guest's current answer. */
  rsvp: GuestRsvp;
  /** People the guest's answer counts, the guest included. */
  partySize: number;
  /** The guest's dietary needs; null when none. */
  dietary: string | null;
};
export type AnswerRsvpDto = {
  /** true: coming (potvrdil), false: not coming (omluvil se). */
  attending: boolean;
  /** People coming with this invitation, the guest included (1–10). */
  partySize: number;
  /** Dietary needs: omitted keeps them, empty or null clears them. */
  dietary?: string | null;
};
export type BillingDetailsDto = {
  /** The buyer's name on the next invoice. */
  companyName: string;
  /** Street and number. */
  street: string;
  /** City or municipality. */
  city: string;
  /** Postal code (PSČ). */
  postalCode: string;
  /** The company id (IČO, 8 digits); null for a person without one. */
  ico: string | null;
  /** The VAT id (DIČ); null when none. */
  dic: string | null;
  /** The buyer is a VAT payer. */
  vatPayer: boolean;
  /** The "Načíst z ARES" lookup works on this server; false: manual entry only. */
  aresAvailable: boolean;
  /** The details are saved with a name and the full address (the next invoice uses them). */
  complete: boolean;
};
export type UpdateBillingDetailsDto = {
  /** The buyer's name for the next invoice (required). */
  companyName: string;
  /** Street and number (required). */
  street: string;
  /** City or municipality (required). */
  city: string;
  /** Postal code (PSČ), 5 digits with an optional space. */
  postalCode: string;
  /** The company id (IČO): 8 digits with a valid mod-11 check digit; empty or null clears it. */
  ico?: string | null;
  /** The VAT id (DIČ): CZ and 8–10 digits; empty or null clears it. */
  dic?: string | null;
  /** The buyer is a VAT payer. */
  vatPayer: boolean;
};
export type AresCompanyDto = {
  /** The company id (IČO) looked up. */
  ico: string;
  /** The company's registered name. */
  companyName: string;
  /** Street and number of the registered seat. */
  street: string;
  /** City of the registered seat. */
  city: string;
  /** Postal code (PSČ) of the registered seat. */
  postalCode: string;
  /** The VAT id (DIČ); null when ARES lists none. */
  dic: string | null;
};
export type SellerDto = {
  /** The operator's company name. */
  name: string;
  /** The operator's registered address on one line. */
  address: string;
  /** The operator's company id (IČO). */
  ico: string;
  /** The operator's VAT id (DIČ); null when it is not a VAT payer. */
  dic: string | null;
  /** The operator is a VAT payer (invoices then show VAT). */
  vatPayer: boolean;
};
export type InvoiceKind = "invoice" | "credit_note";
export type InvoiceDto = {
  /** The document's id. */
  id: number;
  /** The document's number (year and sequence). */
  number: string;
  /** invoice, or credit_note (a refund correcting an invoice). */
  kind: InvoiceKind;
  /** When it was issued (ISO date-time). */
  issuedAt: string;
  /** The taxable supply date (datum uskutečnění zdanitelného plnění, YYYY-MM-DD, Europe/Prague). */
  taxableSupplyDate: string;
  /** The total in haléře (1/100 Kč) including VAT; negative on a credit note. */
  totalHalere: number;
  /** The total formatted in Czech for display. */
  formattedTotal: string;
  /** What the document is for. */
  description: string;
  /** A credit note's corrected invoice number; null on an invoice. */
  correctedNumber: string | null;
};
export type InvoicePageDto = {
  /** The documents of this page, newest first. */
  items: InvoiceDto[];
  /** Number of documents over every page. */
  total: number;
};
export type AdminInvoiceDto = {
  /** The document's id. */
  id: number;
  /** The document's number (year and sequence). */
  number: string;
  /** invoice, or credit_note (a refund correcting an invoice). */
  kind: InvoiceKind;
  /** When it was issued (ISO date-time). */
  issuedAt: string;
  /** The taxable supply date (datum uskutečnění zdanitelného plnění, YYYY-MM-DD, Europe/Prague). */
  taxableSupplyDate: string;
  /** The total in haléře (1/100 Kč) including VAT; negative on a credit note. */
  totalHalere: number;
  /** The total formatted in Czech for display. */
  formattedTotal: string;
  /** What the document is for. */
  description: string;
  /** A credit note's corrected invoice number; null on an invoice. */
  correctedNumber: string | null;
  /** The provider billed; null once the provider deleted the account. */
  providerId: number | null;
  /** The buyer's name as the document states it. */
  buyerName: string;
  /** The subscription payment the document is for. */
  paymentId: number;
  /** An invoice whose payment has no credit note yet: POST /api/admin/payments/{paymentId}/refund applies. */
  refundable: boolean;
};
export type AdminInvoicePageDto = {
  /** The documents of this page, newest first. */
  items: AdminInvoiceDto[];
  /** Number of documents over every page. */
  total: number;
};
export type MarketFiguresMinimumsDto = {
  /** Accepted offers needed before the prices are shown. */
  acceptedOffersForPrices: number;
  /** Requests needed before the time to the first offer and the 48-hour share are shown. */
  requestsForTiming: number;
};
export type MarketFiguresOptionDto = {
  /** The category or region id to filter by. */
  id: string;
  /** Its Czech name. */
  name: string;
};
export type MarketFigureDto = {
  /** The service category id. */
  categoryId: string;
  /** The category's Czech name. */
  categoryName: string;
  /** The area: 'cela-cr' (the whole country) or a region id. */
  regionId: string;
  /** The area's Czech name. */
  regionName: string;
  /** Listed providers offering the category in the area. */
  providersActive: number;
  /** Requests published in the window (primary category, place in the area). */
  requestsCount: number;
  /** Median minutes from publication to the first offer; null below the minimum requests. */
  medianFirstOfferMinutes: number | null;
  /** Share (0–1) of requests with at least two offers within 48 hours; null below the minimum requests. */
  shareTwoOffers48h: number | null;
  /** Offers accepted in the window. */
  acceptedCount: number;
  /** Median accepted price in whole Kč; null below the minimum accepted offers. */
  priceMedian: number | null;
  /** First quartile of the accepted prices in whole Kč; null below the minimum accepted offers. */
  priceP25: number | null;
  /** Third quartile of the accepted prices in whole Kč; null below the minimum accepted offers. */
  priceP75: number | null;
};
export type MarketFiguresDto = {
  /** When the figures were computed (ISO date-time); null: not yet. */
  refreshedAt: string | null;
  /** Days the figures look back. */
  windowDays: number;
  /** The minimum counts behind the null figures. */
  minimums: MarketFiguresMinimumsDto;
  /** Every category, in the catalogue order. */
  categories: MarketFiguresOptionDto[];
  /** Every area: 'cela-cr' first, then the regions. */
  regions: MarketFiguresOptionDto[];
  /** The figures asked for, by area then category in the catalogue order. */
  rows: MarketFigureDto[];
};
export type ResultsMonthDto = {
  /** Public portfolio views; null: cannot be known (not recorded then) */
  portfolioViews: number | null;
  /** Listed requests matching the provider's categories and areas; null: cannot be known (not recorded then) */
  requestsMatched: number | null;
  /** Requests whose detail the provider opened (each once); null: cannot be known (not recorded then) */
  requestsOpened: number | null;
  /** Offers sent (one per request); null: cannot be known (not recorded then) */
  offersSent: number | null;
  /** Offers the couple read for the first time; null: cannot be known (not recorded then) */
  offersRead: number | null;
  /** Offers accepted; null: cannot be known (not recorded then) */
  offersAccepted: number | null;
  /** Bookings the provider confirmed; null: cannot be known (not recorded then) */
  bookingsConfirmed: number | null;
  /** Median minutes from a request reaching the provider to its first answer (offer or one-tap reply); null: no answer, or not recorded */
  medianResponseMinutes: number | null;
  /** What the provider paid Svatby in whole Kč (succeeded payments net of refunds); null: not recorded then. */
  paidCzk: number | null;
  /** Whole Kč paid per accepted offer; null: none accepted, or not recorded. */
  costPerAcceptedOffer: number | null;
  /** Whole Kč paid per confirmed booking; null: none confirmed, or not recorded. */
  costPerConfirmedBooking: number | null;
  /** The month (YYYY-MM, Europe/Prague). */
  month: string;
};
export type ResultsFiguresDto = {
  /** Public portfolio views; null: cannot be known (not recorded then) */
  portfolioViews: number | null;
  /** Listed requests matching the provider's categories and areas; null: cannot be known (not recorded then) */
  requestsMatched: number | null;
  /** Requests whose detail the provider opened (each once); null: cannot be known (not recorded then) */
  requestsOpened: number | null;
  /** Offers sent (one per request); null: cannot be known (not recorded then) */
  offersSent: number | null;
  /** Offers the couple read for the first time; null: cannot be known (not recorded then) */
  offersRead: number | null;
  /** Offers accepted; null: cannot be known (not recorded then) */
  offersAccepted: number | null;
  /** Bookings the provider confirmed; null: cannot be known (not recorded then) */
  bookingsConfirmed: number | null;
  /** Median minutes from a request reaching the provider to its first answer (offer or one-tap reply); null: no answer, or not recorded */
  medianResponseMinutes: number | null;
  /** What the provider paid Svatby in whole Kč (succeeded payments net of refunds); null: not recorded then. */
  paidCzk: number | null;
  /** Whole Kč paid per accepted offer; null: none accepted, or not recorded. */
  costPerAcceptedOffer: number | null;
  /** Whole Kč paid per confirmed booking; null: none confirmed, or not recorded. */
  costPerConfirmedBooking: number | null;
};
export type ResultsComparisonDto = {
  /** How many other providers of the same category and region have results for the period (at least 5). */
  providers: number;
  /** The provider's primary category compared within. */
  categoryId: string;
  /** The category's Czech name. */
  categoryName: string;
  /** The region of the provider's first service area compared within; 'cela-cr' for the whole country. */
  regionId: string;
  /** The region's Czech name. */
  regionName: string;
  /** Each figure as the median over those providers (where it is known). */
  medians: ResultsFiguresDto;
};
export type ResultsTrackingDto = {
  /** Since when portfolio views are recorded (ISO date-time); null: not yet. */
  portfolioViews: string | null;
  /** Since when matching requests are recorded (ISO date-time); null: not yet. */
  requestsMatched: string | null;
  /** Since when opened requests are recorded (ISO date-time); null: not yet. */
  requestsOpened: string | null;
  /** Since when sent offers are recorded (ISO date-time); null: not yet. */
  offersSent: string | null;
  /** Since when read offers are recorded (ISO date-time); null: not yet. */
  offersRead: string | null;
  /** Since when accepted offers are recorded (ISO date-time); null: not yet. */
  offersAccepted: string | null;
  /** Since when confirmed bookings are recorded (ISO date-time); null: not yet. */
  bookingsConfirmed: string | null;
  /** Since when response times are recorded (ISO date-time); null: not yet. */
  responseMinutes: string | null;
};
export type ProviderResultsDto = {
  /** The first month of the period (YYYY-MM). */
  from: string;
  /** The last month of the period (YYYY-MM). */
  to: string;
  /** Each month of the period, oldest first. */
  months: ResultsMonthDto[];
  /** The whole period (over the months where each figure is known). */
  total: ResultsFiguresDto;
  /** The median provider of the same category and region; null unless at least 5 other providers have results. */
  comparison: ResultsComparisonDto | null;
  /** Why there is no comparison, in Czech; null when there is one. */
  comparisonNote: string | null;
  /** Since when each figure is recorded. */
  trackingSince: ResultsTrackingDto;
};
export type PushConfigDto = {
  /** False without VAPID keys: the UI hides the toggle */
  enabled: boolean;
  /** The VAPID public key (base64url), PushManager.subscribe's applicationServerKey; null when disabled */
  publicKey: string | null;
};
export type PushDeviceDto = {
  /** The device's id */
  id: number;
  /** The device's name */
  label: string;
  /** When notifications were turned on (ISO 8601, UTC) */
  createdAt: string;
  /** The last notification the push service accepted (ISO 8601, UTC); null before the first */
  lastUsedAt: string | null;
  /** The device asking (its endpoint was given as ?endpoint=) */
  current: boolean;
};
export type PushKeysDto = {
  /** The device's P-256 public key (base64url) */
  p256dh: string;
  /** The device's authentication secret (base64url) */
  auth: string;
};
export type SubscribePushDto = {
  /** The push service's endpoint (https) */
  endpoint: string;
  /** The subscription's keys */
  keys: PushKeysDto;
  /** The device's name; default: read from the browser's user agent */
  label?: string;
};
export type PageHeadDto = {
  /** What the server answers for the page: 404 unknown page or provider, 410 deleted provider */
  status: 200 | 404 | 410;
  /** The page's <title> */
  title: string;
  /** The meta description (at most 160 characters) */
  description: string;
  /** Absolute canonical URL; null for pages not indexed */
  canonical: string | null;
  /** Absolute URL of the social preview image */
  image: string;
  /** The robots meta tag: whether search engines may index the page */
  robots: "index, follow" | "noindex, nofollow";
  /** schema.org objects (LocalBusiness, BreadcrumbList, FAQPage, WebSite), each a JSON-LD script */
  jsonLd: {
    [key: string]: any;
  }[];
};
export type FaqItemDto = {
  /** Anchor of the question: /faq#faq-{key} opens it */
  key: string;
  /** The Czech question */
  question: string;
  /** The answer's paragraphs (Czech text). A link is written `[text](href)`: href is a path of the site ('/kontakt', '/#pricing') or a 'mailto:' address; the texts carry no other markup and no '[' or ']'. */
  paragraphs: string[];
  /** 'planPrices': the client lists the paid plans' prices (GET /api/subscription/plans) after the first paragraph */
  kind?: "planPrices";
};
export type FaqGroupDto = {
  /** Anchor of the group's section */
  id: string;
  /** The group's Czech heading */
  title: string;
  /** The group's questions in the order of the page */
  items: FaqItemDto[];
};
export type FaqPageDto = {
  /** The groups of questions in the order of the page */
  groups: FaqGroupDto[];
};
export type ApiTokenDto = {
  /** The token id (DELETE /api/api-tokens/{id} revokes it) */
  id: number;
  /** The name its owner gave it */
  name: string;
  /** The first 12 characters of the secret, to recognise it */
  prefix: string;
  /** What the token may do */
  scopes: (
    | "profile:read"
    | "profile:write"
    | "requests:read"
    | "offers:read"
    | "offers:write"
    | "messages:read"
    | "messages:write"
    | "availability:write"
    | "bookings:read"
    | "bookings:write"
    | "invoices:read"
    | "admin:read"
  )[];
  /** active; expired (past expiresAt); revoked (by its owner, a password change or the account deletion) */
  state: "active" | "expired" | "revoked";
  /** When it was created */
  createdAt: string;
  /** When it stops working; null: never */
  expiresAt: string | null;
  /** Its last use, noted at most once a minute; null: never used */
  lastUsedAt: string | null;
  /** The client address of its last use */
  lastUsedIp: string | null;
  /** When it was revoked; null: not revoked */
  revokedAt: string | null;
};
export type CreatedApiTokenDto = {
  /** The token id (DELETE /api/api-tokens/{id} revokes it) */
  id: number;
  /** The name its owner gave it */
  name: string;
  /** The first 12 characters of the secret, to recognise it */
  prefix: string;
  /** What the token may do */
  scopes: (
    | "profile:read"
    | "profile:write"
    | "requests:read"
    | "offers:read"
    | "offers:write"
    | "messages:read"
    | "messages:write"
    | "availability:write"
    | "bookings:read"
    | "bookings:write"
    | "invoices:read"
    | "admin:read"
  )[];
  /** active; expired (past expiresAt); revoked (by its owner, a password change or the account deletion) */
  state: "active" | "expired" | "revoked";
  /** When it was created */
  createdAt: string;
  /** When it stops working; null: never */
  expiresAt: string | null;
  /** Its last use, noted at most once a minute; null: never used */
  lastUsedAt: string | null;
  /** The client address of its last use */
  lastUsedIp: string | null;
  /** When it was revoked; null: not revoked */
  revokedAt: string | null;
  /** The secret: send it as `Authorization: Bearer <secret>`. Only its hash is stored: it is never shown again */
  secret: string;
};
export type CreateApiTokenDto = {
  /** A name that tells the tokens apart in the list (1–80 characters) */
  name: string;
  /** What the token may do (at least one); admin:read only for an admin account */
  scopes: (
    | "profile:read"
    | "profile:write"
    | "requests:read"
    | "offers:read"
    | "offers:write"
    | "messages:read"
    | "messages:write"
    | "availability:write"
    | "bookings:read"
    | "bookings:write"
    | "invoices:read"
    | "admin:read"
  )[];
  /** When the token stops working (in the future, at most two years ahead); null or left out: it never expires */
  expiresAt?: string | null;
};
export type WebhookEventTypeDto = {
  /** The event's type, as in the payload's `type` and the Svatby-Event-Type header */
  type:
    | "request.matched"
    | "offer.accepted"
    | "offer.declined"
    | "message.created"
    | "booking.confirmed"
    | "booking.cancelled"
    | "review.published"
    | "subscription.changed";
  /** Its Czech label in the app */
  label: string;
};
export type WebhookEndpointDto = {
  /** The endpoint's id */
  id: number;
  /** Where the events are POSTed */
  url: string;
  /** The owner's note, or null */
  description: string | null;
  /** The events it receives */
  events: (
    | "request.matched"
    | "offer.accepted"
    | "offer.declined"
    | "message.created"
    | "booking.confirmed"
    | "booking.cancelled"
    | "review.published"
    | "subscription.changed"
  )[];
  /** False: it receives nothing (switched off by its owner, or after repeated failures) */
  enabled: boolean;
  /** When it was switched off, or null */
  disabledAt: string | null;
  /** Why it is off: 'owner' (switched off in the app) or 'failures' (deliveries failed repeatedly); null while on */
  disabledReason: ("owner" | "failures") | null;
  /** Since when its deliveries have been failing for good without a success between them, or null */
  failingSince: string | null;
  /** When it was added */
  createdAt: string;
};
export type CreatedWebhookEndpointDto = {
  /** The endpoint's id */
  id: number;
  /** Where the events are POSTed */
  url: string;
  /** The owner's note, or null */
  description: string | null;
  /** The events it receives */
  events: (
    | "request.matched"
    | "offer.accepted"
    | "offer.declined"
    | "message.created"
    | "booking.confirmed"
    | "booking.cancelled"
    | "review.published"
    | "subscription.changed"
  )[];
  /** False: it receives nothing (switched off by its owner, or after repeated failures) */
  enabled: boolean;
  /** When it was switched off, or null */
  disabledAt: string | null;
  /** Why it is off: 'owner' (switched off in the app) or 'failures' (deliveries failed repeatedly); null while on */
  disabledReason: ("owner" | "failures") | null;
  /** Since when its deliveries have been failing for good without a success between them, or null */
  failingSince: string | null;
  /** When it was added */
  createdAt: string;
  /** The signing secret (HMAC-SHA256 key of Svatby-Signature) */
  secret: string;
};
export type CreateWebhookEndpointDto = {
  /** Where to POST the events: https (http outside production only), a public address */
  url: string;
  /** The events to receive (at least one) */
  events: (
    | "request.matched"
    | "offer.accepted"
    | "offer.declined"
    | "message.created"
    | "booking.confirmed"
    | "booking.cancelled"
    | "review.published"
    | "subscription.changed"
  )[];
  /** A note for the owner */
  description?: string;
};
export type UpdateWebhookEndpointDto = {
  /** The events to receive */
  events?: (
    | "request.matched"
    | "offer.accepted"
    | "offer.declined"
    | "message.created"
    | "booking.confirmed"
    | "booking.cancelled"
    | "review.published"
    | "subscription.changed"
  )[];
  /** Switch it off (false) or on again (true; its failure run starts over) */
  enabled?: boolean;
  /** A new note (empty text clears it) */
  description?: string;
};
export type WebhookSecretDto = {
  /** The signing secret (HMAC-SHA256 key of Svatby-Signature) */
  secret: string;
};
export type WebhookDeliveryDto = {
  /** The delivery's id (a decimal string) */
  id: string;
  /** The event's id (the same in a resend: the receiver's deduplication key) */
  eventId: string;
  /** The event's type ('ping' for a test event) */
  eventType:
    | "request.matched"
    | "offer.accepted"
    | "offer.declined"
    | "message.created"
    | "booking.confirmed"
    | "booking.cancelled"
    | "review.published"
    | "subscription.changed"
    | "ping";
  /** 'pending' (being sent or waiting for a retry), 'succeeded' (a 2xx answer) or 'failed' (no 2xx within 24 hours) */
  state: "pending" | "succeeded" | "failed";
  /** Attempts made so far */
  attempts: number;
  /** When the next attempt is due, or null */
  nextAttemptAt: string | null;
  /** The last attempt's HTTP status, or null when nothing answered */
  lastStatusCode: number | null;
  /** The last attempt's duration in milliseconds, or null before the first */
  lastDurationMs: number | null;
  /** Why the last attempt failed (status, timeout, refused address, a redirect's Location), or null */
  lastError: string | null;
  /** The start of the receiver's last answer (at most 1 000 characters), or null */
  responseExcerpt: string | null;
  /** When the delivery was created */
  createdAt: string;
  /** When it succeeded or failed for good, or null */
  finishedAt: string | null;
};
export type WebhookDeliveryPageDto = {
  /** The deliveries of this page, newest first */
  items: WebhookDeliveryDto[];
  /** Deliveries of the endpoint in all */
  total: number;
  /** This page (from 1) */
  page: number;
  /** Deliveries per page */
  pageSize: number;
};
export const {
  useHealthQuery,
  useDebugSendgridQuery,
  useDebugSendgridTestMutation,
  useAuthRegisterMutation,
  useAuthVerifyEmailMutation,
  useAuthResendVerificationMutation,
  useAuthChangePasswordMutation,
  useAuthConfirmPasswordMutation,
  useAuthLoginMutation,
  useAuthUserQuery,
  useAuthIsAdminQuery,
  useAuthLogoutMutation,
  useAuthForgotPasswordMutation,
  useAuthResetPasswordMutation,
  useAuthDebugQuery,
  useAuthTestLoginMutation,
  useAuthSessionQuery,
  useCatalogLocationsQuery,
  useRequestQuestionsQuery,
  useProvidersRegisterMutation,
  useProviderCreateProfileMutation,
  useProviderOwnProfileQuery,
  useProviderUpdateProfileMutation,
  useProvidersListQuery,
  useProvidersByTypeQuery,
  useProvidersGetQuery,
  useReviewsCanReviewMutation,
  useReviewsCreateMutation,
  useReviewsListQuery,
  useReviewsRatingStatsQuery,
  useReviewsConfirmMutation,
  useReviewsBookingInvitationQuery,
  useReviewsCreateFromBookingMutation,
  useReviewsReplyMutation,
  useReviewsDeleteReplyMutation,
  useReviewsReportMutation,
  useRequestsCreateMutation,
  useRequestsListQuery,
  useRequestsConfirmMutation,
  useRequestsRejectMutation,
  useRequestsManagedQuery,
  useRequestsUpdateManagedMutation,
  useRequestsExtendManagedMutation,
  useRequestsMineQuery,
  useRequestsUpdateStatusMutation,
  useRequestsGetQuery,
  useAvailabilityCurrentQuery,
  useAvailabilitySetMutation,
  useAvailabilitySetBulkMutation,
  useAvailabilityPublicQuery,
  usePortfolioPublicListQuery,
  usePortfolioRecordViewMutation,
  usePortfolioOwnViewsQuery,
  usePortfolioOwnListQuery,
  usePortfolioCreateMutation,
  usePortfolioUpdateMutation,
  usePortfolioDeleteMutation,
  useSubscriptionPlansQuery,
  useSubscriptionCheckoutConfigQuery,
  useSubscriptionInfoQuery,
  useSubscriptionPaymentsQuery,
  useSubscriptionCancelMutation,
  useSubscriptionSchedulePlanMutation,
  useGetOrCreateSubscriptionMutation,
  useAdminRefundPaymentMutation,
  useDashboardCountsQuery,
  useCatalogCategoriesQuery,
  useAiGenerateDescriptionMutation,
  useAdminOverviewQuery,
  useAdminRequestsQuery,
  useAdminUpdateRequestNotesMutation,
  useAdminMarkRequestForDeletionMutation,
  useAdminDeleteRequestMutation,
  useAdminProvidersQuery,
  useAdminDeleteProviderMutation,
  useAdminActivateSubscriptionMutation,
  useAdminDeactivateSubscriptionMutation,
  useAdminReviewsQuery,
  useAdminHideReviewMutation,
  useAdminRestoreReviewMutation,
  useAdminDeleteReviewMutation,
  useAdminAuditLogQuery,
  useAdminBookingsListQuery,
  useAdminBookingsCancelMutation,
  useContactSendMutation,
  useAccountSummaryQuery,
  useAccountDeleteMutation,
  useAccountExportQuery,
  useConversationsListQuery,
  useConversationsStartMutation,
  useConversationsUnreadQuery,
  useMessagingSettingsQuery,
  useMessagingUpdateSettingsMutation,
  useConversationsMessagesQuery,
  useConversationsSendMutation,
  useConversationsMarkReadMutation,
  useMessagesReportMutation,
  useAdminMessageReportsQuery,
  useAdminConversationMessagesQuery,
  useAdminResolveMessageReportMutation,
  useAdminSetMessagingBlockMutation,
  useAdminSetRequestMessagingBlockMutation,
  useOffersForManagedRequestQuery,
  useOffersCreateMutation,
  useOffersForRequestQuery,
  useReplyToRequestMutation,
  useListRequestRepliesQuery,
  useUndoReplyMutation,
  useOffersUpdateMutation,
  useOffersWithdrawMutation,
  useOffersAcceptMutation,
  useOffersDeclineMutation,
  useProviderOffersQuery,
  useListOfferTemplatesQuery,
  useCreateOfferTemplateMutation,
  useUpdateOfferTemplateMutation,
  useDeleteOfferTemplateMutation,
  useBookingsForCoupleQuery,
  useBookingsGetQuery,
  useBookingsConfirmMutation,
  useBookingsDeclineMutation,
  useBookingsCancelMutation,
  useBookingsMarkDepositReceivedMutation,
  useBookingsForManagedRequestQuery,
  useBookingsForProviderQuery,
  useCalendarFeedGetQuery,
  useCalendarFeedRegenerateMutation,
  useCalendarFeedRevokeMutation,
  useBookingSettingsGetQuery,
  useBookingSettingsUpdateMutation,
  useListShortlistQuery,
  useShortlistIdsQuery,
  useAddToShortlistMutation,
  useRemoveFromShortlistMutation,
  useInviteProvidersMutation,
  useListInvitationsQuery,
  useProviderInvitationCountQuery,
  useGetPlanQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  usePlanSummaryQuery,
  useLeavePlanMutation,
  useInvitePartnerMutation,
  useRevokePartnerInvitationMutation,
  useJoinPlanMutation,
  useGetPlanBudgetQuery,
  useCreateBudgetLineMutation,
  useUpdateBudgetLineMutation,
  useDeleteBudgetLineMutation,
  useApplyBudgetSuggestionMutation,
  useListPlanTasksQuery,
  useCreatePlanTaskMutation,
  useUpdatePlanTaskMutation,
  useDeletePlanTaskMutation,
  useListPlanGuestsQuery,
  useCreatePlanGuestMutation,
  useImportPlanGuestsMutation,
  useUpdatePlanGuestMutation,
  useDeletePlanGuestMutation,
  useCreateRsvpLinkMutation,
  useRevokeRsvpLinkMutation,
  useGetRsvpQuery,
  useAnswerRsvpMutation,
  useGetBillingDetailsQuery,
  useUpdateBillingDetailsMutation,
  useLookupAresQuery,
  useGetSellerQuery,
  useListInvoicesQuery,
  useAdminListInvoicesQuery,
  useMarketFiguresQuery,
  useProviderResultsQuery,
  usePushConfigQuery,
  useListPushDevicesQuery,
  useSubscribePushMutation,
  useDeletePushDeviceMutation,
  useTestPushDeviceMutation,
  usePageHeadQuery,
  useFaqQuery,
  useListApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  useListWebhookEventTypesQuery,
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useGetWebhookSecretQuery,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  useSendWebhookTestEventMutation,
} = injectedRtkApi;
