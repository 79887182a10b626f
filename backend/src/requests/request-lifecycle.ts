/**
 * The rules of a request's way from the form to the list (DESIGN.md sections 4 and 5): the double
 * opt-in's link, the per-address limits and their Czech answers.
 */

/** The confirmation link works this long; an unconfirmed request is then deleted. */
export const CONFIRM_LINK_VALID_HOURS = 48;
/** The manage link (edit, close, reopen without an account) works this long. */
export const MANAGE_LINK_VALID_DAYS = 365;
/** A dateless request ends this long after its confirmation or extension (request_expires_at). */
export const DATELESS_TERM_DAYS = 180;
/** The couple is asked "Ještě hledáte?" this long before the end. */
export const EXPIRY_REMINDER_DAYS = 14;
/** "This was not me" blocks requests to the address this long. */
export const NOT_ME_BLOCK_DAYS = 30;
/**
 * The pass of a mailbox's owner: "not me" (opened from the mailbox, so it proves it) gives the
 * browser this cookie, and a submission that brings it to that mailbox is not refused by the block.
 * Only its SHA-256 is stored (request_email_blocks.owner_pass_hash); it lasts as long as the block.
 */
export const OWNER_PASS_COOKIE = 'svatby.mailbox-pass';
export const OWNER_PASS_COOKIE_PATH = '/api/service-requests';
/** A pass as newLinkToken makes it (43 URL-safe characters); anything else in the cookie is ignored. */
export const isOwnerPass = (value: string): boolean => /^[\w-]{43}$/.test(value);
/** Unconfirmed requests one mailbox may have at a time (those made before its owner's "not me" do not count). */
export const MAX_UNCONFIRMED_PER_EMAIL = 3;
/** Requests one mailbox may get within 24 hours. */
export const MAX_REQUESTS_PER_EMAIL_PER_DAY = 10;

/** Per client address (the shared PostgreSQL counters): request submissions, and the link actions. */
export const REQUEST_RATE_LIMITS = {
  create: { default: { limit: 5, ttl: 3_600_000 } },
  link: { default: { limit: 20, ttl: 900_000 } },
} as const;

export const REQUEST_LIFECYCLE_MESSAGES = {
  submittedUnconfirmed: 'Poptávku jsme přijali. Zkontrolujte prosím svou e-mailovou schránku a poptávku potvrďte.',
  emailInfoUnconfirmed: (email: string) =>
    `Na ${email} jsme poslali odkaz k potvrzení. Poptávku zveřejníme, až ji potvrdíte (odkaz platí ${CONFIRM_LINK_VALID_HOURS} hodin).`,
  submittedActive: 'Brzy vás budeme kontaktovat s nabídkami od profesionálů.',
  emailInfoActive: (email: string) => `Potvrzení jsme poslali na ${email}.`,
  blocked: 'Na tuto e-mailovou adresu teď poptávku odeslat nelze. Zkuste to prosím později.',
  tooManyUnconfirmed: `Na tuto e-mailovou adresu už čekají ${MAX_UNCONFIRMED_PER_EMAIL} nepotvrzené poptávky. Potvrďte je odkazem z e-mailu, nebo to zkuste znovu za ${CONFIRM_LINK_VALID_HOURS} hodin.`,
  tooManyToday: 'Na tuto e-mailovou adresu dnes přišlo příliš mnoho poptávek. Zkuste to prosím zítra.',
  invalidLink: 'Odkaz je neplatný. Zkontrolujte, že jste ho zkopírovali celý.',
  spentConfirmLink: `Odkaz už byl použit nebo vypršel (platí ${CONFIRM_LINK_VALID_HOURS} hodin). Nepotvrzenou poptávku zadejte prosím znovu.`,
  confirmed: 'Poptávka je potvrzená a zveřejněná. Dodavatelé vás budou kontaktovat s nabídkami.',
  spentManageLink: 'Platnost odkazu pro správu poptávky vypršela. Napište nám prosím přes kontaktní formulář.',
  updated: 'Poptávka byla upravena',
  statusChanged: (closed: boolean) => (closed ? 'Poptávka byla uzavřena' : 'Poptávka je znovu otevřená'),
  notChangeable: 'Tuto poptávku už nelze upravit.',
  extended: `Poptávka je prodloužená o ${DATELESS_TERM_DAYS} dní.`,
  notExtendable: 'Prodloužit lze jen aktivní nebo vypršelou poptávku bez data svatby. U poptávky s datem ho upravte.',
  confirmFirst: 'Poptávku nejdřív potvrďte odkazem, který jsme vám poslali e-mailem.',
  bookedNotReopenable: 'Poptávka má přijatou nabídku, znovu ji otevřít nelze. Uzavřít ji můžete.',
  rejected: `Poptávku jsme smazali. Dalších ${NOT_ME_BLOCK_DAYS} dní na tuto adresu nepřijmeme poptávku od nikoho jiného. Vlastní poptávku z tohoto prohlížeče zadat můžete.`,
} as const;
