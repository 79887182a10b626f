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
  page?: number;
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
  /** 'response' ('Nejrychlejší odpověď'): the shortest median first answer first, providers without one last */
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
  page?: number;
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
  page?: number;
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
  page?: number;
  pageSize?: number;
  /** Text search in title, description, place and budget (case and diacritics ignored) */
  search?: string;
  /** Category id; matches its synonyms too */
  category?: string;
  /** Several category ids, comma-separated: requests matching any of them (with synonyms). Together with `category`, the requests matching any of all the given categories. */
  categories?: string;
  /** A location id from GET /api/locations or a place name: requests whose place contains its name; 'celá ČR' (cela-cr) does not filter */
  location?: string;
  budget?: BudgetBand;
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
  page?: number;
  pageSize?: number;
  /** Text in the couple's name, e-mail, phone, title, description or place (case and diacritics ignored) */
  search?: string;
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
  page?: number;
  pageSize?: number;
  /** Text in the company name, e-mail, phone or description (case and diacritics ignored) */
  search?: string;
  /** 'active' any plan, 'none' without an active subscription, or one plan */
  subscription?: "active" | "none" | "premium" | "basic";
  /** Category id the provider offers */
  category?: string;
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
  page?: number;
  pageSize?: number;
  /** true: only reviews with open reports; false: only without */
  reported?: boolean;
  status?: "pending" | "confirmed" | "hidden";
  /** Only the reviews of this provider */
  providerId?: number;
  /** Only this overall rating */
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
  page?: number;
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
    | "payment.refund";
};
export type AdminBookingsListApiResponse =
  /** status 200  */ AdminBookingPageDto;
export type AdminBookingsListApiArg = {
  page?: number;
  pageSize?: number;
  /** Text in the booking number, the provider's company name or the couple's name or e-mail (case and diacritics ignored) */
  search?: string;
  status?: BookingStatus;
  /** newest/oldest: by creation; event-date: the soonest wedding first (undated last); provider, couple: by name */
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
  page?: number;
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
  /** Only messages older than this message id (paging back) */
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
  page?: number;
  pageSize?: number;
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
  page?: number;
  pageSize?: number;
  /** Only offers in this status */
  status?: OfferStatus;
  /** Only the offer on this request */
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
  /** The manage link's token (/poptavka/sprava?token=…) when the couple is not signed in */
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
  page?: number;
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
  page?: number;
  pageSize?: number;
  /** In the name, group, contact or table (case and diacritics ignored) */
  search?: string;
  rsvp?: GuestRsvp;
  /** Exactly this group */
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
  page?: number;
  pageSize?: number;
};
export type AdminListInvoicesApiResponse =
  /** status 200  */ AdminInvoicePageDto;
export type AdminListInvoicesApiArg = {
  page?: number;
  pageSize?: number;
  /** A number (or its start) or part of the buyer's name */
  q?: string;
};
export type MarketFiguresApiResponse = /** status 200  */ MarketFiguresDto;
export type MarketFiguresApiArg = {
  /** A service category id */
  category?: string;
  /** 'cela-cr' (the whole country) or a catalogue region id */
  region?: string;
};
export type ProviderResultsApiResponse = /** status 200  */ ProviderResultsDto;
export type ProviderResultsApiArg = {
  /** The last N months, this month included */
  months?: number;
  /** One month (YYYY-MM) instead of the last N; the comparison is then for that month */
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
export type HealthDto = {
  status: string;
  database: string;
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
export type SendgridDiagnosticsDto = {
  hasApiKey: boolean;
  apiKeyLength: number;
  /** The key starts with the required prefix 'SG.' */
  startsWithSG: boolean;
  /** First and last characters only */
  apiKeyPreview: string | null;
  expectedFormat: string;
  connectionTest: string;
  /** Where the outbox delivers: SendGrid, or the log (offline) */
  transport: "sendgrid" | "log";
  fromEmail: string;
};
export type SendgridTestResponseDto = {
  success: boolean;
  message: string;
};
export type SendgridTestRequestDto = {
  email: string;
};
export type UserDto = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  /** The owner proved the address (the e-mailed link, or Google) */
  emailVerified: boolean;
  /** The account has a password (else it signs in through Google or the test login only) */
  hasPassword: boolean;
  createdAt: string;
};
export type RegisterResponseDto = {
  message: string;
  user: UserDto;
  /** True when the new account was signed in right away */
  autoLogin: boolean;
  /** The e-mail verification link, returned only outside production when no mail service is configured */
  devVerifyLink?: string;
};
export type RegisterDto = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Must equal password */
  confirmPassword: string;
};
export type MessageResponseDto = {
  message: string;
};
export type VerifyEmailDto = {
  /** The token from the e-mailed link */
  token: string;
};
export type ResendVerificationResponseDto = {
  message: string;
  /** The link, only outside production when no mail service is configured */
  devVerifyLink?: string;
};
export type ChangePasswordDto = {
  /** Required when the account has a password; an account signed in through Google sets its first one without it */
  currentPassword?: string;
  newPassword: string;
  /** Must equal newPassword */
  confirmPassword: string;
};
export type ConfirmPasswordDto = {
  password: string;
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
export type SessionProviderDto = {
  /** The provider profile id */
  id: number;
  companyName: string;
  /** The profile image, or null */
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
  id: string;
  name: string;
  type: "city" | "region" | "country";
};
export type QuestionKind = "number" | "boolean" | "choice" | "multi";
export type QuestionOptionDto = {
  value: string;
  label: string;
};
export type QuestionDto = {
  /** The key of the answer in CreateServiceRequestDto.details */
  key: string;
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
  categoryId: string;
  questions: QuestionDto[];
};
export type CategoryQuestionsDto = {
  /** The categories that ask questions; the others ask none */
  categories: CategoryQuestionsItemDto[];
};
export type RegisterProviderResponseDto = {
  /** True: the new provider is signed in (the session cookie is set) */
  autoLogin: boolean;
  message: string;
  providerId: number;
};
export type RegisterProviderDto = {
  companyName: string;
  /** Category ids joined by commas, at least one */
  serviceType: string;
  description: string;
  /** A JSON list of location ids, at least one ('cela-cr' = the whole country, replacing the others); a list is accepted too */
  serviceAreas: string;
  yearsExperience?: number | null;
  /** Kč; a number, or text whose non-digits are stripped; at most 99 999 999 */
  priceFrom: number | string;
  /** Kč, at least priceFrom; a number, or text whose non-digits are stripped; at most 99 999 999 */
  priceTo: number | string;
  email: string;
  password: string;
  phonePrefix?: "+420" | "+421" | "+43" | "+49";
  /** At least 9 digits; only digits and spaces are kept */
  phone: string;
};
export type BecomeProviderDto = {
  companyName: string;
  /** Category ids joined by commas, at least one */
  serviceType: string;
  description: string;
  /** A JSON list of location ids, at least one ('cela-cr' = the whole country, replacing the others); a list is accepted too */
  serviceAreas: string;
  yearsExperience?: number | null;
  /** Kč; a number, or text whose non-digits are stripped; at most 99 999 999 */
  priceFrom: number | string;
  /** Kč, at least priceFrom; a number, or text whose non-digits are stripped; at most 99 999 999 */
  priceTo: number | string;
  phonePrefix?: "+420" | "+421" | "+43" | "+49";
  /** At least 9 digits; only digits and spaces are kept */
  phone: string;
};
export type ProviderProfileDto = {
  id: number;
  companyName: string;
  description: string;
  /** Category ids joined by commas (the spec's serviceType) */
  serviceType: string;
  /** The same category ids as a list */
  services: string[];
  serviceAreas: string[];
  /** The areas as display text */
  location: string;
  phonePrefix: "+420" | "+421" | "+43" | "+49";
  phone: string | null;
  email: string;
  website: string | null;
  instagramUrl: string | null;
  facebookUrl: string | null;
  tiktokUrl: string | null;
  linkedinUrl: string | null;
  yearsExperience: number | null;
  priceFrom: number | null;
  priceTo: number | null;
  profileImageUrl: string | null;
  isDemo: boolean;
  createdAt: string;
};
export type ProviderProfileFormDto = {
  businessName: string;
  description: string;
  /** A JSON list of category ids, at least one */
  services: string;
  /** Location ids joined by commas, at least one; 'cela-cr' (the whole country) replaces the others */
  location: string;
  /** Only digits and spaces are kept; empty = none; else at least 9 digits */
  phone?: string;
  /** Unchanged when omitted */
  phonePrefix?: "+420" | "+421" | "+43" | "+49";
  /** The public contact e-mail */
  email: string;
  /** 'https://' is added when missing; dropped when it is not a web address */
  website?: string;
  /** Kept only on instagram.com, www.instagram.com */
  instagramUrl?: string;
  /** Kept only on facebook.com, www.facebook.com, m.facebook.com */
  facebookUrl?: string;
  /** Kept only on tiktok.com, www.tiktok.com */
  tiktokUrl?: string;
  /** Kept only on linkedin.com, www.linkedin.com */
  linkedinUrl?: string;
  /** 0–50; empty = not given */
  yearsExperience?: string;
  /** Kč; non-digits are stripped; unchanged when omitted or empty */
  priceFrom?: string;
  /** Kč, at least priceFrom; unchanged when omitted or empty */
  priceTo?: string;
  /** JPG, PNG or WebP, at most 5 MB; replaces the current image */
  profileImage?: Blob;
};
export type ProviderContactDto = {
  /** The business name */
  name: string;
  /** Prefix and number */
  phone: string | null;
  email: string;
};
export type CatalogueDateAvailability = "available" | "inquiry" | "unknown";
export type PublicProviderDto = {
  id: number;
  businessName: string;
  description: string;
  /** Category ids, in the provider's order */
  services: string[];
  /** The areas as text: 'Celá ČR', 'A a B', 'A, B a C' or 'Neuvedeno' */
  location: string;
  /** Location ids; ['cela-cr'] = the whole country */
  serviceAreas: string[];
  /** Providers' contact details are public */
  contact: ProviderContactDto;
  website: string | null;
  instagramUrl: string | null;
  facebookUrl: string | null;
  tiktokUrl: string | null;
  linkedinUrl: string | null;
  yearsExperience: number | null;
  /** Kč */
  priceFrom: number | null;
  /** Kč */
  priceTo: number | null;
  /** Czech text (non-breaking spaces in the numbers); 'Cena na vyžádání' without prices */
  priceRange: string;
  /** Average overall rating, 1 decimal; null without reviews */
  rating: number | null;
  reviewCount: number;
  /** Of reviewCount, those written through a confirmed booking's review link ('Ověřená rezervace') */
  bookingReviewCount: number;
  /** The number of portfolio items */
  projectCount: number;
  /** The profile image (400 × 400 WebP) from /profile-settings; null without one (the cards show an initial) */
  profileImageUrl: string | null;
  /** Up to 3 portfolio images in the portfolio's public order (featured first, newest event); empty without any */
  previewImages: string[];
  /** A seeded demo provider: no reviews, the spec's demo messages */
  isDemo: boolean;
  /** The provider has an active premium subscription (the catalogue lists them first by default) */
  premium: boolean;
  createdAt: string;
  /** Median minutes from a request's confirmation to this provider's first offer over the last 90 days ('Obvykle odpovídá do 3 hodin'); null without offers */
  responseMinutesMedian: number | null;
  /** Share (0–1) of the requests of the last 90 days in its categories and areas that it answered with an offer; null: no figure */
  responseShare: number | null;
  /** Only in the catalogue filtered by weddingDate: the provider's calendar that day. 'available' (Termín volný), 'inquiry' (Na dotaz) or 'unknown' (the provider never set the day: 'Termín neuveden', maybe free, never shown as free); providers busy that day are left out */
  dateAvailability?: CatalogueDateAvailability;
};
export type PublicProviderPageDto = {
  items: PublicProviderDto[];
  /** Items over every page */
  total: number;
  page: number;
  pageSize: number;
};
export type ReviewVerificationKind = "booking" | "email";
export type CanReviewResponseDto = {
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
  text: string;
  /** The provider who replied */
  companyName: string;
  createdAt: string;
  /** Later than createdAt once edited */
  updatedAt: string;
};
export type ReviewMark = "reservation" | "collaboration";
export type ReviewDto = {
  id: number;
  /** 'Anonymní' when the reviewer gave no name */
  reviewerName: string;
  overallRating: number;
  communicationRating: number | null;
  qualityRating: number | null;
  timingRating: number | null;
  valueRating: number | null;
  /** May be empty */
  reviewText: string;
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
  message: string;
  /** The published review (status confirmed) */
  review?: ReviewDto;
  /** The confirmation link, only outside production when no mail service is configured */
  devConfirmLink?: string;
};
export type CreateReviewDto = {
  /** Shown as 'Anonymní' when empty */
  reviewerName?: string;
  overallRating: number;
  /** 0 or null = not rated */
  communicationRating?: number | null;
  /** 0 or null = not rated */
  qualityRating?: number | null;
  /** 0 or null = not rated */
  timingRating?: number | null;
  /** 0 or null = not rated */
  valueRating?: number | null;
  reviewText?: string;
  /** A Gmail address without a quoted local part; never shown publicly */
  email: string;
};
export type ReviewPageDto = {
  items: ReviewDto[];
  /** Items over every page */
  total: number;
  page: number;
  pageSize: number;
};
export type RatingDistributionDto = {
  "1": number;
  "2": number;
  "3": number;
  "4": number;
  "5": number;
};
export type CategoryAveragesDto = {
  /** 1 decimal; null when nobody rated it */
  communication: number | null;
  quality: number | null;
  timing: number | null;
  value: number | null;
};
export type RatingStatsDto = {
  totalReviews: number;
  /** Average overall rating, 1 decimal; 0 without reviews */
  averageRating: number;
  /** Number of reviews per overall star level */
  ratingDistribution: RatingDistributionDto;
  categoryAverages: CategoryAveragesDto;
};
export type ReviewConfirmedDto = {
  message: string;
  /** The reviewed provider (for the link to its portfolio) */
  providerId: number;
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
  overallRating: number;
  /** 0 or null = not rated */
  communicationRating?: number | null;
  /** 0 or null = not rated */
  qualityRating?: number | null;
  /** 0 or null = not rated */
  timingRating?: number | null;
  /** 0 or null = not rated */
  valueRating?: number | null;
  reviewText?: string;
  /** The token of the booking's review link (the mailed invitation) */
  token: string;
};
export type ReviewReplyBodyDto = {
  text: string;
};
export type ReviewReportedDto = {
  message: string;
};
export type ReportReviewDto = {
  reason: "spam" | "offensive" | "fake" | "conflict" | "other";
  note?: string;
};
export type CreateServiceRequestResponseDto = {
  id: number;
  /** 'unconfirmed' until the couple opens the link sent to the contact e-mail; 'active' (listed at once) for a signed-in couple whose verified account e-mail is the contact e-mail */
  status: "unconfirmed" | "active";
  message: string;
  emailInfo: string;
  /** The confirmation link, returned only outside production when no mail service is configured (as devResetLink) */
  devConfirmLink?: string;
};
export type BudgetChoice =
  "not-sure" | "50000" | "100000" | "200000" | "500000" | "1000000";
export type CreateServiceRequestDto = {
  coupleName: string;
  /** YYYY-MM-DD, or 'ještě nemám vybráno datum' (also implied by noDateSelected) */
  weddingDate?: string;
  /** The form's "no date chosen yet" box; the date is then ignored */
  noDateSelected?: boolean;
  /** Category ids, at least one */
  services: string[];
  description?: string;
  /** One of the form's choices (BudgetChoice; stored and shown as its label, e.g. '100000' as '50 000 – 100 000 Kč') or the couple's own words, which are stored as written and read into a band ('kolem 80 tisíc') */
  budget: BudgetChoice | string;
  /** A location id from GET /api/locations ('hradec-kralove', stored with its name) or a place name */
  location: string;
  /** Without a quoted local part ('"jana"@example.cz' is refused) */
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
  /** Answers to the questions of the selected services (GET /api/catalog/request-questions), by question key: number → a whole number within min..max, boolean → true / false, choice → an option's value, multi → a list of options' values. Every answer is optional; an empty one (null, '', []) is left out. A key that is not a question of the selected services, or a value breaking its question's rule, is a 400 with a field error 'details.<key>' */
  details?: {
    [key: string]: number | boolean | string | string[];
  };
};
export type BudgetBand =
  "do-50k" | "50k-100k" | "100k-200k" | "nad-200k" | "nevim";
export type RequestDetailDto = {
  key: string;
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
  /** As people see it: a form choice's label or the couple's own words */
  budget: string;
  budgetBand: BudgetBand;
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
  items: ServiceRequestDto[];
  /** Items over every page */
  total: number;
  page: number;
  pageSize: number;
};
export type ConfirmedRequestDto = {
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
  message: string;
};
export type ManagedRequestDto = {
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
  status: "active" | "fulfilled" | "cancelled" | "resolved" | "no_interest";
};
export type AvailabilityDayDto = {
  /** YYYY-MM-DD */
  date: string;
  /** 'Volno', 'Na dotaz', 'Obsazeno' (a day without an entry is unknown: 'Neuvedeno') */
  status: "available" | "inquiry" | "busy";
  /** The provider's private note; always null on the public calendar */
  notes: string | null;
};
export type SetAvailabilityDto = {
  /** YYYY-MM-DD, today to 24 months ahead */
  date: string;
  status: "available" | "inquiry" | "busy";
  /** Trimmed; empty = no note */
  notes?: string | null;
};
export type SetAvailabilityBulkDto = {
  /** Distinct YYYY-MM-DD days, today to 24 months ahead; all are set or none */
  dates: string[];
  status: "available" | "inquiry" | "busy";
  /** Trimmed; empty = no note; the same for every day */
  notes?: string | null;
};
export type PortfolioItemDto = {
  id: number;
  title: string;
  /** A category id */
  category: string | null;
  description: string;
  /** The event day, YYYY-MM-DD */
  date: string | null;
  /** Shown first */
  featured: boolean;
  instagramUrl: string | null;
  websiteUrl: string | null;
  /** Image URLs, at most 6 */
  images: string[];
  createdAt: string;
};
export type PortfolioViewsDto = {
  /** All counted views of the public portfolio */
  total: number;
  /** Views in the last 30 days (today included) */
  last30Days: number;
};
export type PortfolioItemFormDto = {
  title: string;
  description: string;
  /** A category id; empty = none */
  category?: string;
  /** The event day, YYYY-MM-DD; empty = none */
  date?: string;
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
export type CheckoutConfigDto = {
  mode: "stripe" | "offline";
  /** Stripe's publishable key in Stripe mode */
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
  cancelledAt: string | null;
  /** End of the paid period */
  activeUntil: string | null;
  /** Same as activeUntil (the spec reads both) */
  endDate: string | null;
  planType: ("basic" | "premium") | null;
  planId: string | null;
  planName: string | null;
  billingPeriod: ("monthly" | "yearly") | null;
  /** Whole Kč per period of the current plan */
  price: number | null;
  /** Whole days until the period ends (0 when inactive) */
  daysRemaining: number;
  /** Plan that replaces the current one from the next period */
  scheduledPlanId: string | null;
  scheduledPlanName: string | null;
  /** 'admin' = granted free by an administrator */
  source: ("stripe" | "offline" | "admin") | null;
};
export type PaymentDto = {
  id: number;
  /** Whole Kč */
  amount: number;
  formattedAmount: string;
  /** Epoch seconds */
  created: number;
  formattedDate: string;
  description: string;
  /** 'succeeded' shows 'Uhrazeno', anything else 'Neuhrazeno' */
  status: "succeeded" | "failed" | "pending";
  paymentMethod: string | null;
  brand: string | null;
  last4: string | null;
};
export type SubscriptionChangeDto = {
  message: string;
  subscription: SubscriptionInfoDto;
};
export type SchedulePlanDto = {
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
  planId: string;
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
  count: number;
};
export type PlanCountDto = {
  planType: "basic" | "premium";
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
  id: number;
  coupleName: string;
  title: string;
  status:
    | "unconfirmed"
    | "active"
    | "fulfilled"
    | "cancelled"
    | "resolved"
    | "no_interest"
    | "booked"
    | "expired";
  createdAt: string;
  /** YYYY-MM-DD or null ('Datum nevybráno') */
  weddingDate: string | null;
  location: string;
  contactEmail: string;
  contactPhone: string | null;
  budget: string;
  description: string;
  /** Requested category ids */
  services: string[];
  adminNotes: string | null;
  markedForDeletion: boolean;
  /** When it was first marked for deletion */
  markedForDeletionAt: string | null;
  deletionReason: string | null;
  /** Created more than a month ago (the orange 'Starší než měsíc' badge) */
  olderThanMonth: boolean;
  /** A demo request (the 'Ukázka' tag, as demo providers are marked) */
  isDemo: boolean;
};
export type AdminRequestPageDto = {
  items: AdminRequestDto[];
  /** Items over every page */
  total: number;
  page: number;
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
  message: string;
};
export type AdminProviderDto = {
  id: number;
  companyName: string;
  /** Category ids (the spec's serviceType) */
  serviceType: string[];
  subscriptionActive: boolean;
  subscriptionPlanType: ("basic" | "premium") | null;
  /** End of the active period */
  subscriptionEndsAt: string | null;
  subscriptionSource: ("stripe" | "offline" | "admin") | null;
  email: string;
  phonePrefix: string;
  phone: string | null;
  yearsExperience: number | null;
  createdAt: string;
  description: string;
  /** Service area names */
  serviceAreas: string[];
  /** Kč */
  priceFrom: number | null;
  /** Kč */
  priceTo: number | null;
  /** A seeded demo provider (demo data, no ratings) */
  isDemo: boolean;
};
export type AdminProviderPageDto = {
  items: AdminProviderDto[];
  /** Items over every page */
  total: number;
  page: number;
  pageSize: number;
};
export type AdminProviderChangeDto = {
  message: string;
  provider: AdminProviderDto;
};
export type ActivateSubscriptionDto = {
  planType?: "basic" | "premium";
};
export type AdminReviewReportDto = {
  id: number;
  reason: "spam" | "offensive" | "fake" | "conflict" | "other";
  note: string | null;
  /** Reported by the reviewed provider */
  byProvider: boolean;
  createdAt: string;
  /** Closed by an admin decision */
  resolved: boolean;
};
export type AdminReviewDto = {
  id: number;
  providerId: number;
  /** null when the provider is gone */
  companyName: string | null;
  email: string;
  /** 'Anonymní' when the reviewer gave no name */
  reviewerName: string;
  overallRating: number;
  /** May be empty */
  reviewText: string;
  status: "pending" | "confirmed" | "hidden";
  createdAt: string;
  hiddenAt: string | null;
  hiddenReason: string | null;
  /** Open (undecided) reports */
  openReports: number;
  /** The latest reports, open first (at most 20) */
  reports: AdminReviewReportDto[];
};
export type AdminReviewPageDto = {
  items: AdminReviewDto[];
  /** Items over every page */
  total: number;
  page: number;
  pageSize: number;
};
export type ModerateReviewDto = {
  reason: string;
};
export type AuditLogEntryDto = {
  id: number;
  adminEmail: string | null;
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
    | "payment.refund";
  targetType: string;
  targetId: string | null;
  /** What changed (e.g. the reason, the plan) */
  details: object | null;
  createdAt: string;
};
export type AuditLogPageDto = {
  items: AuditLogEntryDto[];
  /** Items over every page */
  total: number;
  page: number;
  pageSize: number;
};
export type BookingStatus =
  "pending_provider" | "confirmed" | "declined" | "expired" | "cancelled";
export type AdminBookingProviderDto = {
  id: number;
  /** The provider's company name as the booking keeps it ('Smazaný účet' once the profile is deleted) */
  companyName: string;
};
export type AdminBookingDto = {
  id: number;
  number: string;
  status: BookingStatus;
  provider: AdminBookingProviderDto;
  requestId: number;
  /** The request's title ('' when the request is gone) */
  requestTitle: string;
  /** 'Smazaný účet' once the couple deleted its account */
  coupleName: string;
  /** '' once the couple deleted its account */
  coupleEmail: string;
  /** YYYY-MM-DD */
  eventDate: string | null;
  /** Kč; null without a deposit */
  depositAmount: number | null;
  depositReceivedAt: string | null;
  respondBy: string;
  confirmedAt: string | null;
  /** When it was declined, expired or cancelled */
  endedAt: string | null;
  createdAt: string;
  /** Whether the admin may cancel it (confirmed bookings only) */
  canCancel: boolean;
};
export type AdminBookingPageDto = {
  items: AdminBookingDto[];
  /** Items over every page */
  total: number;
  page: number;
  pageSize: number;
};
export type AdminCancelBookingDto = {
  reason: string;
};
export type ContactMessageResponseDto = {
  message: string;
  detail: string;
};
export type ContactMessageDto = {
  name: string;
  email: string;
  subject:
    "general" | "technical" | "billing" | "partnership" | "feedback" | "other";
  message: string;
};
export type AccountSummaryDto = {
  email: string;
  /** Whether the account has a password (the deletion asks for it), else it signs in with Google only */
  hasPassword: boolean;
  /** Whether the e-mail is proven: only then do the export and the deletion cover what was sent from it without the account */
  emailVerified: boolean;
  /** Whether the account has a provider profile */
  isProvider: boolean;
  /** Whether this is the only admin account (it cannot delete itself) */
  isLastAdmin: boolean;
};
export type DeleteAccountDto = {
  /** The account's password; left out for an account that signs in with Google only */
  password?: string;
};
export type ExportedAccountDto = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** The Google account linked for sign-in */
  googleId: string | null;
  hasPassword: boolean;
  emailVerifiedAt: string | null;
  isAdmin: boolean;
  /** The customer at the payment gateway (Stripe) */
  stripeCustomerId: string | null;
  createdAt: string;
  updatedAt: string;
};
export type ExportedRequestDto = {
  id: number;
  title: string;
  categoryId: string;
  services: string[];
  description: string;
  /** YYYY-MM-DD */
  weddingDate: string | null;
  location: string;
  budget: string;
  status: string;
  coupleName: string;
  contactEmail: string;
  phoneCountryCode: string | null;
  contactPhone: string | null;
  /** False for a request sent without the account to its e-mail */
  linkedToAccount: boolean;
  /** The operators' notes about the request */
  adminNotes: string | null;
  createdAt: string;
  confirmedAt: string | null;
  expiresAt: string | null;
  updatedAt: string;
};
export type ExportedReviewDto = {
  id: number;
  providerId: number;
  /** Only on the reviews the account wrote */
  email?: string;
  reviewerName: string | null;
  overallRating: number;
  communicationRating: number | null;
  qualityRating: number | null;
  timingRating: number | null;
  valueRating: number | null;
  reviewText: string;
  createdAt: string;
};
export type ExportedReviewsDto = {
  /** Written from the account's (verified) e-mail */
  written: ExportedReviewDto[];
  /** About the account's provider profile (without the reviewers' e-mails) */
  received: ExportedReviewDto[];
};
export type ExportedSubscriptionDto = {
  id: number;
  planId: string;
  planType: string;
  billingPeriod: string;
  status: string;
  source: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  cancelledAt: string | null;
  endedAt: string | null;
  scheduledPlanId: string | null;
  gatewayCustomerId: string | null;
  gatewaySubscriptionId: string | null;
  createdAt: string;
};
export type ExportedPaymentDto = {
  id: number;
  subscriptionId: number | null;
  /** Whole Kč */
  amount: number;
  currency: string;
  status: string;
  description: string;
  paymentMethod: string | null;
  brand: string | null;
  last4: string | null;
  gatewayInvoiceId: string | null;
  createdAt: string;
};
export type ExportedContactMessageDto = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
};
export type OfferStatus = "sent" | "accepted" | "declined" | "withdrawn";
export type OfferPriceKind = "exact" | "from" | "range";
export type ExportedOfferDto = {
  id: number;
  /** The account's side: the offer was sent ('provider') or received ('couple') */
  side: "couple" | "provider";
  requestId: number;
  providerId: number;
  status: OfferStatus;
  message: string;
  priceKind: OfferPriceKind;
  priceMin: number;
  priceMax: number | null;
  includedItems: string[];
  validUntil: string | null;
  declineReason: string | null;
  createdAt: string;
  answeredAt: string | null;
};
export type ReplyKind = "unavailable" | "not_fit" | "question";
export type ReplyReason =
  "budget" | "style" | "distance" | "capacity" | "other";
export type ExportedRequestReplyDto = {
  /** 'provider': the account's provider profile answered; 'couple': an answer on the account's request */
  side: "provider" | "couple";
  requestId: number;
  providerId: number;
  kind: ReplyKind;
  reason: ReplyReason | null;
  /** The provider's question (on the provider's side only) */
  question: string | null;
  createdAt: string;
};
export type OfferTemplateDto = {
  id: number;
  name: string;
  message: string;
  includedItems: string[];
  priceKind: OfferPriceKind;
  priceMin: number;
  priceMax: number | null;
  createdAt: string;
  updatedAt: string;
};
export type ConversationSide = "couple" | "provider";
export type MessageSenderSide = "couple" | "provider" | "system";
export type MessageAttachmentDto = {
  id: number;
  fileName: string;
  contentType: "application/pdf" | "image/jpeg" | "image/png" | "image/webp";
  sizeBytes: number;
};
export type ExportedMessageDto = {
  id: number;
  senderSide: MessageSenderSide;
  body: string;
  createdAt: string;
  /** The files themselves are downloaded from the conversation */
  attachments: MessageAttachmentDto[];
  /** Written by the account's side */
  mine: boolean;
};
export type ExportedConversationDto = {
  id: number;
  /** The account's side */
  side: ConversationSide;
  providerId: number;
  requestId: number | null;
  offerId: number | null;
  createdAt: string;
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
  at: string;
  actor: BookingActor;
  action: BookingAction;
  reason: string | null;
};
export type ExportedBookingDto = {
  id: number;
  number: string;
  /** The account's side: its provider profile's booking ('provider') or its own ('couple') */
  side: "couple" | "provider";
  status: BookingStatus;
  offerId: number;
  requestId: number;
  providerId: number;
  providerName: string;
  coupleName: string;
  coupleEmail: string;
  eventDate: string | null;
  respondBy: string;
  confirmedAt: string | null;
  endedAt: string | null;
  depositAmount: number | null;
  depositReceivedAt: string | null;
  keepDateBlocked: boolean;
  /** "Potvrzení rezervace" as frozen at the confirmation (provider, couple, date, place, items, price, deposit, cancellation terms) */
  document: {
    [key: string]: any;
  } | null;
  history: ExportedBookingHistoryDto[];
  createdAt: string;
  updatedAt: string;
};
export type ExportedShortlistEntryDto = {
  providerId: number;
  addedAt: string;
};
export type InvitationSource = "couple" | "system";
export type ExportedInvitationDto = {
  requestId: number;
  providerId: number;
  /** The account's side: it invited ('couple') or was invited ('provider') */
  side: "couple" | "provider";
  source: InvitationSource;
  createdAt: string;
};
export type ExportedPartnerInvitationDto = {
  email: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
};
export type ExportedPlanDto = {
  id: number;
  coupleNames: string | null;
  weddingDate: string | null;
  locationId: string | null;
  expectedGuests: number | null;
  totalBudget: number | null;
  joinedAt: string;
  weeklyDigest: boolean;
  /** The members' account ids */
  memberUserIds: number[];
  /** The partner invitations the account made (the e-mail it typed included) */
  partnerInvitations: ExportedPartnerInvitationDto[];
};
export type ExportedPushDeviceDto = {
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
};
export type AccountExportDto = {
  exportedAt: string;
  account: ExportedAccountDto;
  /** The account's requests and, with a verified e-mail, those sent to it without the account */
  requests: ExportedRequestDto[];
  providerProfile: ProviderProfileDto | null;
  /** Image URLs are absolute */
  portfolio: PortfolioItemDto[];
  availability: AvailabilityDayDto[];
  reviews: ExportedReviewsDto;
  subscriptions: ExportedSubscriptionDto[];
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
  /** The wedding plan the account is a member of (issue 46), or null */
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
  /** The provider profile's billing details (issue 47), or null */
  billingDetails: {
    [key: string]: any;
  } | null;
  /** The provider profile's invoices and credit notes with the seller and buyer as issued (kept 10 years after deletion, unlinked) */
  invoices: {
    [key: string]: any;
  }[];
  /** The devices with push notifications on (issue 47): name and dates */
  pushDevices: ExportedPushDeviceDto[];
};
export type ConversationCounterpartDto = {
  /** The provider's company name (couple's view), the couple's name (provider's view) */
  name: string;
  imageUrl: string | null;
  /** The provider's id when the counterpart is the provider */
  providerId: number | null;
};
export type ConversationRequestDto = {
  id: number;
  title: string;
};
export type ThreadRequestDto = {
  id: number;
  title: string;
  /** The wedding date (YYYY-MM-DD), null: 'Datum nevybráno' */
  weddingDate: string | null;
  location: string;
};
export type ThreadOfferDto = {
  offerId: number;
  status: OfferStatus | null;
  request: ThreadRequestDto;
};
export type MessagePreviewDto = {
  body: string;
  senderSide: MessageSenderSide;
  createdAt: string;
};
export type ConversationSummaryDto = {
  id: number;
  /** The viewer's side */
  side: ConversationSide;
  counterpart: ConversationCounterpartDto;
  /** The latest offer's request; null for a question from the portfolio alone */
  request: ConversationRequestDto | null;
  offerId: number | null;
  offerStatus: OfferStatus | null;
  /** The thread's offers and their requests, newest first (one thread per couple and provider: a question and every offer meet in it) */
  offers: ThreadOfferDto[];
  lastMessage: MessagePreviewDto | null;
  /** Messages from the other side (or Svatby's notices) the viewer has not read */
  unreadCount: number;
  lastMessageAt: string;
};
export type ConversationPageDto = {
  items: ConversationSummaryDto[];
  /** Items over every page */
  total: number;
  page: number;
  pageSize: number;
};
export type StartConversationDto = {
  providerId: number;
  /** HTML is stripped */
  message: string;
};
export type UnreadCountDto = {
  /** Unread messages over every thread of the viewer */
  unreadMessages: number;
  /** Threads with an unread message */
  conversations: number;
};
export type MessagingSettingsDto = {
  /** E-mail me about messages unread for 10 minutes (at most one mail per conversation an hour) */
  messageEmails: boolean;
};
export type MessageDto = {
  id: number;
  conversationId: number;
  /** 'system': a notice from Svatby */
  senderSide: MessageSenderSide;
  /** Plain text (may be empty with attachments) */
  body: string;
  createdAt: string;
  attachments: MessageAttachmentDto[];
  /** Written by the viewer's side */
  mine: boolean;
  /** Reported by the viewer's side */
  reportedByMe: boolean;
};
export type ConversationThreadDto = {
  conversation: ConversationSummaryDto;
  /** Oldest first: the last 50 before `before` (or the latest 50) */
  messages: MessageDto[];
  /** Older messages exist (ask again with before = the first message id) */
  hasOlder: boolean;
};
export type SendMessageFormDto = {
  /** HTML is stripped */
  body?: string;
  /** The request's manage-link token (a couple without a session); omit when signed in */
  token?: string;
  /** Up to 3 files: PDF, JPEG, PNG or WebP (recognised by content, not by name), 10 MB each */
  files?: Blob[];
};
export type MarkReadDto = {
  /** The request's manage-link token (a couple without a session); omit when signed in */
  token?: string;
};
export type MessageReportedDto = {
  message: string;
};
export type MessageReportReason = "spam" | "offensive" | "scam" | "other";
export type ReportMessageDto = {
  reason: MessageReportReason;
  note?: string;
  /** The request's manage-link token (a couple without a session); omit when signed in */
  token?: string;
};
export type MessageSenderBlockTarget = "account" | "link";
export type MessageSenderDto = {
  /** The sender's account (null: a couple without an account, or a deleted one) */
  userId: number | null;
  name: string;
  email: string | null;
  /** The sender may not send: the account (messages and offers), or for a link-only couple the request’s link or its mailbox */
  blocked: boolean;
  /** What blocking acts on: 'account' (PUT /api/admin/users/{userId}/messaging-block), 'link' (a couple without an account: PUT /api/admin/service-requests/{requestId}/messaging-block), null (nothing to block) */
  blockTarget: MessageSenderBlockTarget | null;
};
export type MessageReportDto = {
  id: number;
  reason: MessageReportReason;
  note: string | null;
  createdAt: string;
  resolvedAt: string | null;
  reporterSide: ConversationSide;
  /** The reported message (mine and reportedByMe are false) */
  message: MessageDto;
  conversationId: number;
  providerId: number;
  providerName: string;
  requestId: number | null;
  requestTitle: string | null;
  sender: MessageSenderDto;
};
export type MessageReportPageDto = {
  items: MessageReportDto[];
  /** Items over every page */
  total: number;
  page: number;
  pageSize: number;
};
export type MessageReportStatus = "open" | "resolved";
export type MessageReportAction = "dismiss" | "block";
export type ResolveMessageReportDto = {
  action: MessageReportAction;
  /** Required for block */
  reason?: string;
  /** Blocking a couple without an account (sender.blockTarget 'link') blocks the request's manage link; with mailbox also the mailbox the request came from (its mailbox key), so that its next requests cannot write either */
  mailbox?: boolean;
};
export type MessagingBlockStatusDto = {
  userId: number;
  blocked: boolean;
  blockedAt: string | null;
  blockedReason: string | null;
  message: string;
};
export type MessagingBlockDto = {
  blocked: boolean;
  /** Required when blocking */
  reason?: string;
};
export type RequestMessagingBlockStatusDto = {
  requestId: number;
  /** The request's couple may not post: its link or its mailbox is blocked */
  blocked: boolean;
  /** The request's own link is blocked */
  linkBlocked: boolean;
  /** The mailbox the request came from is blocked (every request from it) */
  mailboxBlocked: boolean;
  blockedAt: string | null;
  blockedReason: string | null;
  message: string;
};
export type RequestMessagingBlockDto = {
  blocked: boolean;
  /** Required when blocking */
  reason?: string;
  /** Also (un)block the mailbox the request came from (the contact e-mail's mailbox key): every request from it */
  mailbox?: boolean;
};
export type OfferAvailability = "available" | "inquiry" | "busy" | "unknown";
export type OfferProviderDto = {
  id: number;
  companyName: string;
  profileImageUrl: string | null;
  /** Average overall rating, 1 decimal; null without reviews */
  averageRating: number | null;
  reviewCount: number;
  /** Median minutes from a request’s confirmation to this provider’s first offer, last 90 days; null without offers */
  responseMinutesMedian: number | null;
  /** Share (0–1) of matching requests of the last 90 days the provider answered; null without matching requests */
  responseShare: number | null;
};
export type OfferDto = {
  id: number;
  requestId: number;
  status: OfferStatus;
  /** Plain text */
  message: string;
  priceKind: OfferPriceKind;
  /** Kč */
  priceMin: number;
  /** Kč; only for 'range' */
  priceMax: number | null;
  includedItems: string[];
  validUntil: string | null;
  /** The provider's calendar on the wedding date when the offer was sent: 'unknown' ('Neuvedeno') when the provider had not set the day; null when not shown or no date */
  availableOnDate: OfferAvailability | null;
  /** Kč: the deposit asked on acceptance; null: none stated */
  depositAmount: number | null;
  /** The couple's reason, or the automatic decline's text */
  declineReason: string | null;
  /** Declined because the couple accepted another offer */
  declinedAutomatically: boolean;
  /** When the couple accepted or declined it */
  answeredAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The offer's conversation between the couple and the provider */
  conversationId: number;
  /** Messages of the other side the viewer's side has not read */
  unreadMessages: number;
  /** Minutes from the request’s confirmation to this offer */
  responseMinutes: number;
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
  id: number;
  requestId: number;
  kind: ReplyKind;
  reason: ReplyReason | null;
  question: string | null;
  createdAt: string;
  /** Until when DELETE …/replies/mine takes it back (10 s; a question, once delivered, cannot be taken back: its createdAt) */
  undoUntil: string;
};
export type ReplyToRequestDto = {
  kind: ReplyKind;
  /** 'not_fit' only: Rozpočet, Styl, Vzdálenost, Kapacita, Jiné */
  reason?: ReplyReason;
  /** 'question' only (required there): plain text, HTML stripped, trimmed */
  question?: string;
};
export type CoupleReplyItemDto = {
  companyName: string;
  kind: ReplyKind;
  createdAt: string;
};
export type RequestRepliesDto = {
  /** Providers that answered 'Nemám volný termín' */
  unavailable: number;
  /** Providers that answered 'Nehodí se mi' */
  notFit: number;
  /** Providers that asked a question ('Potřebuji upřesnit'; the question is in the conversation) */
  questions: number;
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
  reason?: string;
};
export type OfferRequestSummaryDto = {
  id: number;
  title: string;
  weddingDate: string | null;
  location: string;
  status: RequestStatus;
};
export type ProviderOfferDto = {
  id: number;
  requestId: number;
  status: OfferStatus;
  /** Plain text */
  message: string;
  priceKind: OfferPriceKind;
  /** Kč */
  priceMin: number;
  /** Kč; only for 'range' */
  priceMax: number | null;
  includedItems: string[];
  validUntil: string | null;
  /** The provider's calendar on the wedding date when the offer was sent: 'unknown' ('Neuvedeno') when the provider had not set the day; null when not shown or no date */
  availableOnDate: OfferAvailability | null;
  /** Kč: the deposit asked on acceptance; null: none stated */
  depositAmount: number | null;
  /** The couple's reason, or the automatic decline's text */
  declineReason: string | null;
  /** Declined because the couple accepted another offer */
  declinedAutomatically: boolean;
  /** When the couple accepted or declined it */
  answeredAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The offer's conversation between the couple and the provider */
  conversationId: number;
  /** Messages of the other side the viewer's side has not read */
  unreadMessages: number;
  /** Minutes from the request’s confirmation to this offer */
  responseMinutes: number;
  provider: OfferProviderDto;
  request: OfferRequestSummaryDto;
};
export type ProviderOfferPageDto = {
  items: ProviderOfferDto[];
  /** Items over every page */
  total: number;
  page: number;
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
  name: string;
};
export type BookingProviderDto = {
  id: number;
  companyName: string;
  profileImageUrl: string | null;
};
export type BookingCoupleDto = {
  name: string;
};
export type BookingPriceDto = {
  kind: OfferPriceKind;
  /** Kč */
  min: number;
  /** Kč; only for 'range' */
  max: number | null;
};
export type BookingDepositDto = {
  /** Kč */
  amount: number;
  iban: string;
  /** Czech 'prefix-number/bank' for a Czech IBAN, else the IBAN */
  accountDisplay: string;
  /** The booking number's digits */
  variableSymbol: string;
  message: string;
  spayd: string;
  /** SVG markup of the QR code */
  qrSvg: string;
  /** The provider marked the deposit received */
  received: boolean;
};
export type BookingDocumentProviderDto = {
  companyName: string;
  ico: string | null;
  email: string;
  phone: string | null;
  address: string | null;
};
export type BookingDocumentCoupleDto = {
  name: string;
  email: string;
  phone: string | null;
};
export type BookingDocumentDepositDto = {
  /** Kč */
  amount: number;
  iban: string | null;
};
export type BookingDocumentDto = {
  number: string;
  /** ISO timestamp of the confirmation */
  issuedAt: string;
  provider: BookingDocumentProviderDto;
  couple: BookingDocumentCoupleDto;
  eventDate: string | null;
  place: string | null;
  title: string;
  items: string[];
  price: BookingPriceDto;
  deposit: BookingDocumentDepositDto | null;
  cancellationTerms: string;
};
export type BookingHistoryEntryDto = {
  at: string;
  actor: BookingActor;
  action: BookingAction;
  reason: string | null;
};
export type BookingDto = {
  id: number;
  number: string;
  status: BookingStatus;
  offerId: number;
  requestId: number;
  requestTitle: string;
  eventDate: string | null;
  /** The provider's deadline to confirm */
  respondBy: string;
  confirmedAt: string | null;
  /** When it was declined, expired or cancelled */
  endedAt: string | null;
  provider: BookingProviderDto;
  couple: BookingCoupleDto;
  price: BookingPriceDto;
  items: string[];
  /** Kč */
  depositAmount: number | null;
  depositReceivedAt: string | null;
  /** The QR payment: only for the couple and the provider, and only when the deposit and the provider's account exist */
  deposit: BookingDepositDto | null;
  /** The provider's cancellation terms (frozen at confirmation) */
  cancellationTerms: string;
  /** "Potvrzení rezervace", frozen at confirmation (a cancelled booking keeps it); null before */
  document: BookingDocumentDto | null;
  history: BookingHistoryEntryDto[];
  /** The couple↔provider conversation; null when the viewer has none */
  conversationId: number | null;
  /** The viewer may confirm it */
  canConfirm: boolean;
  /** The viewer may decline it */
  canDecline: boolean;
  /** The viewer may cancel it */
  canCancel: boolean;
  /** The viewer may mark the deposit received */
  canMarkDeposit: boolean;
};
export type ConfirmBookingDto = {
  /** YYYY-MM-DD: required when the request has no wedding date; otherwise omitted */
  eventDate?: string;
};
export type DeclineBookingDto = {
  reason: string;
};
export type CancelBookingDto = {
  reason: string;
  /** The provider only: keep the day busy in the provider's calendar */
  keepDateBlocked?: boolean;
  /** The manage link's token when the couple is not signed in */
  token?: string;
};
export type BookingPageDto = {
  items: BookingDto[];
  /** Items over every page */
  total: number;
  page: number;
  pageSize: number;
};
export type CalendarFeedDto = {
  /** The private iCalendar URL, only in the answer that made it: Svatby keeps just its hash, so later reads give null (with `active: true` while it works); a lost URL is replaced by a new one */
  url: string | null;
  /** Whether a feed URL works now (made, not revoked, used within 180 days) */
  active: boolean;
  /** When the current URL was made */
  createdAt: string | null;
  /** When a calendar app last read it (recorded at most once a day); unused for 180 days, it stops working */
  lastUsedAt: string | null;
};
export type BookingSettingsViewDto = {
  cancellationTerms: string;
  depositPercent: number | null;
  /** The account as Czech users write it (bankAccountDisplay), for the form */
  bankAccount: string | null;
  /** The account as an IBAN (stored; the QR payment uses it) */
  bankAccountIban: string | null;
  /** A Czech IBAN as 'předčíslí-číslo/kód banky', any other IBAN in groups of four */
  bankAccountDisplay: string | null;
  eventsPerDay: number;
  /** False until the provider saves its settings (the values are the defaults) */
  saved: boolean;
};
export type BookingSettingsDto = {
  /** The cancellation terms (plain text) every confirmed booking's document carries */
  cancellationTerms: string;
  /** The default deposit as a share of the offer's price (an offer may set its own amount); null: no deposit */
  depositPercent?: number | null;
  /** Where couples send the deposit: an IBAN or a Czech account 'předčíslí-číslo/kód banky' (checked: modulo 11, the bank code); null: none */
  bankAccount?: string | null;
  /** How many events the provider takes on one day: confirming past it answers 409 */
  eventsPerDay: number;
};
export type ShortlistProviderDto = {
  id: number;
  companyName: string;
  /** Category ids, in the provider's order */
  categories: string[];
  /** Price from (Kč); null when not given */
  priceMin: number | null;
  /** Price to (Kč); null when not given */
  priceMax: number | null;
  /** Average of published reviews; null without any */
  ratingAverage: number | null;
  reviewCount: number;
  /** Reviews from bookings ('Ověřená rezervace') */
  bookingReviewCount: number;
  /** Median hours to the first offer (rounded up); null without a figure */
  responseTimeHours: number | null;
  /** Share (0–1) of matching requests answered with an offer; null without a figure */
  answerRate: number | null;
  /** The areas served, by name */
  areas: string[];
  profileImageUrl: string | null;
  /** The first portfolio image; null without one */
  coverImageUrl: string | null;
  /** Free on the couple's wedding date (the date of their newest active request): true when the calendar says free, false when busy, null when the date or the day is unknown */
  availableOnDate: boolean | null;
};
export type ShortlistEntryDto = {
  providerId: number;
  addedAt: string;
  provider: ShortlistProviderDto;
};
export type ShortlistDto = {
  /** Sorted by the provider's first category, then when it was added */
  items: ShortlistEntryDto[];
  /** The wedding date availableOnDate refers to; null when unknown */
  weddingDate: string | null;
};
export type ShortlistIdsDto = {
  /** The shortlisted providers' ids (the hearts) */
  providerIds: number[];
};
export type InvitationDto = {
  providerId: number;
  companyName: string;
  /** 'couple': the couple invited it; 'system': the 48-hour follow-up */
  source: InvitationSource;
  createdAt: string;
};
export type InvitationsDto = {
  /** Oldest first */
  items: InvitationDto[];
};
export type InviteProvidersDto = {
  /** Listed providers' ids, 1–5, unique; already invited ones are skipped */
  providerIds: number[];
};
export type ProviderInvitationCountDto = {
  /** Invitations to active requests the provider has neither offered on nor answered yet ('Pozvánka od páru') */
  open: number;
};
export type PlanMemberDto = {
  userId: number;
  /** The first name, or the e-mail's local part without one */
  name: string;
  /** This member is the signed-in account */
  isViewer: boolean;
  joinedAt: string;
};
export type PlanPartnerInvitationStateDto = {
  expiresAt: string;
  /** Where it was mailed; null for a link only */
  email: string | null;
};
export type GuestCountsDto = {
  /** Guests on the list (rows) */
  total: number;
  /** Not answered yet */
  invited: number;
  confirmed: number;
  declined: number;
  /** Child guests who have not declined */
  children: number;
  /** People coming: the sum of the confirmed answers' party sizes */
  people: number;
};
export type WeddingPlanDto = {
  id: number;
  coupleNames: string | null;
  /** YYYY-MM-DD; null: not decided yet */
  weddingDate: string | null;
  locationId: string | null;
  locationName: string | null;
  expectedGuests: number | null;
  /** Whole Kč */
  totalBudget: number | null;
  /** One or two accounts, by joining */
  members: PlanMemberDto[];
  /** The live partner invitation, if any */
  partnerInvitation: PlanPartnerInvitationStateDto | null;
  /** The signed-in member's weekly digest e-mail is on */
  weeklyDigest: boolean;
  /** The guest list's counts (the header's guests beside expectedGuests) */
  guests: GuestCountsDto;
  createdAt: string;
};
export type PlanPrefillDto = {
  coupleNames: string | null;
  /** YYYY-MM-DD */
  weddingDate: string | null;
  /** A catalogue location's id */
  locationId: string | null;
};
export type PlanStateDto = {
  /** The couple's plan; null before they create or join one */
  plan: WeddingPlanDto | null;
  prefill: PlanPrefillDto;
};
export type CreatePlanDto = {
  coupleNames?: string | null;
  /** YYYY-MM-DD; null: not decided yet */
  weddingDate?: string | null;
  /** A catalogue location's id */
  locationId?: string | null;
  expectedGuests?: number | null;
  /** Whole Kč */
  totalBudget?: number | null;
};
export type UpdatePlanDto = {
  coupleNames?: string | null;
  /** YYYY-MM-DD; null: not decided yet */
  weddingDate?: string | null;
  /** A catalogue location's id */
  locationId?: string | null;
  expectedGuests?: number | null;
  /** Whole Kč */
  totalBudget?: number | null;
  /** The signed-in member's weekly digest e-mail */
  weeklyDigest?: boolean;
};
export type TaskDoneBy = "couple" | "svatby";
export type PlanTaskDto = {
  id: number;
  /** The checklist's task key; null for the couple's own task */
  key: string | null;
  title: string;
  /** Why the task matters (the checklist's tasks only, where it helps) */
  why: string | null;
  /** The catalogue category the task books (links to the catalogue or the request form; ticks itself on an accepted offer) */
  categoryId: string | null;
  /** Months before the wedding the task is due; null: a custom task with an exact date or none */
  monthsBefore: number | null;
  /** YYYY-MM-DD: the wedding date minus monthsBefore months (Europe/Prague), or a custom task's exact date; null without a wedding date */
  dueDate: string | null;
  /** Open and its day has passed (never without a date) */
  overdue: boolean;
  done: boolean;
  /** 'couple': ticked by the couple; 'svatby': by an accepted offer or a confirmed booking of its category */
  doneBy: TaskDoneBy | null;
  doneAt: string | null;
  note: string | null;
  /** The plan member the task is assigned to */
  assigneeUserId: number | null;
  /** Hidden by the couple (listed; the UI filters) */
  hidden: boolean;
  /** The couple's own task (can be renamed, dated and deleted) */
  custom: boolean;
};
export type BudgetTotalsDto = {
  /** The plan's total budget (Kč); null: not set */
  totalBudget: number | null;
  /** Sum of the planned amounts */
  planned: number;
  /** Sum of the actual amounts */
  actual: number;
  /** Sum of the paid amounts */
  paid: number;
  /** Sum of the lines' amounts to pay */
  toPay: number;
  /** totalBudget minus the sum of each line's larger of planned and actual; negative when over; null without a total */
  remaining: number | null;
  /** The lines (the larger of planned and actual each) exceed the total budget */
  overBudget: boolean;
};
export type PlanSummaryDto = {
  /** The couple has a plan (otherwise the rest is empty: the card offers to create one) */
  hasPlan: boolean;
  weddingDate: string | null;
  /** At most 3 open, not hidden tasks, the soonest due first */
  nextTasks: PlanTaskDto[];
  budget: BudgetTotalsDto | null;
  guests: GuestCountsDto | null;
};
export type PartnerInvitationDto = {
  /** The link to hand the partner (shown only now) */
  url: string;
  expiresAt: string;
};
export type InvitePartnerDto = {
  /** Mail the link here (the mail carries the link only); omit for a link to copy */
  email?: string;
};
export type JoinPlanDto = {
  /** The token from the invitation link */
  token: string;
};
export type BudgetLineSource = "couple" | "svatby";
export type BudgetLineDto = {
  id: number;
  /** The catalogue category; null for a custom line */
  categoryId: string | null;
  /** The category's name for a category line, else the couple's own name of the line */
  title: string;
  /** Kč the couple plans to spend; null: not planned yet */
  planned: number | null;
  /** Kč it really costs (typed, or the accepted offer's price); null: not known yet */
  actual: number | null;
  /** The actual amount is an offer's upper bound or starting price ('odhad'), not an exact price */
  actualIsEstimate: boolean;
  /** Kč paid so far */
  paid: number;
  /** Kč still to pay: (actual ?? planned ?? 0) − paid, never below 0 */
  toPay: number;
  /** 'svatby': filled in from an offer accepted in Svatby; 'couple': typed by the couple */
  source: BudgetLineSource;
  /** The accepted offer the line follows */
  offerId: number | null;
  /** The confirmed booking's deposit (Kč), shown as due until the provider records it received (then it counts as paid) */
  depositDue: number | null;
  /** The actual amount exceeds the planned one */
  overBudget: boolean;
};
export type BudgetSuggestionDto = {
  categoryId: string;
  /** Suggested share of the total budget, whole percent (the shares sum to 100) */
  share: number;
  /** The share of the total budget in Kč (rounded to hundreds); null without a total */
  amount: number | null;
};
export type PlanBudgetDto = {
  /** Category lines in the catalogue order, then custom lines as added */
  lines: BudgetLineDto[];
  totals: BudgetTotalsDto;
  /** The suggested split of the total budget by category */
  suggestion: BudgetSuggestionDto[];
};
export type CreateBudgetLineDto = {
  /** A catalogue category (409 when the plan has its line already); or give title */
  categoryId?: string;
  /** A custom line's name (plain text, trimmed); or give categoryId */
  title?: string;
  planned?: number | null;
  actual?: number | null;
  /** Kč paid so far (default 0) */
  paid?: number;
};
export type UpdateBudgetLineDto = {
  /** Custom lines only */
  title?: string;
  planned?: number | null;
  /** A changed amount is the couple's own: exact, and kept when the booking lapses (a new acceptance replaces it) */
  actual?: number | null;
  paid?: number;
};
export type PlanTaskListDto = {
  /** By due date (undated last), then months before (furthest first); hidden ones included */
  items: PlanTaskDto[];
  /** The plan's wedding date; null: the tasks show months before */
  weddingDate: string | null;
};
export type CreatePlanTaskDto = {
  title: string;
  /** YYYY-MM-DD: an exact day (wins over monthsBefore) */
  dueDate?: string | null;
  monthsBefore?: number | null;
  note?: string | null;
  /** A plan member's account id */
  assigneeUserId?: number | null;
};
export type UpdatePlanTaskDto = {
  /** Ticks (the couple's) or unticks the task */
  done?: boolean;
  note?: string | null;
  /** A plan member's account id; null: nobody */
  assigneeUserId?: number | null;
  hidden?: boolean;
  /** The couple's own tasks only */
  title?: string;
  /** YYYY-MM-DD; the couple's own tasks only; null clears */
  dueDate?: string | null;
  /** null: no timing (the couple's own tasks only) */
  monthsBefore?: number | null;
};
export type GuestRsvp = "invited" | "confirmed" | "declined";
export type PlanGuestDto = {
  id: number;
  name: string;
  group: string | null;
  /** A child (the counts and the request form count children apart) */
  child: boolean;
  /** E-mail or phone, as the couple wrote it */
  contact: string | null;
  dietary: string | null;
  table: string | null;
  /** 'invited' (pozván, no answer yet), 'confirmed' (potvrdil), 'declined' (omluvil se) */
  rsvp: GuestRsvp;
  /** People the answer counts (1–10) */
  partySize: number;
  /** When the guest last answered through the RSVP link */
  respondedAt: string | null;
  /** The guest has a working RSVP link (created, not revoked, not expired) */
  rsvpLinkActive: boolean;
};
export type PlanGuestPageDto = {
  /** By group (ungrouped last), then name (Czech order) */
  items: PlanGuestDto[];
  /** Guests matching the filters, over every page */
  total: number;
  page: number;
  pageSize: number;
  /** Over the whole list, whatever the filters */
  counts: GuestCountsDto;
  /** Every group on the list (the filter's choices) */
  groups: string[];
};
export type CreatePlanGuestDto = {
  name: string;
  group?: string | null;
  child?: boolean;
  contact?: string | null;
  dietary?: string | null;
  table?: string | null;
  rsvp?: GuestRsvp;
  partySize?: number;
};
export type GuestImportErrorDto = {
  /** The file's line (1 = the header row) */
  line: number;
  message: string;
};
export type GuestImportResultDto = {
  /** Guests added (the good rows, in one transaction) */
  imported: number;
  /** Rows left out, with the reason (also the rows over the 2 000 cap) */
  errors: GuestImportErrorDto[];
};
export type GuestImportFormDto = {
  /** CSV up to 2 MB: UTF-8 (with or without BOM) or Windows-1250, `;` or `,` between values, the first row names the columns (Jméno – required, Skupina, Dítě ano/ne, Kontakt, Dieta/Strava, Stůl, RSVP/Odpověď pozván/potvrdil/omluvil se, Počet osob; English names too) */
  file: Blob;
};
export type UpdatePlanGuestDto = {
  name?: string;
  group?: string | null;
  child?: boolean;
  contact?: string | null;
  dietary?: string | null;
  table?: string | null;
  rsvp?: GuestRsvp;
  partySize?: number;
};
export type RsvpLinkDto = {
  /** The guest's page; shown once (only its hash is stored) */
  url: string;
  /** The day after the wedding ends; a year without a date */
  expiresAt: string;
};
export type RsvpDto = {
  coupleNames: string | null;
  /** YYYY-MM-DD; null while the couple has no date */
  weddingDate: string | null;
  guestName: string;
  rsvp: GuestRsvp;
  partySize: number;
  dietary: string | null;
};
export type AnswerRsvpDto = {
  /** true: coming (potvrdil), false: not (omluvil se) */
  attending: boolean;
  /** People coming with this invitation */
  partySize: number;
  /** Omitted: kept; empty or null: cleared */
  dietary?: string | null;
};
export type BillingDetailsDto = {
  companyName: string;
  street: string;
  city: string;
  postalCode: string;
  ico: string | null;
  dic: string | null;
  vatPayer: boolean;
  /** Whether the "Načíst z ARES" lookup works on this server (ARES_API_URL); otherwise manual entry only */
  aresAvailable: boolean;
  /** Whether the details were saved with a name and the full address (the next invoice uses them) */
  complete: boolean;
};
export type UpdateBillingDetailsDto = {
  companyName: string;
  street: string;
  city: string;
  postalCode: string;
  /** 8 digits with a valid mod-11 check digit */
  ico?: string | null;
  dic?: string | null;
  vatPayer: boolean;
};
export type AresCompanyDto = {
  ico: string;
  companyName: string;
  street: string;
  city: string;
  postalCode: string;
  dic: string | null;
};
export type SellerDto = {
  name: string;
  address: string;
  ico: string;
  dic: string | null;
  vatPayer: boolean;
};
export type InvoiceKind = "invoice" | "credit_note";
export type InvoiceDto = {
  id: number;
  number: string;
  kind: InvoiceKind;
  issuedAt: string;
  /** Datum uskutečnění zdanitelného plnění (Europe/Prague) */
  taxableSupplyDate: string;
  /** Haléře incl. VAT; negative on a credit note */
  totalHalere: number;
  formattedTotal: string;
  description: string;
  /** A credit note's corrected invoice number */
  correctedNumber: string | null;
};
export type InvoicePageDto = {
  items: InvoiceDto[];
  total: number;
};
export type AdminInvoiceDto = {
  id: number;
  number: string;
  kind: InvoiceKind;
  issuedAt: string;
  /** Datum uskutečnění zdanitelného plnění (Europe/Prague) */
  taxableSupplyDate: string;
  /** Haléře incl. VAT; negative on a credit note */
  totalHalere: number;
  formattedTotal: string;
  description: string;
  /** A credit note's corrected invoice number */
  correctedNumber: string | null;
  /** Null once the provider deleted the account */
  providerId: number | null;
  /** The buyer's name as the invoice states it */
  buyerName: string;
  /** The subscription payment the document is for */
  paymentId: number;
  /** An invoice whose payment has no credit note yet: POST /api/admin/payments/{paymentId}/refund applies */
  refundable: boolean;
};
export type AdminInvoicePageDto = {
  items: AdminInvoiceDto[];
  total: number;
};
export type MarketFiguresMinimumsDto = {
  /** Accepted offers needed for the typical prices */
  acceptedOffersForPrices: number;
  /** Requests needed for the time to the first offer and the 48-hour share */
  requestsForTiming: number;
};
export type MarketFiguresOptionDto = {
  id: string;
  name: string;
};
export type MarketFigureDto = {
  categoryId: string;
  categoryName: string;
  regionId: string;
  regionName: string;
  /** Listed providers offering the category in the area */
  providersActive: number;
  /** Requests published in the window (primary category, place in the area) */
  requestsCount: number;
  /** Median minutes to the first offer; null below the minimum requests */
  medianFirstOfferMinutes: number | null;
  /** Share (0–1) of requests with at least two offers within 48 hours */
  shareTwoOffers48h: number | null;
  /** Offers accepted in the window */
  acceptedCount: number;
  /** Median accepted price (Kč); null below the minimum accepted offers */
  priceMedian: number | null;
  /** First quartile of the accepted prices (Kč) */
  priceP25: number | null;
  /** Third quartile of the accepted prices (Kč) */
  priceP75: number | null;
};
export type MarketFiguresDto = {
  /** When the figures were computed; null: not yet */
  refreshedAt: string | null;
  /** Days the figures look back */
  windowDays: number;
  minimums: MarketFiguresMinimumsDto;
  /** Every category, in the catalogue order */
  categories: MarketFiguresOptionDto[];
  /** The areas: 'cela-cr' first, then the regions */
  regions: MarketFiguresOptionDto[];
  /** The cells asked for, by area then category in the catalogue order */
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
  /** What the provider paid Svatby (succeeded payments net of refunds, whole Kč) */
  paidCzk: number | null;
  /** Kč paid per accepted offer; null: none accepted, or not recorded */
  costPerAcceptedOffer: number | null;
  /** Kč paid per confirmed booking; null: none confirmed, or not recorded */
  costPerConfirmedBooking: number | null;
  /** YYYY-MM (Europe/Prague) */
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
  /** What the provider paid Svatby (succeeded payments net of refunds, whole Kč) */
  paidCzk: number | null;
  /** Kč paid per accepted offer; null: none accepted, or not recorded */
  costPerAcceptedOffer: number | null;
  /** Kč paid per confirmed booking; null: none confirmed, or not recorded */
  costPerConfirmedBooking: number | null;
};
export type ResultsComparisonDto = {
  /** How many other providers of the group have results for the period (at least 5) */
  providers: number;
  categoryId: string;
  categoryName: string;
  /** The region of the provider's first service area; 'cela-cr' for the whole country */
  regionId: string;
  regionName: string;
  /** Each figure the median over those providers (where it is known) */
  medians: ResultsFiguresDto;
};
export type ResultsTrackingDto = {
  portfolioViews: string | null;
  requestsMatched: string | null;
  requestsOpened: string | null;
  offersSent: string | null;
  offersRead: string | null;
  offersAccepted: string | null;
  bookingsConfirmed: string | null;
  responseMinutes: string | null;
};
export type ProviderResultsDto = {
  /** The first month of the period */
  from: string;
  /** The last month of the period */
  to: string;
  /** Each month of the period, oldest first */
  months: ResultsMonthDto[];
  /** The whole period (over the months where each figure is known) */
  total: ResultsFiguresDto;
  /** Null unless at least 5 other providers of the group have results */
  comparison: ResultsComparisonDto | null;
  /** Why there is no comparison (Czech), or null */
  comparisonNote: string | null;
  trackingSince: ResultsTrackingDto;
};
export type PushConfigDto = {
  /** False without VAPID keys: the UI hides the toggle */
  enabled: boolean;
  /** The VAPID public key (base64url), PushManager.subscribe's applicationServerKey; null when disabled */
  publicKey: string | null;
};
export type PushDeviceDto = {
  id: number;
  label: string;
  createdAt: string;
  /** The last notification the push service accepted */
  lastUsedAt: string | null;
  /** The device asking (its endpoint was given as ?endpoint=) */
  current: boolean;
};
export type PushKeysDto = {
  p256dh: string;
  auth: string;
};
export type SubscribePushDto = {
  /** The push service's endpoint (https) */
  endpoint: string;
  keys: PushKeysDto;
  /** The device's name; default: read from the browser's user agent */
  label?: string;
};
export type PageHeadDto = {
  /** What the server answers for the page: 404 unknown page or provider, 410 deleted provider */
  status: 200 | 404 | 410;
  title: string;
  /** The meta description (at most 160 characters) */
  description: string;
  /** Absolute canonical URL; null for pages not indexed */
  canonical: string | null;
  /** Absolute URL of the social preview image */
  image: string;
  robots: "index, follow" | "noindex, nofollow";
  /** schema.org objects (LocalBusiness, BreadcrumbList, FAQPage, WebSite), each a JSON-LD script */
  jsonLd: {
    [key: string]: any;
  }[];
};
export type FaqItemDto = {
  /** Anchor of the question: /faq#faq-{key} opens it */
  key: string;
  question: string;
  /** The answer's paragraphs (Czech text). A link is written `[text](href)`: href is a path of the site ('/kontakt', '/#pricing') or a 'mailto:' address; the texts carry no other markup and no '[' or ']'. */
  paragraphs: string[];
  /** 'planPrices': the client lists the paid plans' prices (GET /api/subscription/plans) after the first paragraph */
  kind?: "planPrices";
};
export type FaqGroupDto = {
  /** Anchor of the group's section */
  id: string;
  title: string;
  items: FaqItemDto[];
};
export type FaqPageDto = {
  /** The groups of questions in the order of the page */
  groups: FaqGroupDto[];
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
} = injectedRtkApi;
