/**
 * The page chunks, by name, as plain loaders without React: the entry (main.tsx) starts the current
 * page's chunk right after the first paint, before the app's own code has even loaded, and the
 * router (router.tsx) wraps the same loaders in React.lazy. Each loads its module once (the promise
 * is shared); a failed load is tried again on the next call.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export const pageLoaders = {
  home: once(() => import('../features/home/HomePage')),
  login: once(() => import('../features/auth/LoginPage')),
  forgotPassword: once(() => import('../features/auth/ForgotPasswordPage')),
  resetPassword: once(() => import('../features/auth/ResetPasswordPage')),
  dashboard: once(() => import('../features/dashboard/DashboardPage')),
  requests: once(() => import('../features/requests/RequestsPage')),
  providers: once(() => import('../features/providers/ProvidersPage')),
  portfolio: once(() => import('../features/portfolio/PortfolioPage')),
  notFound: once(() => import('../features/not-found/NotFoundPage')),
  providerRegistration: once(() => import('../features/provider-registration/ProviderRegistrationPage')),
  serviceType: once(() => import('../features/service-types/ServiceTypePage')),
  inquiries: once(() => import('../features/inquiries/InquiriesPage')),
  calendar: once(() => import('../features/calendar/CalendarPage')),
  profileSettings: once(() => import('../features/profile-settings/ProfileSettingsPage')),
  subscriptionManagement: once(() => import('../features/subscriptions/SubscriptionManagementPage')),
  subscribe: once(() => import('../features/subscriptions/SubscribePage')),
  admin: once(() => import('../features/admin/AdminPage')),
  sendgridDebug: once(() => import('../features/debug/SendgridDebugPage')),
  faq: once(() => import('../features/pages/FaqPage')),
  terms: once(() => import('../features/pages/TermsPage')),
  privacy: once(() => import('../features/pages/PrivacyPage')),
  contact: once(() => import('../features/pages/ContactPage')),
};
export type PageName = keyof typeof pageLoaders;

/** antd's provider (ConfigProvider, App, Czech locale, theme): every page but the home page needs it. */
export const loadAntdProvider = once(() => import('./antd/AntdProvider'));

/** The page chunk of each first path segment ('' is the home page); anything else is the 404. */
const pageOfSegment: Record<string, PageName> = {
  '': 'home',
  login: 'login',
  'forgot-password': 'forgotPassword',
  'reset-password': 'resetPassword',
  poptavky: 'requests',
  dodavatele: 'providers',
  portfolio: 'portfolio',
  'provider-registration': 'providerRegistration',
  'register-provider': 'providerRegistration',
  services: 'serviceType',
  subscribe: 'subscribe',
  dashboard: 'dashboard',
  calendar: 'calendar',
  'profile-settings': 'profileSettings',
  'subscription-management': 'subscriptionManagement',
  inquiries: 'inquiries',
  admin: 'admin',
  debug: 'sendgridDebug',
  faq: 'faq',
  'podminky-pouziti': 'terms',
  'ochrana-soukromi': 'privacy',
  kontakt: 'contact',
};

/** The page at `pathname`. */
export function pageOf(pathname: string): PageName {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(pageOfSegment, segment) ? pageOfSegment[segment] : 'notFound';
}

/** Whether `page` renders inside antd's provider: all but the home page, whose antd parts load later. */
export const needsAntdProvider = (page: PageName): boolean => page !== 'home';

/** Resolves when every load has settled: a failure is reported by the router's lazy import when it renders. */
export function whenSettled(loads: Promise<unknown>[]): Promise<void> {
  return Promise.allSettled(loads).then(() => undefined);
}

/** Starts loading the chunks of the page at `pathname`: its own and, where it needs it, antd's provider. */
export function loadPageChunks(pathname: string): Promise<void> {
  const page = pageOf(pathname);
  return whenSettled([pageLoaders[page](), ...(needsAntdProvider(page) ? [loadAntdProvider()] : [])]);
}
