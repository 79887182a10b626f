/**
 * The pages couples and visitors land on, drawn in plain HTML and CSS (shared/ui): no component library loads
 * with them, so that a phone starts them quickly; their antd parts (dialogs, forms, a provider's own portfolio)
 * sit in <AntdBoundary>s and load when shown. Each with its module (below src/, without the extension): the
 * build (vite.config.ts) keeps what these modules import out of the antd chunk. No imports here: the build's
 * config reads this file.
 */
export const plainPageModules = {
  home: 'features/home/HomePage',
  requests: 'features/requests/RequestsPage',
  providers: 'features/providers/ProvidersPage',
  portfolio: 'features/portfolio/PortfolioPage',
  serviceType: 'features/service-types/ServiceTypePage',
  // The provider's client section.
  inquiries: 'features/provider-workspace/inquiries/InquiriesPage',
  // The admin panel: the overview and the requests tab with it, the providers and audit tabs lazily (see AdminPanel).
  admin: 'features/admin/AdminPage',
  // Both dashboards, the provider's and the couple's (see DashboardPage).
  dashboard: 'features/dashboard/DashboardPage',
  faq: 'features/pages/FaqPage',
  // The legal pages share the FAQ's plain layout (StaticPageLayout) and have nothing of antd.
  terms: 'features/pages/TermsPage',
  privacy: 'features/pages/PrivacyPage',
  // The public figures (issue 47): a table in plain HTML, rendered on the server.
  figures: 'features/figures/FiguresPage',
  // A wedding guest's answer by link (issue 46): opened on a phone from a message, nothing of antd.
  rsvp: 'features/planning/RsvpPage',
  // The couple's wedding plan: its head and the tasks tab are plain; the dialogs, the create form and the budget and
  // guests tabs load antd when shown.
  plan: 'features/planning/PlanPage',
  // The couple's shortlist (/vybrani): plain cards and toolbar; the invitation dialog loads antd when opened.
  shortlist: 'features/shortlist/ShortlistPage',
  // A booking (/rezervace/{id}): its state, document and history; a confirmed booking's deposit panel loads antd.
  booking: 'features/bookings/BookingPage',
  // The provider's subscription: the current plan, payments and invoices are plain; the plans to choose load antd near the screen.
  subscriptionManagement: 'features/provider-workspace/subscription/SubscriptionManagementPage',
  // The inbox (/zpravy): the list is plain; an open thread (composer, attachments, reports) loads antd.
  conversations: 'features/conversations/ConversationsPage',
} as const;

/** The dashboards DashboardPage picks once the account is known: to the build, each a page of its own. */
export const dashboardModules = {
  provider: 'features/provider-workspace/dashboard/ProviderDashboard',
  couple: 'features/dashboard/CoupleDashboard',
} as const;

/**
 * Parts a plain page loads lazily that render without antd as well (the provider's and the couple's dashboards,
 * which DashboardPage picks once the account is known; the admin panel's plain tabs; the dashboards' calendar address
 * near the screen): the build keeps what they import out of the antd chunk too.
 */
export const plainLazyModules = [
  dashboardModules.provider,
  dashboardModules.couple,
  'features/admin/ProvidersTab',
  'features/admin/AuditTab',
  'features/bookings/CalendarFeedBody',
] as const;
