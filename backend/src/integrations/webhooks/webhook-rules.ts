import { createHmac, randomBytes } from 'node:crypto';

/** The events an endpoint may subscribe to, with their Czech labels for the app (README "Webhooks"). */
export const WEBHOOK_EVENTS = [
  { type: 'request.matched', label: 'Nová poptávka ve vašem oboru a oblasti' },
  { type: 'offer.accepted', label: 'Nabídka přijata' },
  { type: 'offer.declined', label: 'Nabídka odmítnuta' },
  { type: 'message.created', label: 'Nová zpráva od páru' },
  { type: 'booking.confirmed', label: 'Rezervace potvrzena' },
  { type: 'booking.cancelled', label: 'Rezervace zrušena' },
  { type: 'review.published', label: 'Zveřejněné hodnocení' },
  { type: 'subscription.changed', label: 'Změna předplatného' },
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['type'];
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENTS.map((event) => event.type);

/** The test event ("Poslat testovací událost"): sent on demand only, never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'ping';
export type WebhookSentType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** At most this many endpoints per account. */
export const WEBHOOK_ENDPOINTS_MAX = 5;
/** How long one attempt may take, connection to the last byte of the answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Retries stop this long after the delivery was created: then it has failed for good. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;
/** The waits after the 1st, 2nd, … failed attempt (the last repeats): 1 min, 5 min, 30 min, 2 h, 5 h, 10 h. */
export const WEBHOOK_BACKOFF_MS = [60_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];
/** An endpoint is disabled after this many deliveries in a row failed for good … */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 3;
/** … or when its deliveries have failed without a success between them for this long. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3_600_000;
/** The receiver's answer kept in the log. */
export const WEBHOOK_EXCERPT_CHARS = 1_000;
/** The signature's header (Stripe's shape: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">). */
export const SIGNATURE_HEADER = 'Svatby-Signature';

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook nebyl nalezen',
  deliveryNotFound: 'Doručení nebylo nalezeno',
  tooMany: `Webhooků může být nejvýše ${WEBHOOK_ENDPOINTS_MAX}. Nejprve některý odeberte.`,
  urlInvalid: 'Adresa webhooku musí být platná adresa http(s)',
  httpsOnly: 'Adresa webhooku musí začínat https://',
  urlCredentials: 'Adresa webhooku nesmí obsahovat jméno ani heslo',
  urlPrivate: 'Adresa webhooku musí být veřejná (ne localhost ani vnitřní síť)',
  eventsInvalid: `Vyberte alespoň jednu událost z: ${WEBHOOK_EVENTS.map((event) => event.type).join(', ')}`,
  disabled: 'Webhook je vypnutý. Nejprve ho zapněte.',
  providersOnly: 'Webhooky mohou používat jen dodavatelé a správci',
} as const;

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** A new event id: `evt_` and 16 random bytes, hex. */
export function newEventId(): string {
  return `evt_${randomBytes(16).toString('hex')}`;
}

/** The Svatby-Signature header's value for a body sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** When the attempt after `attempts` failed ones is due, or null when that is past the retry window (failed for good). */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date): Date | null {
  const wait = WEBHOOK_BACKOFF_MS[Math.min(attempts, WEBHOOK_BACKOFF_MS.length) - 1] ?? WEBHOOK_BACKOFF_MS[0];
  const next = new Date(now.getTime() + wait);
  return next.getTime() > createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS ? null : next;
}

/** Whether an endpoint's run of failures (after one more failed for good) disables it. */
export function disablesEndpoint(consecutiveFailures: number, failingSince: Date, now: Date): boolean {
  return consecutiveFailures >= WEBHOOK_DISABLE_AFTER_FAILURES || now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
}

/**
 * The URL an endpoint may have: http(s) (https only in production), no credentials in it, and no
 * address literal that is obviously not public (a name is checked at each send, once resolved).
 * The message of the rule it breaks, or null.
 */
export function urlProblem(value: string, options: { production: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (options.production && url.protocol !== 'https:') return WEBHOOK_MESSAGES.httpsOnly;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  if (!url.hostname) return WEBHOOK_MESSAGES.urlInvalid;
  return null;
}
