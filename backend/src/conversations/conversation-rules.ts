import sanitizeHtml from 'sanitize-html';

/** The longest message (characters after HTML stripping). */
export const MESSAGE_BODY_MAX = 5000;
/** The preview of the last message in the inbox list. */
export const MESSAGE_PREVIEW_MAX = 140;
/** Messages of one thread page (the newest 50 before `before`). */
export const THREAD_PAGE_SIZE = 50;
export const CONVERSATIONS_PAGE_SIZE_DEFAULT = 20;

/** Attachments: how many per message, how large, which types (checked by content, never by name). */
export const ATTACHMENTS_MAX = 3;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_FILE_NAME_MAX = 200;
/**
 * Image attachments are decoded to strip their metadata: larger pictures are refused before decoding.
 * 50 MP takes a 48 MP phone's photo (8064 × 6048) and bounds one decode to about 200 MB.
 */
export const ATTACHMENT_IMAGE_MAX_PIXELS = 50_000_000;
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const REPORT_NOTE_MAX = 1000;
/** messaging_settings.blocked_reason is varchar(500). */
export const BLOCK_REASON_MAX = 500;

/** A message from the other side unread this long is e-mailed… */
export const MESSAGE_MAIL_DELAY_MINUTES = 10;
/** …at most once an hour per conversation and side. */
export const MESSAGE_MAIL_INTERVAL_MINUTES = 60;

/**
 * Messages per account or manage link (issue 19: rate limited per account): `perMinute` a minute
 * (MESSAGE_RATE_LIMIT_PER_MINUTE, 30 unless set: `make bench` lifts it to load one account) and ten
 * times that a day.
 */
export const messageRateLimits = (perMinute: number) =>
  [
    { limit: perMinute, windowMs: 60_000 },
    { limit: perMinute * 10, windowMs: 24 * 3_600_000 },
  ] as const;

/** New question threads per account an hour: each reaches a provider who never offered (the messages' limits apply too). */
export const NEW_QUESTIONS_PER_HOUR = 10;
/** POST /api/conversations per client address an hour (several accounts behind one address). */
export const QUESTION_RATE_LIMIT = { default: { limit: 60, ttl: 3_600_000 } } as const;
/** Message reports per account or address an hour. */
export const MESSAGE_REPORT_RATE_LIMIT = { default: { limit: 20, ttl: 3_600_000 } } as const;

/** The Czech labels of the report reasons (the dialog and the admin tab show them). */
export const MESSAGE_REPORT_REASON_LABELS = {
  spam: 'Spam nebo reklama',
  offensive: 'Urážlivý obsah',
  scam: 'Podvod',
  other: 'Jiný důvod',
} as const;

export const CONVERSATION_MESSAGES = {
  notFound: 'Konverzace nenalezena',
  messageNotFound: 'Zpráva nenalezena',
  attachmentNotFound: 'Příloha nenalezena',
  reportNotFound: 'Nahlášení nenalezeno',
  userNotFound: 'Uživatel nenalezen',
  providerNotFound: 'Dodavatel s tímto ID nebyl nalezen.',
  blocked: 'Váš účet má zablokované posílání zpráv a nabídek. Napište nám přes kontaktní formulář.',
  linkBlocked: 'Posílání zpráv z této poptávky je zablokované. Napište nám přes kontaktní formulář.',
  emptyBody: 'Napište zprávu nebo přiložte soubor',
  bodyTooLong: `Zpráva může mít nejvýše ${MESSAGE_BODY_MAX} znaků`,
  bodyText: 'Zpráva musí být text',
  questionBody: 'Napište zprávu',
  tooManyFiles: `Ke zprávě lze přiložit nejvýše ${ATTACHMENTS_MAX} soubory`,
  fileType: 'Přiložit lze jen PDF nebo obrázek JPG, PNG či WebP',
  fileTooLarge: 'Příloha může mít nejvýše 10 MB',
  imageTooLarge: 'Obrázek v příloze má příliš velké rozměry: nejvýše 50 megapixelů (např. 8000 × 6000 bodů). Zmenšete ho a pošlete znovu.',
  ownProfile: 'Vlastnímu profilu zprávu poslat nemůžete',
  demoProvider: 'Ukázkovému dodavateli nelze napsat',
  rateLimited: 'Posíláte zprávy příliš rychle. Zkuste to prosím znovu za chvíli.',
  tooManyQuestions: 'Oslovili jste v poslední hodině příliš mnoho dodavatelů. Zkuste to prosím znovu později.',
  reportOwn: 'Nahlásit lze jen zprávy druhé strany',
  alreadyReported: 'Tuto zprávu jste už nahlásili',
  reported: 'Děkujeme, zprávu prověříme',
  reportResolved: 'Nahlášení už bylo vyřízeno',
  blockReasonRequired: 'Zadejte důvod zablokování',
  dismissed: 'Nahlášení bylo zamítnuto',
  senderBlocked: 'Odesílatel byl zablokován',
  noSenderAccount: 'Odesílatel nemá účet ani poptávku, které by šlo zablokovat',
  linkBlockedNow: 'Posílání zpráv z poptávky bylo zablokováno',
  linkUnblockedNow: 'Posílání zpráv z poptávky bylo odblokováno',
  blockedNow: 'Posílání zpráv a nabídek bylo zablokováno',
  unblockedNow: 'Posílání zpráv a nabídek bylo odblokováno',
  noReport: 'Konverzaci lze zobrazit jen s nahlášenou zprávou',
} as const;

const ESCAPED: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"' };

/**
 * Plain text from what a user typed: tags dropped (the text of script and style too), line
 * breaks of <br> and block ends kept, the entities sanitize-html escapes decoded again (the text is
 * rendered as text, never as HTML), trimmed.
 */
export function plainText(value: string): string {
  const withBreaks = value.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])\s*>/gi, '$&\n');
  // Without '<' or '&' there is no tag, comment or entity: sanitize-html would answer the text as it
  // is (bar '>', which it escapes and ESCAPED undoes), so most messages skip its parse.
  const stripped = /[<&]/.test(withBreaks) ? sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} }) : withBreaks;
  return (
    stripped
      .replace(/&(lt|gt|amp|quot);/g, (entity) => ESCAPED[entity])
      .replace(/\r\n?/g, '\n')
      // Control characters (NUL among them, which PostgreSQL text refuses) carry nothing a reader sees.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** The preview of a message in the inbox: one line, at most 140 characters. */
export function messagePreview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_PREVIEW_MAX ? `${line.slice(0, MESSAGE_PREVIEW_MAX - 1)}…` : line;
}
