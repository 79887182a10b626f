/**
 * Web Push's rules (issue 47): the Czech texts of the API, the devices' limit, the notifications'
 * fixed texts and links, and the device label read from the browser's user agent. A notification
 * carries only what happened and a link: never a text anyone typed (no message, no name, no title).
 */

export const PUSH_MESSAGES = {
  disabled: 'Oznámení nejsou na tomto serveru zapnutá',
  deviceNotFound: 'Zařízení nenalezeno',
  tooManyDevices: 'Oznámení lze zapnout nejvýše na 10 zařízeních. Nejprve některé odeberte.',
  endpointNotAllowed: 'Tato adresa pro oznámení není podporována',
  endpointInvalid: 'Adresa pro oznámení musí být platná adresa https',
  keyInvalid: 'Klíče odběru oznámení nejsou platné',
} as const;

/** Devices (browsers) one account may have push on. */
export const PUSH_DEVICES_MAX = 10;

/** How long a push service keeps an undelivered notification (seconds): a day, the digest's rhythm. */
export const PUSH_TTL_SECONDS = 24 * 3600;

/** What a notification says; each kind has one fixed Czech text. */
export const PUSH_NOTICE_KINDS = [
  'request.new',
  'request.digest',
  'matching.invited',
  'message.new',
  'booking.pending',
  'offer.new',
  'booking.confirmed',
  'test',
] as const;
export type PushNoticeKind = (typeof PUSH_NOTICE_KINDS)[number];

/** The payload the service worker shows (JSON, encrypted for the device). */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on the app's origin the notification opens. */
  url: string;
  /** Notifications of one tag replace each other on the device. */
  tag: string;
}

/** Czech plural of "nová poptávka" for a count. */
export function newRequestsText(count: number): string {
  if (count === 1) return '1 nová poptávka ve vašem oboru';
  if (count >= 2 && count <= 4) return `${count} nové poptávky ve vašem oboru`;
  return `${count} nových poptávek ve vašem oboru`;
}

/** The fixed texts of a notice; `url` is one of the app's own paths, `count` only for the digest. */
export function pushPayload(kind: PushNoticeKind, url: string, count = 1): PushPayload {
  switch (kind) {
    case 'request.new':
      return { title: 'Nová poptávka ve vašem oboru', body: 'Podívejte se na ni a pošlete nabídku.', url, tag: 'request' };
    case 'request.digest':
      return { title: newRequestsText(count), body: 'Souhrn poptávek za poslední den.', url, tag: 'request-digest' };
    case 'matching.invited':
      return { title: 'Pozvánka k nabídce', body: 'Máte pozvánku poslat nabídku na poptávku.', url, tag: 'invitation' };
    case 'message.new':
      return { title: 'Nová zpráva', body: 'Máte novou zprávu ve Svatbách.', url, tag: 'message' };
    case 'booking.pending':
      return { title: 'Rezervace čeká na potvrzení', body: 'Potvrďte nebo odmítněte rezervaci.', url, tag: 'booking' };
    case 'offer.new':
      return { title: 'Nová nabídka', body: 'Dodavatel vám poslal nabídku.', url, tag: 'offer' };
    case 'booking.confirmed':
      return { title: 'Rezervace potvrzena', body: 'Dodavatel potvrdil vaši rezervaci.', url, tag: 'booking' };
    case 'test':
      return { title: 'Zkušební oznámení', body: 'Oznámení na tomto zařízení fungují.', url, tag: 'test' };
  }
}

/** The app's paths the notifications open (the same pages the mails link to). */
export const PUSH_PATHS = {
  dashboard: '/dashboard',
  inquiries: '/inquiries',
  requests: '/poptavky',
  request: (id: number) => `/poptavky?requestId=${id}`,
  conversation: (id: number) => `/zpravy?c=${id}`,
  booking: (id: number) => `/rezervace/${id}`,
} as const;

/** A short Czech device name from a user agent, e.g. "Chrome na Androidu"; 'Neznámé zařízení' when unknown. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const system = /Android/.test(ua)
    ? 'Androidu'
    : /iPhone|iPod/.test(ua)
      ? 'iPhonu'
      : /iPad/.test(ua)
        ? 'iPadu'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Macu'
            : /CrOS/.test(ua)
              ? 'Chromebooku'
              : /Linux/.test(ua)
                ? 'Linuxu'
                : null;
  if (browser && system) return `${browser} na ${system}`;
  return browser ?? (system ? `Prohlížeč na ${system}` : 'Neznámé zařízení');
}

/**
 * Whether a subscription's endpoint may be used: https on a listed push service (a host that is one
 * of `hosts` or ends with ".host"), or outside production plain http on this machine (the tests'
 * stand-in). The server posts to the endpoint: an allow-list keeps it from posting anywhere else.
 */
export function endpointAllowed(endpoint: string, hosts: readonly string[], production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (!listed) return false;
  if (url.protocol === 'https:') return true;
  return !production && url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(host);
}
