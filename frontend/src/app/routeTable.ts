import { loadAntdProvider } from '../shared/antd/loadAntdProvider';
import { once } from '../shared/once';
import { CATCH_ALL_ROUTE, paths } from '../shared/paths';
import type { AppPath } from '../shared/paths';
import { plainPageModules } from './plainPages';

/**
 * The app's one route table, without React: the entry (main.tsx) reads it to start the current
 * page's chunk right after the first paint, before the app's own code has loaded, and the router
 * (router.tsx) builds its routes from it, wrapping the same loaders in React.lazy.
 */
export const pageLoaders = {
  home: once(() => import('../features/home/HomePage')),
  login: once(() => import('../features/auth/LoginPage')),
  forgotPassword: once(() => import('../features/auth/ForgotPasswordPage')),
  resetPassword: once(() => import('../features/auth/ResetPasswordPage')),
  verifyEmail: once(() => import('../features/auth/VerifyEmailPage')),
  reviewConfirm: once(() => import('../features/reviews/ReviewConfirmPage')),
  dashboard: once(() => import('../features/dashboard/DashboardPage')),
  requests: once(() => import('../features/requests/RequestsPage')),
  providers: once(() => import('../features/providers/ProvidersPage')),
  portfolio: once(() => import('../features/portfolio/PortfolioPage')),
  notFound: once(() => import('../shared/NotFoundPage')),
  providerRegistration: once(() => import('../features/provider-workspace/registration/ProviderRegistrationPage')),
  serviceType: once(() => import('../features/service-types/ServiceTypePage')),
  inquiries: once(() => import('../features/provider-workspace/inquiries/InquiriesPage')),
  calendar: once(() => import('../features/provider-workspace/calendar/CalendarPage')),
  profileSettings: once(() => import('../features/provider-workspace/profile-settings/ProfileSettingsPage')),
  subscriptionManagement: once(() => import('../features/provider-workspace/subscription/SubscriptionManagementPage')),
  subscribe: once(() => import('../features/provider-workspace/subscription/SubscribePage')),
  admin: once(() => import('../features/admin/AdminPage')),
  sendgridDebug: once(() => import('../features/debug/SendgridDebugPage')),
  faq: once(() => import('../features/pages/FaqPage')),
  terms: once(() => import('../features/pages/TermsPage')),
  privacy: once(() => import('../features/pages/PrivacyPage')),
  contact: once(() => import('../features/pages/ContactPage')),
  figures: once(() => import('../features/figures/FiguresPage')),
  requestLink: once(() => import('../features/requests/link/RequestLinkPage')),
  conversations: once(() => import('../features/conversations/ConversationsPage')),
  booking: once(() => import('../features/bookings/BookingPage')),
  shortlist: once(() => import('../features/shortlist/ShortlistPage')),
  plan: once(() => import('../features/planning/PlanPage')),
  planJoin: once(() => import('../features/planning/PlanJoinPage')),
  rsvp: once(() => import('../features/planning/RsvpPage')),
};
export type PageName = keyof typeof pageLoaders;

export interface PageRoute {
  /** The router's path below the layout (a path of shared/paths.ts without its '/'); '' is the index route, '*' everything else. */
  path: string;
  page: PageName;
  /** Visitors are sent to /login with a return path first (RequireAuth). */
  signedIn?: true;
}

/** The router's form of an app path (shared/paths.ts): relative to the layout, '' for '/'. */
const routerPath = (path: AppPath): string => path.slice(1);

export const pageRoutes: readonly PageRoute[] = [
  { path: routerPath(paths.home), page: 'home' },
  { path: routerPath(paths.login), page: 'login' },
  { path: routerPath(paths.forgotPassword), page: 'forgotPassword' },
  { path: routerPath(paths.resetPassword), page: 'resetPassword' },
  { path: routerPath(paths.verifyEmail), page: 'verifyEmail' },
  { path: routerPath(paths.reviewConfirm), page: 'reviewConfirm' },
  { path: routerPath(paths.requests), page: 'requests' },
  { path: routerPath(paths.providers), page: 'providers' },
  { path: routerPath(paths.portfolio), page: 'portfolio' },
  { path: routerPath(paths.providerRegistration), page: 'providerRegistration' },
  { path: routerPath(paths.registerProvider), page: 'providerRegistration' },
  { path: routerPath(paths.serviceType), page: 'serviceType' },
  // Public: the page itself sends visitors to the login with returnTo=subscribe&plan={plan}.
  { path: routerPath(paths.subscribe), page: 'subscribe' },
  { path: routerPath(paths.dashboard), page: 'dashboard', signedIn: true },
  { path: routerPath(paths.calendar), page: 'calendar', signedIn: true },
  { path: routerPath(paths.profileSettings), page: 'profileSettings', signedIn: true },
  { path: routerPath(paths.subscriptionManagement), page: 'subscriptionManagement', signedIn: true },
  { path: routerPath(paths.conversations), page: 'conversations', signedIn: true },
  { path: routerPath(paths.shortlist), page: 'shortlist', signedIn: true },
  // Public: the page itself asks a visitor to sign in or register (coming back to it), e.g. from a request's manage link.
  { path: routerPath(paths.plan), page: 'plan' },
  { path: routerPath(paths.planJoin), page: 'planJoin', signedIn: true },
  // A guest's answer by link, without an account.
  { path: routerPath(paths.rsvp), page: 'rsvp' },
  // Signed-in providers only, but the page guards itself: visitors get the spec's 'Přístup pouze
  // pro registrované poskytovatele' with a login button instead of the login screen.
  { path: routerPath(paths.inquiries), page: 'inquiries' },
  { path: routerPath(paths.admin), page: 'admin', signedIn: true },
  // Admin only; the page itself explains the API's 401 / 403 to anyone else.
  { path: routerPath(paths.sendgridDebug), page: 'sendgridDebug' },
  { path: routerPath(paths.faq), page: 'faq' },
  { path: routerPath(paths.terms), page: 'terms' },
  { path: routerPath(paths.privacy), page: 'privacy' },
  { path: routerPath(paths.contact), page: 'contact' },
  { path: routerPath(paths.figures), page: 'figures' },
  { path: routerPath(paths.requestLink), page: 'requestLink' },
  // Signed-in sides, or a couple without an account by ?token=: the page asks the API, which decides.
  { path: routerPath(paths.booking), page: 'booking' },
  { path: CATCH_ALL_ROUTE, page: 'notFound' },
];

const routed = pageRoutes.filter((route) => route.path !== CATCH_ALL_ROUTE);
/** The page of each path without parameters ('muj-plan/pripojit' shares its first segment with 'muj-plan'). */
const pageOfPath = new Map(routed.filter((route) => !route.path.includes(':')).map((route) => [route.path, route.page]));
/** The page of each first path segment (the first route naming it), for preloading ahead of the router; anything else is the 404. */
const pageOfSegment = new Map(routed.map((route) => [route.path.split('/')[0], route.page] as const).reverse());

/** The page at `pathname`: by its whole path, else by its first segment. */
export function pageOf(pathname: string): PageName {
  return pageOfPath.get(pathname.slice(1)) ?? pageOfSegment.get(pathname.split('/')[1] ?? '') ?? 'notFound';
}

/** Whether `page` renders inside antd's provider: all but the plain pages (see plainPages.ts). */
export const needsAntdProvider = (page: PageName): boolean => !(page in plainPageModules);

/** Resolves when every load has settled: a failure is reported by the router's lazy import when it renders. */
export function whenSettled(loads: Promise<unknown>[]): Promise<void> {
  return Promise.allSettled(loads).then(() => undefined);
}

/** Starts loading the chunks of the page at `pathname`: its own and, where it needs it, antd's provider. */
export function loadPageChunks(pathname: string): Promise<void> {
  const page = pageOf(pathname);
  return whenSettled([pageLoaders[page](), ...(needsAntdProvider(page) ? [loadAntdProvider()] : [])]);
}
