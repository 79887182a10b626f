/**
 * Issue 8, security sweep: every operation of openapi.json as five roles (an access matrix), fuzzed
 * JSON bodies (never a 5xx, never a partial write) and the cross-site rule with a session.
 *
 * Issue 50 adds a sixth role, `token`: the subscriber's personal API token with every scope it may
 * hold, sent without a cookie. On an operation that names a scope (x-svatby-scope) it must get
 * exactly what the subscriber's session gets (so a token reaches no other account's data); on every
 * other operation 403 (default deny).
 *
 * Already covered elsewhere, so not repeated here:
 * - session fixation (new session id on login): auth.api-spec.ts "issues a new session id (no fixation)";
 * - no user enumeration on forgot-password: auth.api-spec.ts "answers an unknown address exactly like a known one";
 * - helmet headers (CSP frame-ancestors, nosniff) and the HttpOnly SameSite=Lax cookie: security.api-spec.ts;
 * - cross-site POST without a session: security.api-spec.ts (here only the signed-in case is added).
 *
 * Runs on a database of its own (createIsolatedTestApp) so the before/after row counts of the fuzz
 * part are exact while other test files write to the shared database.
 */
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { signedInAdmin, signedInCouple, signedInProvider } from './support/accounts';
import { createIsolatedTestApp } from './support/isolated-app';
import { insertProvider } from './support/provider-fixtures';
import { activateSubscription } from './support/subscription-fixtures';
import { submitRequest } from './support/request-fixtures';
import { TestApp, uniqueEmail } from './support/test-app';

/**
 * The fuzzing seed: fixed so that a run is reproducible (CI gives the same verdict for the same code);
 * FUZZ_SEED=<n> explores other bodies.
 */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);

type Agent = ReturnType<TestApp['agent']>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const ROLES = ['visitor', 'couple', 'provider', 'subscriber', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface OpenApiOperation {
  operationId: string;
  'x-svatby-scope'?: string;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
}
interface OpenApi {
  paths: Record<string, Partial<Record<Method, OpenApiOperation>>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}
const OPENAPI = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as OpenApi;
const OPERATIONS = Object.entries(OPENAPI.paths).flatMap(([route, ops]) =>
  (Object.entries(ops) as Array<[Method, OpenApiOperation]>)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ method, route, op })),
);

const RUN = `matice${process.pid}x${Date.now().toString(36)}`;

/** Everything the rows need: signed-in roles and fixtures made in beforeAll. */
interface Context {
  t: TestApp;
  agents: Record<Role, Agent>;
  /** The subscriber's API token with PROVIDER_SCOPES (the sixth role). */
  tokenSecret: string;
  /** A new session of the role, for calls that would change or end the shared one. */
  fresh(role: Role): Promise<Agent>;
  providerId: number;
  subscriberId: number;
  /** An unrelated provider the admin (de)activates. */
  targetProviderId: number;
  requestId: number;
  contactEmail: string;
  portfolioItem: Record<'provider' | 'subscriber', number>;
  newRequest(): Promise<number>;
  newPortfolioItem(role: 'provider' | 'subscriber'): Promise<number>;
}

/**
 * An expected status: an exact code, a class ('2xx'), or alternatives joined by '|'. The five entries
 * are visitor, couple, provider without subscription, provider with an active subscription, admin.
 */
type Expected = [string, string, string, string, string];
interface Row {
  expect: Expected;
  path?: (c: Context, role: Role) => string | Promise<string>;
  body?: (c: Context, role: Role) => Record<string, unknown>;
  /** multipart/form-data fields instead of a JSON body. */
  form?: (c: Context, role: Role) => Record<string, string>;
  /** Runs on a fresh session of the role (the call logs in, out, or signs up). */
  fresh?: boolean;
  /** An endless stream (server-sent events): only the status is read, then the connection is dropped. */
  stream?: boolean;
  note?: string;
}

const ADMIN: Expected = ['401', '403', '403', '403', '2xx'];
const PROVIDER: Expected = ['401', '403', '2xx', '2xx', '403'];
const SIGNED_IN: Expected = ['401', '2xx', '2xx', '2xx', '2xx'];
/** The account's personal API tokens (issue 50): providers and admins; a couple's account 403. */
const TOKEN_HOLDERS: Expected = ['401', '403', '2xx', '2xx', '2xx'];
/** Every scope a provider's token may hold (admin:read is an admin's). */
const PROVIDER_SCOPES = [
  'profile:read', 'profile:write', 'requests:read', 'offers:read', 'offers:write', 'messages:read', 'messages:write',
  'availability:write', 'bookings:read', 'bookings:write', 'invoices:read',
];
const PUBLIC: Expected = ['2xx', '2xx', '2xx', '2xx', '2xx'];
/**
 * One webhook endpoint (issue 50): each provider role's own; the admin (who owns endpoints of its own too) is given another
 * account's, which it may not reach either (404), like the couple (403 before any lookup) and the visitor (401).
 */
const OWN_WEBHOOK: Expected = ['401', '403', '2xx', '2xx', '404'];

const reqBody = () => ({
  coupleName: 'Jana a Petr Matičkovi',
  services: ['photography'],
  description: `Hledáme fotografa na celý den. ${RUN}`,
  budget: '50 000 – 100 000 Kč',
  location: 'Praha',
  contactEmail: uniqueEmail('matice'),
  phoneCountryCode: '+420',
  contactPhone: '777 555 444',
});
/** YYYY-MM-DD some days ahead (availability takes today … 90 days). */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ownItem = (c: Context, role: Role) => c.portfolioItem[role === 'subscriber' ? 'subscriber' : 'provider'];

/** The table: every operationId of openapi.json (the first test fails on a missing one). */
const MATRIX: Record<string, Row> = {
  health: { expect: PUBLIC },
  debugSendgrid: { expect: ADMIN },
  debugSendgridTest: { expect: ADMIN, body: () => ({ email: uniqueEmail('test-send') }) },
  // Signing up signs the new account in (a new session): fresh sessions per role.
  authRegister: {
    expect: PUBLIC,
    fresh: true,
    body: () => ({ firstName: 'Eva', lastName: 'Matice', email: uniqueEmail('reg'), password: 'heslo12345', confirmPassword: 'heslo12345' }),
  },
  // A failed login leaves the session alone; the successful one is auth.api-spec.ts's job.
  authLogin: { expect: ['401', '401', '401', '401', '401'], body: () => ({ email: uniqueEmail('nikdo'), password: 'spatne-heslo' }) },
  authUser: { expect: SIGNED_IN },
  authIsAdmin: { expect: ['401', '403', '403', '403', '2xx'] },
  // Who is using the app: 200 for everyone, visitors included (user: null).
  authSession: { expect: PUBLIC },
  // Logout (POST, same-origin) ends the session and answers 200, even without one: fresh sessions per role.
  authLogout: { expect: PUBLIC, fresh: true },
  authForgotPassword: { expect: PUBLIC, body: () => ({ email: uniqueEmail('zapomnel') }) },
  authResetPassword: { expect: ['400', '400', '400', '400', '400'], body: () => ({ token: 'a'.repeat(64), password: 'nove-heslo-123' }) },
  // An unknown link is refused whoever opens it.
  authVerifyEmail: { expect: ['400', '400', '400', '400', '400'], body: () => ({ token: 'a'.repeat(43) }) },
  // The sign-in helpers' accounts are unverified (made straight in the database): a new link for each.
  authResendVerification: { expect: SIGNED_IN },
  // A wrong current password changes nothing.
  authChangePassword: {
    expect: ['401', '400', '400', '400', '400'],
    body: () => ({ currentPassword: 'spatne-heslo', newPassword: 'Nove-heslo-matice-2027', confirmPassword: 'Nove-heslo-matice-2027' }),
  },
  authConfirmPassword: { expect: ['401', '400', '400', '400', '400'], body: () => ({ password: 'spatne-heslo' }) },
  // Google is not configured in the tests: redirects back to /login.
  authGoogle: { expect: ['3xx', '3xx', '3xx', '3xx', '3xx'] },
  authGoogleCallback: { expect: ['3xx', '3xx', '3xx', '3xx', '3xx'] },
  authDebug: { expect: PUBLIC },
  // Test login is off unless ENABLE_TEST_LOGIN; an unknown address is refused either way (fresh sessions).
  authTestLogin: { expect: ['403|404', '403|404', '403|404', '403|404', '403|404'], fresh: true, body: () => ({ email: uniqueEmail('cizi') }) },
  catalogLocations: { expect: PUBLIC },
  requestQuestions: { expect: PUBLIC },
  faq: { expect: PUBLIC },
  pageHead: { expect: PUBLIC, path: () => '/api/page-head?path=%2Fdodavatele' },
  // Provider sign-up signs the new account in: fresh sessions per role.
  providersRegister: {
    expect: PUBLIC,
    fresh: true,
    body: () => ({
      companyName: `Nový dodavatel ${RUN}`,
      serviceType: 'photography',
      description: 'Fotografujeme svatby po celé republice už deset let.',
      serviceAreas: 'praha',
      priceFrom: 10000,
      priceTo: 30000,
      email: uniqueEmail('novy'),
      password: 'heslo12345',
      phone: '777 123 456',
    }),
  },
  providerOwnProfile: { expect: ['401', '404', '2xx', '2xx', '404'] },
  // An account without a provider profile becomes a provider (so fresh sessions); a provider has one.
  providerCreateProfile: {
    expect: ['401', '2xx', '409', '409', '2xx'],
    fresh: true,
    body: () => ({
      companyName: `Z účtu dodavatel ${RUN}`,
      serviceType: 'photography',
      description: 'Fotografujeme svatby po celé republice už deset let.',
      serviceAreas: 'praha',
      priceFrom: 10000,
      priceTo: 30000,
      phone: '777 123 456',
    }),
  },
  providerUpdateProfile: {
    expect: PROVIDER,
    form: (c, role) => ({
      businessName: role === 'subscriber' ? `Předplatitel ${RUN}` : `Bez předplatného ${RUN}`,
      description: 'Fotografujeme svatby po celé republice už deset let.',
      services: 'photography',
      location: 'praha',
      email: uniqueEmail('profil'),
    }),
  },
  providersList: { expect: PUBLIC },
  providersByType: { expect: PUBLIC, path: () => '/api/providers/type/photography' },
  providersGet: { expect: PUBLIC, path: (c) => `/api/providers/${c.subscriberId}` },
  reviewsCanReview: { expect: PUBLIC, path: (c) => `/api/providers/${c.subscriberId}/can-review` },
  // Only a provider replies, and only on its own published review (an unknown one here: 404).
  reviewsReply: { expect: ['401', '403', '404', '404', '403|404'], path: () => '/api/provider/reviews/2147000000/reply', body: () => ({ text: 'Děkujeme!' }) },
  reviewsDeleteReply: { expect: ['401', '403', '404', '404', '403|404'], path: () => '/api/provider/reviews/2147000000/reply' },
  // An unknown link is refused whoever opens it.
  reviewsConfirm: { expect: ['400', '400', '400', '400', '400'], body: () => ({ token: 'a'.repeat(43) }) },
  // A booking's review link: an unknown one is 404 whoever opens it (the link, not the session, is the key).
  reviewsBookingInvitation: { expect: ['404', '404', '404', '404', '404'], path: () => `/api/reviews/booking-invitation?token=${'a'.repeat(43)}` },
  reviewsCreateFromBooking: { expect: ['404', '404', '404', '404', '404'], body: () => ({ token: 'a'.repeat(43), overallRating: 5 }) },
  reviewsCreate: {
    expect: PUBLIC,
    path: (c) => `/api/providers/${c.subscriberId}/reviews`,
    body: () => ({ email: uniqueEmail('recenze').replace('@example.cz', '@gmail.com'), overallRating: 5, reviewText: 'Skvělé fotky.' }),
  },
  reviewsList: { expect: PUBLIC, path: (c) => `/api/providers/${c.subscriberId}/reviews` },
  // Anyone reports a published review (a new one per call: one report per reporter).
  reviewsReport: {
    expect: PUBLIC,
    path: async (c) => `/api/reviews/${await newReview(c, 'confirmed')}/reports`,
    body: () => ({ reason: 'spam', note: 'Reklama.' }),
  },
  reviewsRatingStats: { expect: PUBLIC, path: (c) => `/api/providers/${c.subscriberId}/rating-stats` },
  requestsCreate: { expect: PUBLIC, body: () => reqBody() },
  // Public (the couple has no account); an unknown token answers 400 to everyone (request-lifecycle.api-spec: a real one).
  requestsConfirm: { expect: ['400', '400', '400', '400', '400'], body: () => ({ token: 'a'.repeat(43) }) },
  requestsReject: { expect: ['400', '400', '400', '400', '400'], body: () => ({ token: 'a'.repeat(43) }) },
  requestsManaged: { expect: ['400', '400', '400', '400', '400'], path: () => `/api/service-requests/manage?token=${'a'.repeat(43)}` },
  requestsUpdateManaged: { expect: ['400', '400', '400', '400', '400'], body: () => ({ token: 'a'.repeat(43), status: 'fulfilled' }) },
  requestsExtendManaged: { expect: ['400', '400', '400', '400', '400'], body: () => ({ token: 'a'.repeat(43) }) },
  requestsList: { expect: PUBLIC },
  requestsMine: { expect: SIGNED_IN },
  // Only the owner (the couple who posted it) changes the status; 'active' keeps the fixture listed.
  requestsUpdateStatus: {
    expect: ['401', '2xx', '403', '403', '403'],
    path: (c) => `/api/service-requests/${c.requestId}/status`,
    body: () => ({ status: 'active' }),
  },
  requestsGet: { expect: PUBLIC, path: (c) => `/api/service-requests/${c.requestId}` },
  availabilityCurrent: { expect: PROVIDER },
  availabilitySet: { expect: PROVIDER, body: () => ({ date: inDays(30), status: 'busy', notes: 'Svatba' }) },
  availabilitySetBulk: { expect: PROVIDER, body: () => ({ dates: [inDays(31), inDays(32)], status: 'inquiry' }) },
  availabilityPublic: { expect: PUBLIC, path: (c) => `/api/providers/${c.subscriberId}/availability` },
  portfolioPublicList: { expect: PUBLIC, path: (c) => `/api/providers/${c.subscriberId}/portfolio` },
  portfolioOwnList: { expect: PROVIDER },
  portfolioRecordView: { expect: PUBLIC, path: (c) => `/api/providers/${c.subscriberId}/views` },
  portfolioOwnViews: { expect: PROVIDER },
  portfolioCreate: { expect: PROVIDER, form: () => ({ title: `Svatba ${RUN}`, description: 'Zámecká svatba v létě.' }) },
  portfolioUpdate: {
    expect: PROVIDER,
    path: (c, role) => `/api/provider/portfolio/${ownItem(c, role)}`,
    form: () => ({ title: `Svatba upravená ${RUN}`, description: 'Zámecká svatba v létě.' }),
  },
  // Each provider deletes an item made for this call; the others try the provider's shared item (denied).
  portfolioDelete: {
    expect: PROVIDER,
    path: async (c, role) =>
      `/api/provider/portfolio/${role === 'provider' || role === 'subscriber' ? await c.newPortfolioItem(role) : c.portfolioItem.provider}`,
  },
  subscriptionPlans: { expect: PUBLIC },
  subscriptionCheckoutConfig: { expect: PUBLIC },
  subscriptionInfo: { expect: SIGNED_IN },
  subscriptionPayments: { expect: SIGNED_IN },
  // Cancelling and scheduling change the subscription: fresh sessions (a fresh subscriber is subscribed too).
  subscriptionCancel: { expect: ['401', '403', '409', '2xx', '403'], fresh: true },
  // A running subscription (the subscriber's premium) moves to the cheaper basic from the next period;
  // the unpaid provider has nothing to schedule.
  subscriptionSchedulePlan: { expect: ['401', '403', '409', '2xx', '403'], fresh: true, body: () => ({ planType: 'basic' }) },
  // No Stripe keys in the tests: the offline gateway activates at once (so fresh sessions: it would
  // subscribe the shared unpaid provider); an already active one gets 409.
  getOrCreateSubscription: { expect: ['401', '403', '2xx', '409', '403'], fresh: true, body: () => ({ planType: 'premium_monthly' }) },
  // Webhook: only the denial of an unsigned event is checked (a signed one belongs to subscriptions-stripe.api-spec.ts).
  stripeWebhook: { expect: ['400|503', '400|503', '400|503', '400|503', '400|503'], body: () => ({ type: 'checkout.session.completed' }) },
  dashboardCounts: { expect: PUBLIC },
  catalogCategories: { expect: PUBLIC },
  aiGenerateDescription: { expect: PUBLIC, body: () => ({ coupleName: 'Jana a Petr', services: ['photography'], location: 'Praha' }) },
  adminOverview: { expect: ADMIN },
  adminRequests: { expect: ADMIN },
  adminUpdateRequestNotes: { expect: ADMIN, path: (c) => `/api/admin/service-requests/${c.requestId}/notes`, body: () => ({ notes: 'Poznámka' }) },
  adminMarkRequestForDeletion: {
    expect: ADMIN,
    path: async (c) => `/api/admin/service-requests/${await c.newRequest()}/mark-deletion`,
    body: () => ({ reason: 'Duplicitní poptávka' }),
  },
  // Destroys its target: every role gets a request of its own.
  adminDeleteRequest: { expect: ADMIN, path: async (c) => `/api/admin/service-requests/${await c.newRequest()}` },
  adminProviders: { expect: ADMIN },
  // Destroys its target: every role gets a provider of its own.
  adminDeleteProvider: {
    expect: ADMIN,
    path: async (c) => `/api/admin/providers/${await insertProvider(c.t.dataSource, { companyName: `Ke smazání ${RUN}` })}`,
  },
  adminActivateSubscription: {
    expect: ADMIN,
    path: (c) => `/api/admin/providers/${c.targetProviderId}/activate-subscription`,
    body: () => ({ planType: 'basic' }),
  },
  adminDeactivateSubscription: { expect: ADMIN, path: (c) => `/api/admin/providers/${c.targetProviderId}/deactivate-subscription` },
  adminReviews: { expect: ADMIN },
  adminHideReview: {
    expect: ADMIN,
    path: async (c) => `/api/admin/reviews/${await newReview(c, 'confirmed')}/hide`,
    body: () => ({ reason: 'Spam' }),
  },
  adminRestoreReview: {
    expect: ADMIN,
    path: async (c) => `/api/admin/reviews/${await newReview(c, 'hidden')}/restore`,
    body: () => ({ reason: 'Omyl' }),
  },
  adminDeleteReview: { expect: ADMIN, path: async (c) => `/api/admin/reviews/${await newReview(c, 'confirmed')}`, body: () => ({ reason: 'Falešné' }) },
  adminAuditLog: { expect: ADMIN },
  adminBackupDatabase: { expect: ADMIN },
  contactSend: {
    expect: PUBLIC,
    body: () => ({ name: 'Jana Nováková', email: uniqueEmail('kontakt'), subject: 'general', message: 'Dobrý den, mám dotaz k webu.' }),
  },
  // Conversations (issue 19): a question thread between the couple and the subscriber (matrixThread), reported once
  // (so the admin may open it); the provider without a subscription and the admin are neither side (404).
  conversationsList: { expect: SIGNED_IN },
  conversationsUnread: { expect: SIGNED_IN },
  // A question to the listed subscriber: the subscriber itself cannot ask its own profile (400).
  conversationsStart: {
    expect: ['401', '2xx', '2xx', '400', '2xx'],
    body: (c) => ({ providerId: c.subscriberId, message: `Máte volno? ${RUN}` }),
  },
  messagingSettings: { expect: SIGNED_IN },
  messagingUpdateSettings: { expect: SIGNED_IN, body: () => ({ messageEmails: true }) },
  conversationsMessages: { expect: ['404', '2xx', '404', '2xx', '404'], path: async (c) => `/api/conversations/${(await matrixThread(c)).id}/messages` },
  conversationsSend: {
    expect: ['404', '2xx', '404', '2xx', '404'],
    path: async (c) => `/api/conversations/${(await matrixThread(c)).id}/messages`,
    form: () => ({ body: 'Dobrý den' }),
  },
  conversationsMarkRead: { expect: ['404', '2xx', '404', '2xx', '404'], path: async (c) => `/api/conversations/${(await matrixThread(c)).id}/read`, body: () => ({}) },
  // The admin may download it: the conversation has a report.
  conversationsAttachment: {
    expect: ['404', '2xx', '404', '2xx', '2xx'],
    path: async (c) => {
      const thread = await matrixThread(c);
      return `/api/conversations/${thread.id}/attachments/${thread.attachmentId}`;
    },
  },
  // A new message of the subscriber each time: the couple reports it, the subscriber cannot report its own (400).
  messagesReport: {
    expect: ['404', '2xx', '404', '400', '404'],
    path: async (c) => `/api/messages/${await matrixMessage(c, 'provider')}/reports`,
    body: () => ({ reason: 'spam' }),
  },
  adminMessageReports: { expect: ADMIN },
  adminConversationMessages: { expect: ADMIN, path: async (c) => `/api/admin/conversations/${(await matrixThread(c)).id}/messages` },
  adminResolveMessageReport: {
    expect: ADMIN,
    path: async (c) => `/api/admin/message-reports/${await matrixReport(c)}/resolve`,
    body: () => ({ action: 'dismiss' }),
  },
  adminSetMessagingBlock: {
    expect: ADMIN,
    path: async (c) => `/api/admin/users/${(await matrixThread(c)).coupleUserId}/messaging-block`,
    body: () => ({ blocked: false }),
  },
  // The same for a couple without an account (issue 43): blocks the request's manage link; lifting it is idempotent.
  adminSetRequestMessagingBlock: {
    expect: ADMIN,
    path: (c) => `/api/admin/service-requests/${c.requestId}/messaging-block`,
    body: () => ({ blocked: false }),
  },
  // An endless text/event-stream: only the answer's head is read (stream).
  eventsStream: { expect: SIGNED_IN, stream: true },
  // Offers (issue 19): only a subscriber sends one (on a fresh request each time); the couple owning the request lists
  // and answers its offers, the admin lists them; anyone else meets 404 for someone else's request or offer. Each call
  // that changes an offer gets a fresh one of the subscriber on a fresh request of the couple (matrixOffer).
  offersCreate: {
    expect: ['401', '403', '403', '2xx', '403'],
    path: async (c) => `/api/service-requests/${await c.newRequest()}/offers`,
    body: () => ({ message: `Dobrý den, rádi vám svatbu nafotíme. ${RUN}`, priceKind: 'exact', priceMin: 20_000 }),
  },
  offersForRequest: { expect: ['401', '2xx', '404', '404', '2xx'], path: (c) => `/api/service-requests/${c.requestId}/offers` },
  offersForManagedRequest: {
    expect: ['400', '400', '400', '400', '400'],
    path: () => `/api/service-requests/manage/offers?token=${'a'.repeat(43)}`,
  },
  offersUpdate: {
    expect: ['401', '403', '404', '2xx', '403'],
    path: async (c) => `/api/offers/${await matrixOffer(c)}`,
    body: () => ({ message: `Dobrý den, cenu jsme upravili. ${RUN}`, priceKind: 'from', priceMin: 18_000 }),
  },
  offersWithdraw: { expect: ['401', '403', '404', '2xx', '403'], path: async (c) => `/api/offers/${await matrixOffer(c)}/withdraw` },
  offersAccept: { expect: ['401', '2xx', '404', '404', '404'], path: async (c) => `/api/offers/${await matrixOffer(c)}/accept`, body: () => ({}) },
  offersDecline: { expect: ['401', '2xx', '404', '404', '404'], path: async (c) => `/api/offers/${await matrixOffer(c)}/decline`, body: () => ({}) },
  providerOffers: { expect: PROVIDER },
  // One-tap answers and offer templates (issue 45): any provider answers 'Nehodí se mi' (no subscription needed) on a
  // fresh request and takes its own answer back; the couple owning the request (and the admin) lists the answers, anyone
  // else meets 404. Templates are the provider account's own (each changing call on one of the role's own).
  replyToRequest: {
    expect: PROVIDER,
    path: async (c) => `/api/service-requests/${await c.newRequest()}/replies`,
    body: () => ({ kind: 'not_fit', reason: 'budget' }),
  },
  undoReply: { expect: PROVIDER, path: (c, role) => matrixReply(c, role) },
  listRequestReplies: { expect: ['401', '2xx', '404', '404', '2xx'], path: (c) => `/api/service-requests/${c.requestId}/replies` },
  listOfferTemplates: { expect: PROVIDER },
  createOfferTemplate: { expect: PROVIDER, body: () => templateBody() },
  updateOfferTemplate: { expect: PROVIDER, path: async (c, role) => `/api/offer-templates/${await matrixTemplate(c, role)}`, body: () => templateBody() },
  deleteOfferTemplate: { expect: PROVIDER, path: async (c, role) => `/api/offer-templates/${await matrixTemplate(c, role)}` },
  // Matching (issue 45): the shortlist is a couple's (a provider account: 403; the admin is a signed-in user without a
  // profile). Invitations are the request owner's (anyone else meets 404); the provider reads its open invitations' count.
  listShortlist: { expect: ['401', '2xx', '403', '403', '2xx'] },
  shortlistIds: { expect: ['401', '2xx', '403', '403', '2xx'] },
  addToShortlist: { expect: ['401', '2xx', '403', '403', '2xx'], path: (c) => `/api/shortlist/${c.subscriberId}` },
  removeFromShortlist: { expect: ['401', '2xx', '403', '403', '2xx'], path: (c) => `/api/shortlist/${c.subscriberId}` },
  inviteProviders: {
    expect: ['401', '2xx', '404', '404', '404'],
    path: (c) => `/api/service-requests/${c.requestId}/invitations`,
    body: (c) => ({ providerIds: [c.subscriberId] }),
  },
  listInvitations: { expect: ['401', '2xx', '404', '404', '404'], path: (c) => `/api/service-requests/${c.requestId}/invitations` },
  providerInvitationCount: { expect: PROVIDER },
  // Bookings (issue 44): the couple and the booking's provider (the subscriber) read it, the admin too; anyone else
  // meets 404. Only the provider confirms, declines or marks the deposit (the couple 403); either side cancels (the
  // admin cancels in the admin panel: 403 here). Each changing call gets a fresh booking (matrixBooking).
  bookingsForCouple: { expect: SIGNED_IN },
  bookingsForManagedRequest: {
    expect: ['400', '400', '400', '400', '400'],
    path: () => `/api/service-requests/manage/bookings?token=${'a'.repeat(43)}`,
  },
  bookingsForProvider: { expect: PROVIDER },
  bookingsGet: { expect: ['401', '2xx', '404', '2xx', '2xx'], path: async (c) => `/api/bookings/${await matrixBooking(c, 'pending_provider')}` },
  bookingsConfirm: {
    expect: ['401', '403', '404', '2xx', '403'],
    path: async (c) => `/api/bookings/${await matrixBooking(c, 'pending_provider')}/confirm`,
    body: () => ({}),
  },
  bookingsDecline: {
    expect: ['401', '403', '404', '2xx', '403'],
    path: async (c) => `/api/bookings/${await matrixBooking(c, 'pending_provider')}/decline`,
    body: () => ({ reason: 'Termín už máme obsazený' }),
  },
  bookingsCancel: {
    expect: ['401', '2xx', '404', '2xx', '403'],
    path: async (c) => `/api/bookings/${await matrixBooking(c, 'confirmed')}/cancel`,
    body: () => ({ reason: 'Svatbu odkládáme' }),
  },
  bookingsMarkDepositReceived: {
    expect: ['401', '403', '404', '2xx', '403'],
    path: async (c) => `/api/bookings/${await matrixBooking(c, 'confirmed')}/deposit-received`,
    body: () => ({}),
  },
  // The confirmed booking's files (issue 44, items 3 and 6): its two sides and the admin; anyone else meets 404.
  bookingsDocumentPdf: { expect: ['401', '2xx', '404', '2xx', '2xx'], path: async (c) => `/api/bookings/${await matrixDocumentBooking(c)}/document.pdf` },
  bookingsEventIcs: { expect: ['401', '2xx', '404', '2xx', '2xx'], path: async (c) => `/api/bookings/${await matrixDocumentBooking(c)}/event.ics` },
  // Every account has its own private calendar URL; the feed itself opens by its token only (an unknown one: 404).
  calendarFeedGet: { expect: SIGNED_IN },
  calendarFeedRegenerate: { expect: SIGNED_IN },
  calendarFeedRevoke: { expect: SIGNED_IN },
  calendarFeedIcs: { expect: ['404', '404', '404', '404', '404'], path: () => `/api/calendar/${'a'.repeat(43)}.ics` },
  // The provider's booking settings (its own row; a valid Czech account, no deposit).
  bookingSettingsGet: { expect: PROVIDER },
  bookingSettingsUpdate: {
    expect: PROVIDER,
    body: () => ({ cancellationTerms: 'Storno do 30 dní před svatbou zdarma.', depositPercent: null, bankAccount: '19-2000145399/0800', eventsPerDay: 1 }),
  },
  // The admin's "Rezervace" tab: read-only apart from the cancel of a confirmed booking (a fresh one per call).
  adminBookingsList: { expect: ADMIN },
  adminBookingsCancel: {
    expect: ADMIN,
    path: async (c) => `/api/admin/bookings/${await matrixBooking(c, 'confirmed')}/cancel`,
    body: () => ({ reason: 'Podvodné jednání' }),
  },
  // Personal API tokens (issue 50): each provider role and the admin revoke a token of their own, made for the call.
  listApiTokens: { expect: TOKEN_HOLDERS },
  createApiToken: { expect: TOKEN_HOLDERS, body: () => ({ name: `Matice ${RUN}`, scopes: ['profile:read'] }) },
  revokeApiToken: { expect: TOKEN_HOLDERS, path: async (c, role) => `/api/api-tokens/${await matrixToken(c, role)}` },
  // Webhooks (issue 50): the event types are public; endpoints are a provider's or an admin's account's (TOKEN_HOLDERS).
  // The rows on one endpoint use matrixWebhook (OWN_WEBHOOK); each deletion a provider role's endpoint made for the call.
  listWebhookEventTypes: { expect: PUBLIC },
  listWebhookEndpoints: { expect: TOKEN_HOLDERS },
  createWebhookEndpoint: {
    expect: TOKEN_HOLDERS,
    body: () => ({
      url: 'https://crm.matice.example.com/svatby/webhook',
      events: ['offer.accepted', 'message.created'],
      description: `Matice ${RUN}`,
    }),
  },
  // Events and note only: switching the endpoint off would make the resend and the test event 409.
  updateWebhookEndpoint: {
    expect: OWN_WEBHOOK,
    path: async (c, role) => `/api/webhooks/${(await matrixWebhook(c, role)).id}`,
    body: () => ({ events: ['offer.accepted', 'booking.confirmed'], description: `Upraveno ${RUN}` }),
  },
  deleteWebhookEndpoint: {
    expect: OWN_WEBHOOK,
    path: async (c, role) =>
      `/api/webhooks/${role === 'provider' || role === 'subscriber' ? await newWebhook(c.agents[role]) : (await matrixWebhook(c, role)).id}`,
  },
  getWebhookSecret: { expect: OWN_WEBHOOK, path: async (c, role) => `/api/webhooks/${(await matrixWebhook(c, role)).id}/secret` },
  listWebhookDeliveries: { expect: OWN_WEBHOOK, path: async (c, role) => `/api/webhooks/${(await matrixWebhook(c, role)).id}/deliveries` },
  resendWebhookDelivery: {
    expect: OWN_WEBHOOK,
    path: async (c, role) => {
      const { id, deliveryId } = await matrixWebhook(c, role);
      return `/api/webhooks/${id}/deliveries/${deliveryId}/resend`;
    },
  },
  sendWebhookTestEvent: { expect: OWN_WEBHOOK, path: async (c, role) => `/api/webhooks/${(await matrixWebhook(c, role)).id}/test` },
  accountSummary: { expect: SIGNED_IN },
  accountExport: { expect: SIGNED_IN },
  // Deletes the account (with the sign-in helpers' password): fresh sessions per role; a fresh admin is never the last one.
  accountDelete: { expect: SIGNED_IN, fresh: true, body: () => ({ password: 'svatba-heslo-2026' }) },
  // The plan's tasks (issue 46): a couple's with a plan only; the matrix's couple and the admin have none (404), a provider 403.
  listPlanTasks: { expect: ['401', '404', '403', '403', '404'] },
  createPlanTask: { expect: ['401', '404', '403', '403', '404'], body: () => ({ title: 'Koupit dárky pro svědky' }) },
  updatePlanTask: { expect: ['401', '404', '403', '403', '404'], path: () => '/api/plan/tasks/1', body: () => ({ done: true }) },
  deletePlanTask: { expect: ['401', '404', '403', '403', '404'], path: () => '/api/plan/tasks/1' },
  // The plan's guests (issue 46): as the tasks; the guest's RSVP page is public and opens by its token only (an unknown one: 404).
  listPlanGuests: { expect: ['401', '404', '403', '403', '404'] },
  createPlanGuest: { expect: ['401', '404', '403', '403', '404'], body: () => ({ name: 'Žofie Šťastná' }) },
  updatePlanGuest: { expect: ['401', '404', '403', '403', '404'], path: () => '/api/plan/guests/1', body: () => ({ rsvp: 'confirmed' }) },
  deletePlanGuest: { expect: ['401', '404', '403', '403', '404'], path: () => '/api/plan/guests/1' },
  importPlanGuests: { expect: ['401', '404', '403', '403', '404'], form: () => ({ note: 'bez souboru' }) },
  exportPlanGuests: { expect: ['401', '404', '403', '403', '404'] },
  createRsvpLink: { expect: ['401', '404', '403', '403', '404'], path: () => '/api/plan/guests/1/rsvp-link' },
  revokeRsvpLink: { expect: ['401', '404', '403', '403', '404'], path: () => '/api/plan/guests/1/rsvp-link' },
  getRsvp: { expect: ['404', '404', '404', '404', '404'], path: () => `/api/rsvp/${'a'.repeat(43)}` },
  answerRsvp: { expect: ['404', '404', '404', '404', '404'], path: () => `/api/rsvp/${'a'.repeat(43)}`, body: () => ({ attending: true, partySize: 2 }) },
  // The plan's budget (issue 46): the same (no plan: 404, a provider 403).
  getPlanBudget: { expect: ['401', '404', '403', '403', '404'] },
  createBudgetLine: { expect: ['401', '404', '403', '403', '404'], body: () => ({ categoryId: 'photography', planned: 30_000 }) },
  updateBudgetLine: { expect: ['401', '404', '403', '403', '404'], path: () => '/api/plan/budget/lines/1', body: () => ({ planned: 1000 }) },
  deleteBudgetLine: { expect: ['401', '404', '403', '403', '404'], path: () => '/api/plan/budget/lines/1' },
  applyBudgetSuggestion: { expect: ['401', '404', '403', '403', '404'] },
  // The plan itself (issue 46): couples only (a provider 403). Reading answers without a plan too; creating gets fresh
  // accounts (the matrix's couple and admin stay without a plan, so the plan's other rows meet 404).
  getPlan: { expect: ['401', '2xx', '403', '403', '2xx'] },
  planSummary: { expect: ['401', '2xx', '403', '403', '2xx'] },
  createPlan: { expect: ['401', '2xx', '403', '403', '2xx'], fresh: true, body: () => ({ expectedGuests: 58 }) },
  updatePlan: { expect: ['401', '404', '403', '403', '404'], body: () => ({ expectedGuests: 60 }) },
  leavePlan: { expect: ['401', '404', '403', '403', '404'] },
  invitePartner: { expect: ['401', '404', '403', '403', '404'], body: () => ({}) },
  revokePartnerInvitation: { expect: ['401', '404', '403', '403', '404'] },
  joinPlan: { expect: ['401', '404', '403', '403', '404'], body: () => ({ token: 'a'.repeat(43) }) },
  // Billing (issue 47): the provider's billing details and invoices; the seller is public. ARES is offline here (a lookup
  // would answer 503, by design): an IČO with a bad checksum shows who gets past the guard (400) without a 5xx.
  getBillingDetails: { expect: PROVIDER },
  updateBillingDetails: {
    expect: PROVIDER,
    body: () => ({ companyName: 'Matice s.r.o.', street: 'Dlouhá 1', city: 'Praha', postalCode: '110 00', ico: '27082440', vatPayer: false }),
  },
  lookupAres: { expect: ['401', '403', '400', '400', '403'], path: () => '/api/billing/ares/12345678' },
  getSeller: { expect: ['2xx', '2xx', '2xx', '2xx', '2xx'] },
  listInvoices: { expect: PROVIDER },
  downloadInvoice: { expect: ['401', '403', '404', '404', '403'], path: () => '/api/invoices/999999999/pdf' },
  adminListInvoices: { expect: ADMIN },
  adminDownloadInvoice: { expect: ['401', '403', '403', '403', '404'], path: () => '/api/admin/invoices/999999999/pdf' },
  adminRefundPayment: { expect: ['401', '403', '403', '403', '404'], path: () => '/api/admin/payments/999999999/refund', body: () => ({}) },
  // The provider's results (issue 47): providers only, with or without a plan. The public figures: anyone.
  providerResults: { expect: PROVIDER },
  marketFigures: { expect: PUBLIC },
  // Web Push (issue 47): this app has no VAPID keys, so signing a device up or testing one is 409 (push is off),
  // while reading and revoking work for every signed-in account (another account's or no device: 404).
  pushConfig: { expect: PUBLIC },
  listPushDevices: { expect: SIGNED_IN },
  subscribePush: {
    expect: ['401', '409', '409', '409', '409'],
    body: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/matice',
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    }),
  },
  deletePushDevice: { expect: ['401', '404', '404', '404', '404'], path: () => '/api/push/devices/999999999' },
  testPushDevice: { expect: ['401', '409', '409', '409', '409'], path: () => '/api/push/devices/999999999/test' },
};

/**
 * A sent offer of the subscriber on a new listed request of the matrix's couple; its id. Stored straight in the database:
 * the rows and the fuzzed bodies make more offers than one account may send in an hour through the API.
 */
async function matrixOffer(c: Context): Promise<number> {
  const created = await submitRequest(c.t, reqBody(), { agent: c.agents.couple });
  const [{ id }] = (await c.t.dataSource.query(
    `INSERT INTO offers (request_id, provider_id, message, price_kind, price_min) VALUES ($1, $2, $3, 'exact', 20000) RETURNING id`,
    [created.body.id, c.subscriberId, `Dobrý den, rádi vám svatbu nafotíme. ${RUN}`],
  )) as Array<{ id: number }>;
  return id;
}

/** A token of the role's own to revoke (a couple or visitor gets an id that is none of its own); its id. */
async function matrixToken(c: Context, role: Role): Promise<number> {
  if (role === 'visitor' || role === 'couple') return 1;
  const response = await c.agents[role].post('/api/api-tokens').set('X-Forwarded-For', nextAddress()).send({ name: `Ke zneplatnění ${RUN}`, scopes: ['profile:read'] });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

/** A new webhook endpoint of the agent's account (a public name: nothing is sent, the API tests drain the queue themselves); its id. */
async function newWebhook(agent: Agent): Promise<number> {
  const response = await agent
    .post('/api/webhooks')
    .set('X-Forwarded-For', nextAddress())
    .send({ url: 'https://crm.matice.example.com/svatby/webhook', events: ['offer.accepted'], description: `Matice ${RUN}` });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

/**
 * A webhook endpoint with one delivery (its test event), made once per owner: a provider role's own; for the visitor, the
 * couple and the admin another provider's, so a row that reaches it shows a way into another account's endpoint.
 */
const webhooks: Partial<Record<'provider' | 'subscriber' | 'stranger', Promise<{ id: number; deliveryId: string }>>> = {};
function matrixWebhook(c: Context, role: Role): Promise<{ id: number; deliveryId: string }> {
  const owner = role === 'provider' || role === 'subscriber' ? role : 'stranger';
  return (webhooks[owner] ??= (async () => {
    const agent = owner === 'stranger' ? (await signedInProvider(c.t, { companyName: `Cizí webhook ${RUN}` })).agent : c.agents[owner];
    const id = await newWebhook(agent);
    const test = await agent.post(`/api/webhooks/${id}/test`).set('X-Forwarded-For', nextAddress());
    expect(test.status).toBe(202);
    return { id, deliveryId: test.body.id as string };
  })());
}

/** An offer template's body with a name of its own. */
let templateNumber = 0;
const templateBody = () => {
  templateNumber += 1;
  return { name: `Šablona ${RUN} ${templateNumber}`, message: `Dobrý den, rádi vám svatbu nafotíme. ${RUN}`, priceKind: 'from', priceMin: 15_000 };
};

/** A provider role's own offer template, made when it has none (another role gets an id that is none of its own); its id. */
async function matrixTemplate(c: Context, role: Role): Promise<number> {
  if (role !== 'provider' && role !== 'subscriber') return 1;
  const [own] = (await c.agents[role].get('/api/offer-templates').expect(200)).body as Array<{ id: number }>;
  return own?.id ?? ((await c.agents[role].post('/api/offer-templates').send(templateBody()).expect(201)).body.id as number);
}

/** The path of a provider role's own answer ('Nehodí se mi') on a fresh request, just given (another role: a fresh request). */
async function matrixReply(c: Context, role: Role): Promise<string> {
  const requestId = await c.newRequest();
  if (role === 'provider' || role === 'subscriber') {
    await c.agents[role].post(`/api/service-requests/${requestId}/replies`).send({ kind: 'not_fit' }).expect(201);
  }
  return `/api/service-requests/${requestId}/replies/mine`;
}

/**
 * A booking of the subscriber on a new booked request of the matrix's couple (its accepted offer), on a day of its
 * own (a deposit of 1 000 Kč); its id. Stored straight in the database, like matrixOffer.
 */
let bookingDay = 300;
async function matrixBooking(c: Context, status: 'pending_provider' | 'confirmed'): Promise<number> {
  const offerId = await matrixOffer(c);
  const coupleUserId = (await c.agents.couple.get('/api/auth/user').expect(200)).body.id as number;
  await c.t.dataSource.query(`UPDATE offers SET status = 'accepted', answered_at = now() WHERE id = $1`, [offerId]);
  await c.t.dataSource.query(`UPDATE service_requests SET status = 'booked' FROM offers o WHERE o.id = $1 AND service_requests.id = o.request_id`, [
    offerId,
  ]);
  bookingDay += 1;
  const [{ id }] = (await c.t.dataSource.query(
    `INSERT INTO bookings (number, offer_id, request_id, provider_id, couple_user_id, status, event_date, respond_by, confirmed_at,
                           deposit_amount, couple_name, couple_email, provider_name)
     SELECT 'SV-2026-' || lpad(nextval('booking_number_seq')::text, 6, '0'), o.id, o.request_id, o.provider_id, $2, $3::varchar,
            current_date + $4::int, now() + interval '72 hours', CASE WHEN $3::varchar = 'confirmed' THEN now() END, 1000,
            'Jana a Petr', 'matice@example.cz', 'Matice'
       FROM offers o WHERE o.id = $1
     RETURNING id`,
    [offerId, coupleUserId, status, bookingDay],
  )) as Array<{ id: number }>;
  return id;
}

/** A confirmed matrixBooking with its frozen document (as confirming freezes it), made once per run; its id. */
let documentBooking: Promise<number> | undefined;
function matrixDocumentBooking(c: Context): Promise<number> {
  documentBooking ??= (async () => {
    const id = await matrixBooking(c, 'confirmed');
    const document = {
      number: 'SV-2026-000001',
      issuedAt: new Date().toISOString(),
      provider: { companyName: 'Matice', ico: null, email: 'matice-foto@example.cz', phone: null, address: null },
      couple: { name: 'Jana a Petr', email: 'matice@example.cz', phone: null },
      eventDate: null,
      place: 'Praha',
      title: 'Svatební fotograf',
      items: ['Celodenní focení'],
      price: { kind: 'exact', min: 20000, max: null },
      deposit: null,
      cancellationTerms: 'Storno podmínky',
    };
    await c.t.dataSource.query(`UPDATE bookings SET document = $2::jsonb WHERE id = $1`, [id, JSON.stringify(document)]);
    return id;
  })();
  return documentBooking;
}

/** The couple's question thread with the subscriber: one message each way, an attachment, a report (made once per run). */
let thread: Promise<{ id: number; coupleUserId: number; attachmentId: number }> | undefined;
function matrixThread(c: Context): Promise<{ id: number; coupleUserId: number; attachmentId: number }> {
  thread ??= (async () => {
    const coupleUserId = (await c.agents.couple.get('/api/auth/user').expect(200)).body.id as number;
    const [{ id }] = (await c.t.dataSource.query(
      // conversationsStart may have opened it already.
      `INSERT INTO conversations (provider_id, couple_user_id, couple_key) VALUES ($1, $2, $3)
       ON CONFLICT (provider_id, couple_key) DO UPDATE SET last_message_at = now() RETURNING id`,
      [c.subscriberId, coupleUserId, `user:${coupleUserId}`],
    )) as Array<{ id: number }>;
    const [{ id: messageId }] = (await c.t.dataSource.query(
      `INSERT INTO messages (conversation_id, sender_side, sender_user_id, body) VALUES ($1, 'couple', $2, 'Dobrý den') RETURNING id`,
      [id, coupleUserId],
    )) as Array<{ id: string }>;
    const key = randomBytes(16).toString('hex');
    fs.mkdirSync(path.join(c.t.config.attachmentsDir, key.slice(0, 2)), { recursive: true });
    fs.writeFileSync(path.join(c.t.config.attachmentsDir, key.slice(0, 2), key), '%PDF-1.4\n%%EOF\n');
    const [{ id: attachmentId }] = (await c.t.dataSource.query(
      `INSERT INTO message_attachments (message_id, file_name, content_type, size_bytes, storage_key)
       VALUES ($1, 'nabidka.pdf', 'application/pdf', 15, $2) RETURNING id`,
      [messageId, key],
    )) as Array<{ id: number }>;
    await c.t.dataSource.query(`INSERT INTO message_reports (message_id, reporter_side, reason) VALUES ($1, 'provider', 'spam')`, [messageId]);
    return { id, coupleUserId, attachmentId };
  })();
  return thread;
}

/** A new message in the matrix thread from `side`; its id. */
async function matrixMessage(c: Context, side: 'couple' | 'provider'): Promise<number> {
  const [{ id }] = (await c.t.dataSource.query(
    `INSERT INTO messages (conversation_id, sender_side, body) VALUES ($1, $2, 'Zpráva k nahlášení') RETURNING id`,
    [(await matrixThread(c)).id, side],
  )) as Array<{ id: string }>;
  return Number(id);
}

/** A new open report (of a new couple message, by the subscriber's side); its id. */
async function matrixReport(c: Context): Promise<number> {
  const [{ id }] = (await c.t.dataSource.query(
    `INSERT INTO message_reports (message_id, reporter_side, reason) VALUES ($1, 'provider', 'offensive') RETURNING id`,
    [await matrixMessage(c, 'couple')],
  )) as Array<{ id: number }>;
  return id;
}

/** A review of the provider without a subscription, straight in the database (published or hidden). */
async function newReview(c: Context, status: 'confirmed' | 'hidden'): Promise<number> {
  const [{ id }] = (await c.t.dataSource.query(
    `INSERT INTO reviews (provider_id, email, overall_rating, status, confirmed_at) VALUES ($1, $2, 4, $3::varchar, now()) RETURNING id`,
    [c.providerId, uniqueEmail('matice-hodnoceni').replace('@example.cz', '@gmail.com'), status],
  )) as Array<{ id: number }>;
  return id;
}

let address = 0;
/** Every call from its own client address (TRUST_PROXY), so the rate limits stay out of the matrix. */
function nextAddress(): string {
  address += 1;
  return `10.88.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

function matches(status: number, expected: string): boolean {
  return expected.split('|').some((e) => (e.endsWith('xx') ? Math.floor(status / 100) === Number(e[0]) : status === Number(e)));
}

function defaultPath(route: string): string {
  if (route.includes('{')) throw new Error(`${route} has path parameters: give its row a path`);
  return route;
}

describe('Access matrix and fuzzed bodies (openapi.json)', () => {
  let c: Context;

  async function send(
    agent: Agent,
    method: Method,
    url: string,
    row: Pick<Row, 'body' | 'form' | 'stream'>,
    role: Role,
    body?: unknown,
    bearer?: string,
  ) {
    let call = agent[method](url).set('X-Forwarded-For', nextAddress());
    if (bearer) call = call.set('Authorization', `Bearer ${bearer}`);
    if (row.stream) {
      return call.buffer(true).parse((res, done) => {
        const response = res as unknown as import('node:http').IncomingMessage;
        let finished = false;
        const finish = () => {
          if (finished) return;
          finished = true;
          response.destroy();
          done(null, '');
        };
        response.on('data', finish);
        response.on('end', finish);
      });
    }
    const form = row.form?.(c, role);
    if (form) {
      for (const [name, value] of Object.entries(form)) call = call.field(name, value);
      return call;
    }
    if (body !== undefined) {
      // Raw JSON, so top-level primitives and arrays go out as they are.
      return call.set('Content-Type', 'application/json').send(JSON.stringify(body) ?? 'null');
    }
    const json = row.body?.(c, role);
    return json === undefined ? call : call.send(json);
  }

  beforeAll(async () => {
    const t = await createIsolatedTestApp('svatby_access_matrix', { TRUST_PROXY: 'true' });
    const couple = await signedInCouple(t);
    const provider = await signedInProvider(t, { companyName: `Bez předplatného ${RUN}` });
    const subscriber = await signedInProvider(t, { companyName: `Předplatitel ${RUN}` });
    await activateSubscription(t.dataSource, subscriber.providerId, 'premium');
    const admin = await signedInAdmin(t);
    const agents: Record<Role, Agent> = { visitor: t.agent(), couple: couple.agent, provider: provider.agent, subscriber: subscriber.agent, admin: admin.agent };

    async function fresh(role: Role): Promise<Agent> {
      if (role === 'visitor') return t.agent();
      if (role === 'couple') return (await signedInCouple(t)).agent;
      if (role === 'admin') return (await signedInAdmin(t)).agent;
      const p = await signedInProvider(t, { companyName: `Na jedno použití ${RUN}` });
      if (role === 'subscriber') await activateSubscription(t.dataSource, p.providerId, 'premium');
      return p.agent;
    }
    async function newPortfolioItem(role: 'provider' | 'subscriber'): Promise<number> {
      const response = await agents[role]
        .post('/api/provider/portfolio')
        .set('X-Forwarded-For', nextAddress())
        .field('title', `Svatba ${RUN}`)
        .field('description', 'Zámecká svatba v létě.');
      expect(response.status).toBe(201);
      return response.body.id as number;
    }
    async function newRequest(): Promise<number> {
      const response = await submitRequest(t, reqBody());
      return response.body.id as number;
    }
    const contactEmail = uniqueEmail('kontakt-matice');
    const created = await submitRequest(t, { ...reqBody(), contactEmail }, { agent: couple.agent });
    const token = await subscriber.agent
      .post('/api/api-tokens')
      .set('X-Forwarded-For', nextAddress())
      .send({ name: `Matice ${RUN}`, scopes: PROVIDER_SCOPES });
    expect(token.status).toBe(201);
    c = {
      t,
      agents,
      tokenSecret: token.body.secret as string,
      fresh,
      providerId: provider.providerId,
      subscriberId: subscriber.providerId,
      targetProviderId: await insertProvider(t.dataSource, { companyName: `Cíl správce ${RUN}` }),
      requestId: created.body.id as number,
      contactEmail,
      portfolioItem: { provider: 0, subscriber: 0 },
      newRequest,
      newPortfolioItem,
    };
    c.portfolioItem = { provider: await newPortfolioItem('provider'), subscriber: await newPortfolioItem('subscriber') };
  }, 60_000);
  afterAll(() => c?.t.close());

  it('classifies every operation of openapi.json (a new endpoint must get a row)', () => {
    const ids = OPERATIONS.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !MATRIX[id])).toEqual([]);
    expect(Object.keys(MATRIX).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('answers every operation with the expected status for each role, never a 5xx', async () => {
    const unexpected: string[] = [];
    const leaks: string[] = [];
    for (const { method, route, op } of OPERATIONS) {
      const row = MATRIX[op.operationId];
      if (!row) continue; // reported by the test above
      for (const [index, role] of ROLES.entries()) {
        const agent = row.fresh ? await c.fresh(role) : c.agents[role];
        const url = row.path ? await row.path(c, role) : defaultPath(route);
        const response = await send(agent, method, url, row, role);
        const expected = row.expect[index];
        if (response.status >= 500 || !matches(response.status, expected)) {
          unexpected.push(`${op.operationId} ${method.toUpperCase()} ${url} as ${role}: ${response.status} (expected ${expected}) ${response.text.slice(0, 160)}`);
        }
        // The couple's contact details never reach a visitor or a provider without a subscription.
        if ((role === 'visitor' || role === 'provider') && (response.text ?? '').includes(c.contactEmail)) {
          leaks.push(`${op.operationId} as ${role}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
    expect(leaks).toEqual([]);
  }, 120_000);

  it('shows the contact details to a subscriber, in the list and the detail', async () => {
    const detail = (await c.agents.subscriber.get(`/api/service-requests/${c.requestId}`).expect(200)).body;
    expect(detail.contactInfo).toMatchObject({ email: c.contactEmail });
    const list = (await c.agents.subscriber.get('/api/service-requests').query({ pageSize: 50 }).expect(200)).body.items as Array<{
      id: number;
      contactInfo?: { email: string };
    }>;
    expect(list.find((item) => item.id === c.requestId)?.contactInfo?.email).toBe(c.contactEmail);
    const hidden = (await c.agents.provider.get(`/api/service-requests/${c.requestId}`).expect(200)).body;
    expect(hidden).not.toHaveProperty('contactInfo');
  });

  // After the contact test: its calls make requests of their own, which would push the fixture's off the first page.
  it("answers every operation to the subscriber's API token as to its session where the operation names a scope, else 403", async () => {
    const unexpected: string[] = [];
    let scoped = 0;
    for (const { method, route, op } of OPERATIONS) {
      const row = MATRIX[op.operationId];
      if (!row) continue;
      const scope = op['x-svatby-scope'];
      if (scope) scoped += 1;
      // The token's account is the subscriber's: the paths and bodies are made as for it; no cookie goes along.
      const url = row.path ? await row.path(c, 'subscriber') : defaultPath(route);
      const response = await send(c.t.agent(), method, url, row, 'subscriber', undefined, c.tokenSecret);
      const expected = scope ? row.expect[3] : '403';
      const text = String(response.text ?? '').slice(0, 160);
      if (response.status >= 500 || !matches(response.status, expected)) {
        unexpected.push(`${op.operationId} ${method.toUpperCase()} ${url} as token: ${response.status} (expected ${expected}) ${text}`);
      }
      // The default deny's own answer (a stream's body is not read).
      if (!scope && !row.stream && response.body?.message !== 'Tato operace není přes API token dostupná.') unexpected.push(`${op.operationId}: ${text}`);
      if (response.headers['set-cookie']) unexpected.push(`${op.operationId} as token sets a cookie`);
    }
    expect(unexpected).toEqual([]);
    expect(scoped).toBeGreaterThan(30);
  }, 120_000);

  describe('fuzzed JSON bodies: never a 5xx, and a refused body writes nothing', () => {
    /** The table a successful call of the operation writes to, where a count is meaningful. */
    const TABLES: Record<string, string> = {
      authRegister: 'users',
      providersRegister: 'users',
      providerCreateProfile: 'provider_profiles',
      reviewsCreate: 'reviews',
      reviewsReport: 'review_reports',
      requestsCreate: 'service_requests',
      createPlan: 'wedding_plans',
      offersCreate: 'offers',
      replyToRequest: 'request_replies',
      createOfferTemplate: 'offer_templates',
      availabilitySet: 'provider_availability',
      createWebhookEndpoint: 'webhook_endpoints',
      availabilitySetBulk: 'provider_availability',
      contactSend: 'contact_messages',
      accountDelete: 'users',
    };
    const nasty: fc.Arbitrary<unknown> = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.integer({ min: 300, max: 20_000 }).map((n) => 'ř'.repeat(n)),
      fc.constantFrom('', ' ', '<script>alert(1)</script>', "'; DROP TABLE users; --", '\u0000', '2030-02-30', 'NaN', '1e309'),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }),
      fc.object({ maxDepth: 2 }),
    );

    const jsonOps = OPERATIONS.filter(({ op }) => op.requestBody?.content['application/json']);
    it.each(jsonOps.map(({ method, route, op }) => [op.operationId, method, route, op] as const))(
      '%s',
      async (operationId, method, route, op) => {
        const row = MATRIX[operationId];
        // The least privileged role the table lets through (an admin route as the admin).
        const index = row.expect.findIndex((e) => e.split('|').some((x) => x === '2xx'));
        const role = ROLES[index >= 0 ? index : 4];
        const ref = op.requestBody!.content['application/json'].schema.$ref!;
        const fields = Object.keys(OPENAPI.components.schemas[ref.split('/').pop()!].properties ?? {});
        const body = fc.oneof(
          { weight: 3, arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, nasty])), { requiredKeys: [] }) },
          { weight: 1, arbitrary: fc.anything() },
        );
        const table = TABLES[operationId];
        const count = async () =>
          table ? Number(((await c.t.dataSource.query(`SELECT count(*) AS n FROM ${table}`)) as Array<{ n: string }>)[0].n) : 0;
        await fc.assert(
          fc.asyncProperty(body, async (payload) => {
            const agent = row.fresh ? await c.fresh(role) : c.agents[role];
            const url = row.path ? await row.path(c, role) : defaultPath(route);
            const before = await count();
            const response = await send(agent, method, url, {}, role, payload === undefined ? null : payload);
            expect(response.status).toBeLessThan(500);
            if (response.status >= 400) expect(await count()).toBe(before);
          }),
          { numRuns: 30, seed: FUZZ_SEED },
        );
      },
      60_000,
    );
  });

  it('refuses a cross-site POST made with a session, and writes nothing', async () => {
    const response = await c.agents.subscriber
      .post('/api/availability')
      .set('X-Forwarded-For', nextAddress())
      .set('Origin', 'https://evil.example')
      .send({ date: inDays(40), status: 'busy' });
    expect(response.status).toBe(403);
    const rows = await c.t.dataSource.query(`SELECT 1 FROM provider_availability WHERE provider_id = $1 AND day = $2`, [c.subscriberId, inDays(40)]);
    expect(rows).toHaveLength(0);
    await c.agents.admin
      .patch(`/api/admin/service-requests/${c.requestId}/notes`)
      .set('X-Forwarded-For', nextAddress())
      .set('Origin', 'https://evil.example')
      .send({ notes: 'z cizího webu' })
      .expect(403);
  });
});
