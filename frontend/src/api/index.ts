import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { ServerFetch } from './baseApi';
import { api as generatedApi } from './generated';
import type { ProviderProfileDto } from './generated';

/**
 * The generated endpoints (./generated.ts, from openapi.json) with the app's cache tags:
 * - 'User': the session (authSession, and authUser, authIsAdmin); every call that changes who is signed in invalidates it.
 *   authSession also holds the provider profile's name, image ('Providers') and active plan ('Subscription'): editing
 *   the profile or changing the plan asks it again.
 * - 'Categories', 'Locations', 'Plans', 'Counts': reference data and the navbar counts.
 * - 'Requests': the couples' requests (lists and details); creating one refreshes them and the counts.
 * - 'Providers', 'Reviews': the catalogue, portfolios, the own profile, reviews and rating stats.
 * - 'Availability', 'Portfolio': the provider's calendar and portfolio items (own and public).
 * - 'Subscription': the signed-in provider's subscription and payments; checkout and plan changes
 *   refresh it, the catalogue (listing, premium first) and the request contacts.
 * - 'Admin': the admin panel's lists, overview and audit log; every admin action refreshes them and
 *   the public data it touches.
 * - 'Offers': offers on requests (the couple's, the provider's own); answering one also refreshes the
 *   requests (booked) and the conversations (system messages). 'Conversations': threads, messages,
 *   unread counts and messaging settings. Server-sent events (app/useEventStream) invalidate both.
 * - 'Bookings': the bookings of both sides and the admin's (issue 44); each transition also refreshes what it touches
 *   (the calendar, the conversations; a lapse reopens offers and requests); 'booking.updated' events invalidate it.
 *   'BookingSettings', 'CalendarFeed': the provider's booking settings and the account's private calendar address.
 * - 'Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests': the couple's wedding plan (issue 46) and its tabs; the summary (dashboard
 *   card) holds all four. Accepting an offer and the bookings' transitions change its budget and tasks; 'plan.updated'
 *   events (the partner's writes, a guest's RSVP) invalidate them.
 * - 'Billing', 'Invoices': the provider's billing details and its invoices (issue 47). The invoices also hang on 'Subscription':
 *   a payment (checkout, a plan change) issues one; an admin's refund issues a credit note. The seller (legal pages) is config.
 * - 'PushDevices': the account's devices with Web Push on (issue 47, features/push).
 * - 'ApiTokens': the account's personal API tokens (issue 50, features/integrations); a password change may revoke them.
 * - 'Webhooks', 'WebhookDeliveries': the account's webhook endpoints and their delivery logs (issue 50, features/integrations).
 * - Deleting the account (accountDelete) refreshes every private tag: the session becomes a visitor's.
 * Everything the UI calls goes through these hooks; never hand-write fetch calls.
 */
export const api = generatedApi.enhanceEndpoints({
  addTagTypes: [
    'User', 'Categories', 'Locations', 'Plans', 'Counts', 'Requests', 'Providers', 'Reviews', 'Availability', 'Portfolio', 'Subscription',
    'Admin', 'Offers', 'Conversations', 'Bookings', 'BookingSettings', 'CalendarFeed',
    'Shortlist', 'Invitations', 'OfferTemplates', 'Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests',
    'Billing', 'Invoices', 'PushDevices',
    'Webhooks', 'WebhookDeliveries', 'ApiTokens',
  ],
  endpoints: {
    health: { providesTags: [] },
    authUser: { providesTags: ['User'] },
    authIsAdmin: { providesTags: ['User'] },
    // The one call the session is read from (shared/useSession.ts).
    authSession: { providesTags: ['User', 'Providers', 'Subscription'] },
    authDebug: { providesTags: [] },
    authLogin: { invalidatesTags: ['User', 'Requests', 'Shortlist', 'Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests'] },
    authRegister: { invalidatesTags: ['User', 'Counts'] },
    authTestLogin: { invalidatesTags: ['User', 'Requests', 'Shortlist', 'Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests'] },
    authLogout: { invalidatesTags: ['User', 'Requests', 'Shortlist', 'Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests'] },
    authForgotPassword: { invalidatesTags: [] },
    authResetPassword: { invalidatesTags: [] },
    authVerifyEmail: { invalidatesTags: ['User'] },
    authResendVerification: { invalidatesTags: [] },
    authChangePassword: { invalidatesTags: ['User', 'ApiTokens'] },
    authConfirmPassword: { invalidatesTags: [] },
    catalogCategories: { providesTags: ['Categories'] },
    catalogLocations: { providesTags: ['Locations'] },
    // The request form's questions per category (issue 45): reference data, changed only by a deployment.
    requestQuestions: { providesTags: [] },
    dashboardCounts: { providesTags: ['Counts'] },
    subscriptionPlans: { providesTags: ['Plans'] },
    requestsList: { providesTags: ['Requests'] },
    requestsGet: { providesTags: ['Requests'] },
    requestsCreate: { invalidatesTags: ['Requests', 'Counts'] },
    requestsConfirm: { invalidatesTags: ['Requests', 'Counts'] },
    requestsReject: { invalidatesTags: ['Requests'] },
    requestsManaged: { providesTags: ['Requests'] },
    requestsUpdateManaged: { invalidatesTags: ['Requests', 'Counts'] },
    requestsExtendManaged: { invalidatesTags: ['Requests', 'Counts'] },
    aiGenerateDescription: { invalidatesTags: [] },
    providersRegister: { invalidatesTags: ['User', 'Providers', 'Counts', 'Categories'] },
    providerOwnProfile: { providesTags: ['Providers', 'User'] },
    providerCreateProfile: { invalidatesTags: ['Providers', 'User', 'Counts', 'Categories'] },
    providersList: { providesTags: ['Providers'] },
    providersByType: { providesTags: ['Providers'] },
    providersGet: { providesTags: ['Providers'] },
    reviewsCanReview: { invalidatesTags: [] },
    reviewsCreate: { invalidatesTags: ['Reviews', 'Providers'] },
    reviewsConfirm: { invalidatesTags: ['Reviews', 'Providers'] },
    // A booking's review link (issue 44): published at once, so the list, the stats and the provider's counts change.
    reviewsBookingInvitation: { providesTags: ['Reviews'] },
    reviewsCreateFromBooking: { invalidatesTags: ['Reviews', 'Providers'] },
    reviewsReply: { invalidatesTags: ['Reviews'] },
    reviewsDeleteReply: { invalidatesTags: ['Reviews'] },
    reviewsReport: { invalidatesTags: ['Admin'] },
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
    portfolioRecordView: { invalidatesTags: [] },
    portfolioOwnViews: { providesTags: ['Portfolio'] },
    subscriptionCheckoutConfig: { providesTags: [] },
    subscriptionInfo: { providesTags: ['Subscription'] },
    subscriptionPayments: { providesTags: ['Subscription'] },
    subscriptionCancel: { invalidatesTags: ['Subscription', 'Providers', 'Requests'] },
    subscriptionSchedulePlan: { invalidatesTags: ['Subscription', 'Providers', 'Requests'] },
    getOrCreateSubscription: { invalidatesTags: ['Subscription', 'Providers', 'Requests'] },
    adminOverview: { providesTags: ['Admin'] },
    adminRequests: { providesTags: ['Admin'] },
    adminProviders: { providesTags: ['Admin'] },
    adminAuditLog: { providesTags: ['Admin'] },
    adminReviews: { providesTags: ['Admin'] },
    adminHideReview: { invalidatesTags: ['Admin', 'Reviews', 'Providers'] },
    adminRestoreReview: { invalidatesTags: ['Admin', 'Reviews', 'Providers'] },
    adminDeleteReview: { invalidatesTags: ['Admin', 'Reviews', 'Providers'] },
    adminUpdateRequestNotes: { invalidatesTags: ['Admin'] },
    adminMarkRequestForDeletion: { invalidatesTags: ['Admin'] },
    adminDeleteRequest: { invalidatesTags: ['Admin', 'Requests', 'Counts'] },
    adminDeleteProvider: { invalidatesTags: ['Admin', 'Providers', 'Reviews', 'Portfolio', 'Counts', 'Categories'] },
    adminActivateSubscription: { invalidatesTags: ['Admin', 'Providers', 'Subscription', 'Counts', 'Categories'] },
    adminDeactivateSubscription: { invalidatesTags: ['Admin', 'Providers', 'Subscription', 'Counts', 'Categories'] },
    debugSendgrid: { providesTags: [] },
    debugSendgridTest: { invalidatesTags: [] },
    contactSend: { invalidatesTags: [] },
    // The FAQ changes only with a deployment: nothing invalidates it.
    faq: { providesTags: [] },
    // The head of each page visited (app/head): kept a while so that going back is instant; it holds the
    // portfolio's name, images and rating, the category names.
    pageHead: { providesTags: ['Providers', 'Reviews', 'Categories'], keepUnusedDataFor: 600 },
    accountSummary: { providesTags: ['User', 'Providers'] },
    // A file download (features/account/accountData.ts fetches it), never kept in the cache.
    accountExport: { providesTags: [] },
    // Everything private of the session goes with the account.
    accountDelete: {
      invalidatesTags: [
        'User', 'Requests', 'Providers', 'Reviews', 'Availability', 'Portfolio', 'Subscription', 'Admin', 'Counts', 'Categories', 'Offers',
        'Conversations', 'Bookings', 'BookingSettings', 'CalendarFeed', 'Shortlist', 'Invitations', 'OfferTemplates', 'Plan', 'PlanTasks',
        'PlanBudget', 'PlanGuests', 'PushDevices', 'Billing', 'Invoices', 'Webhooks', 'WebhookDeliveries', 'ApiTokens',
      ],
    },
    offersCreate: { invalidatesTags: ['Offers', 'Requests', 'Conversations'] },
    offersForRequest: { providesTags: ['Offers'] },
    offersForManagedRequest: { providesTags: ['Offers'] },
    offersUpdate: { invalidatesTags: ['Offers'] },
    offersWithdraw: { invalidatesTags: ['Offers', 'Requests'] },
    // Accepting makes the booking, fills the plan's budget line and ticks its tasks.
    offersAccept: { invalidatesTags: ['Offers', 'Requests', 'Conversations', 'Counts', 'Bookings', 'Plan', 'PlanTasks', 'PlanBudget'] },
    offersDecline: { invalidatesTags: ['Offers', 'Conversations'] },
    providerOffers: { providesTags: ['Offers'] },
    conversationsList: { providesTags: ['Conversations'] },
    conversationsUnread: { providesTags: ['Conversations'] },
    conversationsStart: { invalidatesTags: ['Conversations'] },
    conversationsMessages: { providesTags: ['Conversations'] },
    conversationsSend: { invalidatesTags: ['Conversations'] },
    conversationsMarkRead: { invalidatesTags: ['Conversations', 'Offers'] },
    messagesReport: { invalidatesTags: ['Conversations', 'Admin'] },
    messagingSettings: { providesTags: ['Conversations'] },
    messagingUpdateSettings: { invalidatesTags: ['Conversations'] },
    adminMessageReports: { providesTags: ['Admin'] },
    adminConversationMessages: { providesTags: ['Admin'] },
    adminResolveMessageReport: { invalidatesTags: ['Admin', 'Conversations'] },
    adminSetMessagingBlock: { invalidatesTags: ['Admin'] },
    adminSetRequestMessagingBlock: { invalidatesTags: ['Admin'] },
    // Bookings (issue 44): every transition posts a system message; a decline reopens the request and its offers;
    // confirming and cancelling set or free the day in the calendar. 'booking.updated' (app/useEventStream) refreshes them.
    bookingsForCouple: { providesTags: ['Bookings'] },
    bookingsForManagedRequest: { providesTags: ['Bookings'] },
    bookingsForProvider: { providesTags: ['Bookings'] },
    bookingsGet: { providesTags: ['Bookings'] },
    // Each also moves the couple's plan: a confirmed deposit is due, a received one paid, a lapse drops the budget's link.
    bookingsConfirm: { invalidatesTags: ['Bookings', 'Availability', 'Conversations', 'Admin', 'Plan', 'PlanTasks', 'PlanBudget'] },
    bookingsDecline: { invalidatesTags: ['Bookings', 'Offers', 'Requests', 'Conversations', 'Admin', 'Plan', 'PlanTasks', 'PlanBudget'] },
    bookingsCancel: {
      invalidatesTags: ['Bookings', 'Availability', 'Offers', 'Requests', 'Conversations', 'Admin', 'Plan', 'PlanTasks', 'PlanBudget'],
    },
    bookingsMarkDepositReceived: { invalidatesTags: ['Bookings', 'Conversations', 'Admin', 'Plan', 'PlanTasks', 'PlanBudget'] },
    adminBookingsList: { providesTags: ['Admin', 'Bookings'] },
    adminBookingsCancel: { invalidatesTags: ['Admin', 'Bookings', 'Availability', 'Conversations', 'Plan', 'PlanTasks', 'PlanBudget'] },
    // The provider's cancellation terms, deposit, account and capacity: only its own settings form shows them.
    bookingSettingsGet: { providesTags: ['BookingSettings'] },
    bookingSettingsUpdate: { invalidatesTags: ['BookingSettings'] },
    // The private calendar address ('Kalendář v telefonu').
    calendarFeedGet: { providesTags: ['CalendarFeed'] },
    calendarFeedRegenerate: { invalidatesTags: ['CalendarFeed'] },
    calendarFeedRevoke: { invalidatesTags: ['CalendarFeed'] },
    // The couple's shortlist (issue 45): the hearts' ids and the /vybrani list; the hearts update the ids at once themselves.
    shortlistIds: { providesTags: ['Shortlist'] },
    listShortlist: { providesTags: ['Shortlist'] },
    addToShortlist: { invalidatesTags: ['Shortlist'] },
    removeFromShortlist: { invalidatesTags: ['Shortlist'] },
    // Invitations to quote on the couple's request; the one-tap answers under its offers change with the offers ('Offers' events).
    listInvitations: { providesTags: ['Invitations'] },
    inviteProviders: { invalidatesTags: ['Invitations', 'Requests'] },
    listRequestReplies: { providesTags: ['Offers'] },
    // The provider's one-tap answers (issue 45): the request leaves (or, undone, rejoins) the provider's list, the date
    // may turn busy (or free) in the calendar, a question opens a conversation; the couple's muted list is under 'Offers'.
    replyToRequest: { invalidatesTags: ['Requests', 'Availability', 'Conversations', 'Offers'] },
    undoReply: { invalidatesTags: ['Requests', 'Availability', 'Conversations', 'Offers'] },
    // The provider's offer templates (profile settings, 'Začít ze šablony' in the offer form).
    listOfferTemplates: { providesTags: ['OfferTemplates'] },
    createOfferTemplate: { invalidatesTags: ['OfferTemplates'] },
    updateOfferTemplate: { invalidatesTags: ['OfferTemplates'] },
    deleteOfferTemplate: { invalidatesTags: ['OfferTemplates'] },
    // The couple's wedding plan (issue 46). Joining or leaving changes the household, and with it the shortlist.
    getPlan: { providesTags: ['Plan'] },
    planSummary: { providesTags: ['Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests'] },
    createPlan: { invalidatesTags: ['Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests', 'Shortlist'] },
    // The date moves the tasks' due dates, the total budget the suggested split.
    updatePlan: { invalidatesTags: ['Plan', 'PlanTasks', 'PlanBudget'] },
    leavePlan: { invalidatesTags: ['Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests', 'Shortlist'] },
    invitePartner: { invalidatesTags: ['Plan'] },
    revokePartnerInvitation: { invalidatesTags: ['Plan'] },
    joinPlan: { invalidatesTags: ['Plan', 'PlanTasks', 'PlanBudget', 'PlanGuests', 'Shortlist'] },
    listPlanTasks: { providesTags: ['PlanTasks'] },
    createPlanTask: { invalidatesTags: ['PlanTasks'] },
    updatePlanTask: { invalidatesTags: ['PlanTasks'] },
    deletePlanTask: { invalidatesTags: ['PlanTasks'] },
    getPlanBudget: { providesTags: ['PlanBudget'] },
    createBudgetLine: { invalidatesTags: ['PlanBudget'] },
    updateBudgetLine: { invalidatesTags: ['PlanBudget'] },
    deleteBudgetLine: { invalidatesTags: ['PlanBudget'] },
    applyBudgetSuggestion: { invalidatesTags: ['PlanBudget'] },
    // The plan's head shows the guests' counts.
    listPlanGuests: { providesTags: ['PlanGuests'] },
    createPlanGuest: { invalidatesTags: ['PlanGuests', 'Plan'] },
    updatePlanGuest: { invalidatesTags: ['PlanGuests', 'Plan'] },
    deletePlanGuest: { invalidatesTags: ['PlanGuests', 'Plan'] },
    importPlanGuests: { invalidatesTags: ['PlanGuests', 'Plan'] },
    createRsvpLink: { invalidatesTags: ['PlanGuests'] },
    revokeRsvpLink: { invalidatesTags: ['PlanGuests'] },
    // A guest's public RSVP page: nothing of the session.
    getRsvp: { providesTags: [] },
    answerRsvp: { invalidatesTags: [] },
    // Billing (issue 47): only its own save refreshes the details (a profile save must not reset a half-filled form);
    // ARES answers are not kept long.
    getBillingDetails: { providesTags: ['Billing'] },
    updateBillingDetails: { invalidatesTags: ['Billing'] },
    lookupAres: { providesTags: [], keepUnusedDataFor: 60 },
    listInvoices: { providesTags: ['Invoices', 'Subscription'] },
    adminListInvoices: { providesTags: ['Admin', 'Invoices'] },
    // A refund marks the payment refunded and issues a credit note.
    adminRefundPayment: { invalidatesTags: ['Admin', 'Invoices', 'Subscription'] },
    // The operator's identity (INVOICE_SELLER_*): changed only by a deployment.
    getSeller: { providesTags: [] },
    // Web Push (issue 47): the server's key, and the account's devices; a test notification changes nothing shown (it is queued).
    pushConfig: { providesTags: [] },
    listPushDevices: { providesTags: ['PushDevices'] },
    subscribePush: { invalidatesTags: ['PushDevices'] },
    deletePushDevice: { invalidatesTags: ['PushDevices'] },
    testPushDevice: { invalidatesTags: [] },
    // Personal API tokens (issue 50): the list; creating and revoking one change it.
    listApiTokens: { providesTags: ['ApiTokens'] },
    createApiToken: { invalidatesTags: ['ApiTokens'] },
    revokeApiToken: { invalidatesTags: ['ApiTokens'] },
    // Webhooks (issue 50): the endpoints and their delivery logs; a test event or a resend adds a row to the log (the
    // sending itself is queued: the card asks again while a delivery is pending). The secret is asked on demand, never kept.
    listWebhookEventTypes: { providesTags: [] },
    listWebhookEndpoints: { providesTags: ['Webhooks'] },
    createWebhookEndpoint: { invalidatesTags: ['Webhooks'] },
    updateWebhookEndpoint: { invalidatesTags: ['Webhooks'] },
    deleteWebhookEndpoint: { invalidatesTags: ['Webhooks', 'WebhookDeliveries'] },
    getWebhookSecret: { providesTags: [], keepUnusedDataFor: 0 },
    listWebhookDeliveries: { providesTags: ['WebhookDeliveries'] },
    resendWebhookDelivery: { invalidatesTags: ['WebhookDeliveries'] },
    sendWebhookTestEvent: { invalidatesTags: ['WebhookDeliveries'] },
    // The public figures (issue 47): refreshed hourly on the server; nothing the app does changes them.
    marketFigures: { providesTags: [] },
    // The provider's results (issue 47): the funnel moves with its offers and bookings, so those refresh it too.
    providerResults: { providesTags: ['Offers', 'Bookings', 'Subscription'] },
  },
});

/**
 * The signed-in account's provider profile, or null when the account is not a provider: the same
 * GET /api/provider/profile with its 404 / 403 as a value, not an error. Everything that asks "is this
 * account a provider" with the whole profile reads it (the dashboard, the provider pages; the top bar reads the
 * session's, GET /api/session): one cached call,
 * where a query in the error state would be fetched again by every component that subscribes.
 */
const withAccountProvider = api.injectEndpoints({
  endpoints: (build) => ({
    accountProvider: build.query<ProviderProfileDto | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/api/provider/profile' });
        if (result.error) {
          const status = result.error.status;
          return status === 404 || status === 403 ? { data: null } : { error: result.error };
        }
        return { data: result.data as ProviderProfileDto };
      },
      providesTags: ['Providers', 'User'],
    }),
  }),
});

export const { useAccountProviderQuery } = withAccountProvider;
/** The same query outside React: the first screen's data (app/firstScreenData.ts) asks it before the page renders. */
export const accountProviderEndpoint = withAccountProvider.endpoints.accountProvider;

export const {
  useHealthQuery,
  useAuthRegisterMutation,
  useAuthLoginMutation,
  useAuthUserQuery,
  useAuthIsAdminQuery,
  useAuthSessionQuery,
  useAuthForgotPasswordMutation,
  useAuthResetPasswordMutation,
  useAuthDebugQuery,
  useAuthTestLoginMutation,
  useAuthLogoutMutation,
  useAuthVerifyEmailMutation,
  useAuthResendVerificationMutation,
  useAuthChangePasswordMutation,
  useAuthConfirmPasswordMutation,
  useCatalogCategoriesQuery,
  useCatalogLocationsQuery,
  useRequestQuestionsQuery,
  useDashboardCountsQuery,
  useSubscriptionPlansQuery,
  useRequestsListQuery,
  useRequestsGetQuery,
  useRequestsCreateMutation,
  useRequestsConfirmMutation,
  useRequestsRejectMutation,
  useRequestsManagedQuery,
  useRequestsUpdateManagedMutation,
  useRequestsExtendManagedMutation,
  useAiGenerateDescriptionMutation,
  useProvidersRegisterMutation,
  useProviderOwnProfileQuery,
  useProviderCreateProfileMutation,
  useProvidersListQuery,
  useProvidersByTypeQuery,
  useProvidersGetQuery,
  useReviewsCanReviewMutation,
  useReviewsCreateMutation,
  useReviewsConfirmMutation,
  useReviewsBookingInvitationQuery,
  useReviewsCreateFromBookingMutation,
  useReviewsReplyMutation,
  useReviewsDeleteReplyMutation,
  useReviewsReportMutation,
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
  usePortfolioRecordViewMutation,
  usePortfolioOwnViewsQuery,
  useSubscriptionCheckoutConfigQuery,
  useSubscriptionInfoQuery,
  useSubscriptionPaymentsQuery,
  useSubscriptionCancelMutation,
  useSubscriptionSchedulePlanMutation,
  useGetOrCreateSubscriptionMutation,
  useAdminOverviewQuery,
  useAdminRequestsQuery,
  useAdminProvidersQuery,
  useAdminAuditLogQuery,
  useAdminReviewsQuery,
  useAdminHideReviewMutation,
  useAdminRestoreReviewMutation,
  useAdminDeleteReviewMutation,
  useAdminUpdateRequestNotesMutation,
  useAdminMarkRequestForDeletionMutation,
  useAdminDeleteRequestMutation,
  useAdminDeleteProviderMutation,
  useAdminActivateSubscriptionMutation,
  useAdminDeactivateSubscriptionMutation,
  useDebugSendgridQuery,
  useDebugSendgridTestMutation,
  useContactSendMutation,
  useFaqQuery,
  usePageHeadQuery,
  useAccountSummaryQuery,
  useAccountDeleteMutation,
  useOffersCreateMutation,
  useOffersForRequestQuery,
  useOffersForManagedRequestQuery,
  useOffersUpdateMutation,
  useOffersWithdrawMutation,
  useOffersAcceptMutation,
  useOffersDeclineMutation,
  useProviderOffersQuery,
  useConversationsListQuery,
  useConversationsUnreadQuery,
  useConversationsStartMutation,
  useConversationsMessagesQuery,
  useConversationsSendMutation,
  useConversationsMarkReadMutation,
  useMessagesReportMutation,
  useMessagingSettingsQuery,
  useMessagingUpdateSettingsMutation,
  useAdminMessageReportsQuery,
  useAdminConversationMessagesQuery,
  useAdminResolveMessageReportMutation,
  useAdminSetMessagingBlockMutation,
  useAdminSetRequestMessagingBlockMutation,
  useBookingsForCoupleQuery,
  useBookingsForManagedRequestQuery,
  useBookingsForProviderQuery,
  useBookingsGetQuery,
  useBookingsConfirmMutation,
  useBookingsDeclineMutation,
  useBookingsCancelMutation,
  useBookingsMarkDepositReceivedMutation,
  useAdminBookingsListQuery,
  useAdminBookingsCancelMutation,
  useBookingSettingsGetQuery,
  useBookingSettingsUpdateMutation,
  useCalendarFeedGetQuery,
  useCalendarFeedRegenerateMutation,
  useCalendarFeedRevokeMutation,
  useShortlistIdsQuery,
  useListShortlistQuery,
  useAddToShortlistMutation,
  useRemoveFromShortlistMutation,
  useListInvitationsQuery,
  useInviteProvidersMutation,
  useListRequestRepliesQuery,
  useReplyToRequestMutation,
  useUndoReplyMutation,
  useListOfferTemplatesQuery,
  useCreateOfferTemplateMutation,
  useUpdateOfferTemplateMutation,
  useDeleteOfferTemplateMutation,
  // The couple's wedding plan (issue 46): the plan, its partners, the dashboard's summary and the tasks tab.
  useGetPlanQuery,
  usePlanSummaryQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useLeavePlanMutation,
  useInvitePartnerMutation,
  useRevokePartnerInvitationMutation,
  useJoinPlanMutation,
  useListPlanTasksQuery,
  useCreatePlanTaskMutation,
  useUpdatePlanTaskMutation,
  useDeletePlanTaskMutation,
  // The wedding plan's budget and guests tabs and the guests' RSVP page (issue 46).
  useGetPlanBudgetQuery,
  useCreateBudgetLineMutation,
  useUpdateBudgetLineMutation,
  useDeleteBudgetLineMutation,
  useApplyBudgetSuggestionMutation,
  useListPlanGuestsQuery,
  useCreatePlanGuestMutation,
  useImportPlanGuestsMutation,
  useUpdatePlanGuestMutation,
  useDeletePlanGuestMutation,
  useCreateRsvpLinkMutation,
  useRevokeRsvpLinkMutation,
  useGetRsvpQuery,
  useAnswerRsvpMutation,
  // Billing (issue 47): billing details with ARES, the invoices, the admin's list and refund, the seller on the legal pages.
  useGetBillingDetailsQuery,
  useUpdateBillingDetailsMutation,
  useLazyLookupAresQuery,
  useListInvoicesQuery,
  useAdminListInvoicesQuery,
  useAdminRefundPaymentMutation,
  useGetSellerQuery,
  // Web Push (issue 47): the devices card (features/push).
  usePushConfigQuery,
  useListPushDevicesQuery,
  useSubscribePushMutation,
  useDeletePushDeviceMutation,
  useTestPushDeviceMutation,
  // Personal API tokens (issue 50): 'Přístup přes API' (features/integrations) and the password change's question.
  useListApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  // Webhooks (issue 50): the card in the account settings (features/integrations).
  useListWebhookEventTypesQuery,
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useLazyGetWebhookSecretQuery,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  useSendWebhookTestEventMutation,
  // Svatby v číslech (issue 47): the public figures' page (features/figures).
  useMarketFiguresQuery,
  // Výsledky (issue 47): the provider's funnel on its dashboard (features/provider-workspace/results).
  useProviderResultsQuery,
} = api;

/**
 * The app's store (app/store.ts) holds this API's cache only, and its thunks get the server's fetch on the server:
 * its state and dispatch, typed here below app/, so that the features' hooks need nothing of app/ (app/store.ts
 * checks that its store matches them).
 */
export type AppState = { [reducerPath in typeof api.reducerPath]: ReturnType<typeof api.reducer> };
export type AppDispatch = ThunkDispatch<AppState, ServerFetch | undefined, UnknownAction> & Dispatch<UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

export type * from './generated';
export { multipart } from './multipart';
