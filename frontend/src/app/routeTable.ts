import { loadAntdProvider } from '../shared/antd/loadAntdProvider';
import { once } from '../shared/once';
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
  reviewConfirm: once(() => import('../features/portfolio/ReviewConfirmPage')),
  dashboard: once(() => import('../features/dashboard/DashboardPage')),
  requests: once(() => import('../features/requests/RequestsPage')),
  providers: once(() => import('../features/providers/ProvidersPage')),
  portfolio: once(() => import('../features/portfolio/PortfolioPage')),
  notFound: once(() => import('../shared/NotFoundPage')),
  providerRegistration: once(() => import('../features/provider-registration/ProviderRegistrationPage')),
  serviceType: once(() => import('../features/service-types/ServiceTypePage')),
  inquiries: once(() => import('../features/inquiries/InquiriesPage')),
  calendar: once(() => import('../features/provider-workspace/calendar/CalendarPage')),
  profileSettings: once(() => import('../features/provider-workspace/profile-settings/ProfileSettingsPage')),
  subscriptionManagement: once(() => import('../features/subscriptions/SubscriptionManagementPage')),
  subscribe: once(() => import('../features/subscriptions/SubscribePage')),
  admin: once(() => import('../features/admin/AdminPage')),
  sendgridDebug: once(() => import('../features/debug/SendgridDebugPage')),
  faq: once(() => import('../features/pages/FaqPage')),
  terms: once(() => import('../features/pages/TermsPage')),
  privacy: once(() => import('../features/pages/PrivacyPage')),
  contact: once(() => import('../features/pages/ContactPage')),
  requestLink: once(() => import('../features/request-link/RequestLinkPage')),
  conversations: once(() => import('../features/conversations/ConversationsPage')),
};
export type PageName = keyof typeof pageLoaders;

export interface PageRoute {
  /** The router's path below the layout; '' is the index route, '*' everything else. */
  path: string;
  page: PageName;
  /** Visitors are sent to /login with a return path first (RequireAuth). */
  signedIn?: true;
}

export const pageRoutes: readonly PageRoute[] = [
  { path: '', page: 'home' },
  { path: 'login', page: 'login' },
  { path: 'forgot-password', page: 'forgotPassword' },
  { path: 'reset-password', page: 'resetPassword' },
  // The registration e-mail's link.
  { path: 'overeni-emailu', page: 'verifyEmail' },
  // A review's e-mailed link.
  { path: 'hodnoceni/potvrdit', page: 'reviewConfirm' },
  { path: 'poptavky', page: 'requests' },
  { path: 'dodavatele', page: 'providers' },
  { path: 'portfolio', page: 'portfolio' },
  { path: 'provider-registration', page: 'providerRegistration' },
  { path: 'register-provider', page: 'providerRegistration' },
  { path: 'services/:serviceType', page: 'serviceType' },
  // Public: the page itself sends visitors to /login?returnTo=subscribe&plan={plan}.
  { path: 'subscribe', page: 'subscribe' },
  { path: 'dashboard', page: 'dashboard', signedIn: true },
  { path: 'calendar', page: 'calendar', signedIn: true },
  { path: 'profile-settings', page: 'profileSettings', signedIn: true },
  { path: 'subscription-management', page: 'subscriptionManagement', signedIn: true },
  // The inbox; ?c={id} opens a thread (the message e-mails link here).
  { path: 'zpravy', page: 'conversations', signedIn: true },
  // Signed-in providers only, but the page guards itself: visitors get the spec's 'Přístup pouze
  // pro registrované poskytovatele' with a login button instead of the login screen.
  { path: 'inquiries', page: 'inquiries' },
  { path: 'admin', page: 'admin', signedIn: true },
  // Admin only; the page itself explains the API's 401 / 403 to anyone else.
  { path: 'debug/sendgrid', page: 'sendgridDebug' },
  { path: 'faq', page: 'faq' },
  { path: 'podminky-pouziti', page: 'terms' },
  { path: 'ochrana-soukromi', page: 'privacy' },
  { path: 'kontakt', page: 'contact' },
  // The links of a request's confirmation mail: /poptavka/potvrdit, /poptavka/odmitnout.
  { path: 'poptavka/:action', page: 'requestLink' },
  { path: '*', page: 'notFound' },
];

/** The page of each first path segment, for preloading ahead of the router; anything else is the 404. */
const pageOfSegment = new Map(
  pageRoutes.filter((route) => route.path !== '*').map((route) => [route.path.split('/')[0], route.page]),
);

/** The page at `pathname` (by its first segment). */
export function pageOf(pathname: string): PageName {
  return pageOfSegment.get(pathname.split('/')[1] ?? '') ?? 'notFound';
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
