/**
 * Every path of the app, in one place: the router's table (app/routeTable.ts), the server's render
 * (server/firstScreen.tsx) and every link read them from here, and links with parameters are built by
 * `href` below. Keys name the pages as app/routeTable.ts's pageLoaders do (a page reached by two paths
 * has a second key). No imports: the build's config may read this file. One entry a line, `name: '/path',`
 * (the backend's page table test reads the paths from this file's source).
 */
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  // The registration e-mail's link.
  verifyEmail: '/overeni-emailu',
  // A review's e-mailed link.
  reviewConfirm: '/hodnoceni/potvrdit',
  requests: '/poptavky',
  providers: '/dodavatele',
  // A provider's public portfolio with ?provider={id}, the signed-in provider's own without.
  portfolio: '/portfolio',
  providerRegistration: '/provider-registration',
  // The registration's older address (still linked from outside).
  registerProvider: '/register-provider',
  serviceType: '/services/:serviceType',
  subscribe: '/subscribe',
  dashboard: '/dashboard',
  calendar: '/calendar',
  profileSettings: '/profile-settings',
  subscriptionManagement: '/subscription-management',
  // The inbox; ?c={id} opens a thread (the message e-mails link here).
  conversations: '/zpravy',
  // The couple's shortlist ('Vybraní dodavatelé'): saved providers, the comparison, invitations to quote.
  shortlist: '/vybrani',
  // The couple's wedding plan (issue 46): ?tab=ukoly|rozpocet|hoste; visitors see a card asking them to sign in.
  plan: '/muj-plan',
  // A partner's invitation link into the plan (?token=…).
  planJoin: '/muj-plan/pripojit',
  // A guest's RSVP link (public, no account).
  rsvp: '/rsvp/:token',
  inquiries: '/inquiries',
  admin: '/admin',
  sendgridDebug: '/debug/sendgrid',
  faq: '/faq',
  terms: '/podminky-pouziti',
  privacy: '/ochrana-soukromi',
  contact: '/kontakt',
  // The public figures 'Svatby v číslech' (issue 47); ?oblast={region id} picks an area.
  figures: '/v-cislech',
  // The links of a request's confirmation mail: /poptavka/potvrdit, /poptavka/odmitnout, /poptavka/sprava.
  requestLink: '/poptavka/:action',
  // A booking's page with its 'Potvrzení rezervace' (?token= for a couple without an account).
  booking: '/rezervace/:id',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/** The router's catch-all route (the 404 page): not a path anyone links to. */
export const CATCH_ALL_ROUTE = '*';

/** The actions of a request's e-mailed links (paths.requestLink's :action). */
export type RequestLinkAction = 'potvrdit' | 'odmitnout' | 'sprava';

type QueryValue = string | number | boolean | null | undefined;

/**
 * `path` with the query `params` (in their order; null, undefined and false left out, true as 'true')
 * and an optional `#anchor`. Values are encoded with encodeURIComponent, as the app's links always were.
 */
export function withQuery(path: string, params: Record<string, QueryValue> = {}, anchor?: string): string {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string | number | true] => entry[1] !== undefined && entry[1] !== null && entry[1] !== false)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${path}${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/** Links with parameters, built from `paths` (the plain ones are `paths.<page>`). */
export const href = {
  /** The home page, optionally at a section: href.home('pricing') → '/#pricing'. */
  home: (anchor?: string) => withQuery(paths.home, {}, anchor),
  /** The login page; `returnUrl` is where to go after it, `mode: 'register'` opens the registration. */
  login: (params: { returnUrl?: string; mode?: 'register'; returnTo?: 'subscribe'; plan?: string } = {}) =>
    withQuery(paths.login, { returnTo: params.returnTo, plan: params.plan, returnUrl: params.returnUrl, mode: params.mode }),
  /** The catalogue, optionally filtered to a category. */
  providers: (params: { category?: string } = {}) => withQuery(paths.providers, { kategorie: params.category }),
  /** A provider's public portfolio: href.portfolio(12) → '/portfolio?provider=12'. */
  portfolio: (providerId: number) => withQuery(paths.portfolio, { provider: providerId }),
  /** A category's page: href.serviceType('photography') → '/services/photography'. */
  serviceType: (categoryId: string) => paths.serviceType.replace(':serviceType', encodeURIComponent(categoryId)),
  /** The requests' list, optionally opened at one request. */
  requests: (params: { requestId?: number } = {}) => withQuery(paths.requests, { requestId: params.requestId }),
  /** A thread of the inbox: href.conversation(5) → '/zpravy?c=5'. */
  conversation: (conversationId: number) => withQuery(paths.conversations, { c: conversationId }),
  /** The checkout of a plan; `from` the management page (its back link), `upgrade` for a higher plan. */
  subscribe: (params: { plan?: string; from?: 'subscription-management'; upgrade?: boolean } = {}) =>
    withQuery(paths.subscribe, { plan: params.plan, from: params.from, upgrade: params.upgrade }),
  /** A request's e-mailed link: href.requestLink('sprava', { token }) → '/poptavka/sprava?token=…'. */
  requestLink: (action: RequestLinkAction, params: { token?: string } = {}) =>
    withQuery(paths.requestLink.replace(':action', action), { token: params.token }),
  /** A booking's page: href.booking(3) → '/rezervace/3'; the manage link's token for a couple without an account. */
  booking: (id: number, params: { token?: string } = {}) =>
    withQuery(paths.booking.replace(':id', String(id)), { token: params.token }),
  /** The wedding plan, optionally at a tab: href.plan({ tab: 'hoste' }) → '/muj-plan?tab=hoste'. */
  plan: (params: { tab?: 'ukoly' | 'rozpocet' | 'hoste' } = {}) => withQuery(paths.plan, { tab: params.tab }),
  /** A partner's invitation: href.planJoin('abc') → '/muj-plan/pripojit?token=abc'. */
  planJoin: (token: string) => withQuery(paths.planJoin, { token }),
  /** A guest's RSVP page: href.rsvp('abc') → '/rsvp/abc'. */
  rsvp: (token: string) => paths.rsvp.replace(':token', encodeURIComponent(token)),
  /** The privacy policy, optionally at a section. */
  privacy: (anchor?: string) => withQuery(paths.privacy, {}, anchor),
  /** The terms, optionally at a section. */
  terms: (anchor?: string) => withQuery(paths.terms, {}, anchor),
};
