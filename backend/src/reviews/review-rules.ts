/** Per-IP limits of the review endpoints (DESIGN.md section 4). */
export const REVIEW_RATE_LIMITS = {
  create: { default: { limit: 5, ttl: 600_000 } },
  canReview: { default: { limit: 30, ttl: 60_000 } },
  confirm: { default: { limit: 20, ttl: 600_000 } },
} as const;

/** How long a review's confirmation link works; an unconfirmed review is deleted after it. */
export const REVIEW_CONFIRM_VALID_HOURS = 72;

/** Pending (unconfirmed) reviews one mailbox may be sent within 24 hours, across providers: confirmation mails to it. */
export const MAX_PENDING_REVIEWS_PER_MAILBOX_PER_DAY = 3;

export const REVIEW_PAGE_SIZE_DEFAULT = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;
export const REVIEW_TEXT_MAX = 2000;

export const REVIEW_REASONS = {
  notGmail: 'Hodnocení lze přidat pouze s účtem Gmail',
  notAccountAddress: 'Jako zákazník tohoto dodavatele můžete hodnotit z e-mailu svého účtu nebo z účtu Gmail',
  alreadyReviewed: 'Z tohoto emailu už bylo hodnocení přidáno',
  demoProvider: 'Hodnocení není dostupné pro ukázkové poskytovatele',
  unknownBookingLink: 'Odkaz k hodnocení rezervace je neplatný nebo vypršel.',
  bookingReviewed: 'K této rezervaci už bylo hodnocení přidáno.',
  tooManyPending: `Na tuto e-mailovou adresu jsme dnes už poslali ${MAX_PENDING_REVIEWS_PER_MAILBOX_PER_DAY} odkazy k potvrzení hodnocení. Potvrďte je, nebo to zkuste zítra.`,
} as const;

export const REVIEW_MESSAGES = {
  checkMailbox: 'Děkujeme! Na zadaný e-mail jsme poslali odkaz. Hodnocení zveřejníme, až ho potvrdíte (odkaz platí 72 hodin).',
  published: 'Děkujeme za hodnocení! Je zveřejněné.',
  confirmed: 'Hodnocení je potvrzené a zveřejněné. Děkujeme!',
  invalidLink: 'Odkaz pro potvrzení hodnocení je neplatný. Zkontrolujte, že jste ho zkopírovali celý.',
  spentLink: 'Tento odkaz už byl použit nebo vypršel. Hodnocení napište prosím znovu.',
} as const;

/** The spec asks for a Gmail account: gmail.com and its old alias googlemail.com. */
export function isGmailAddress(email: string): boolean {
  return /@(gmail|googlemail)\.com$/i.test(email.trim());
}

/** A reviewer without a name is shown as 'Anonymní' (spec). */
export function reviewerDisplayName(name: string | null | undefined): string {
  return name?.trim() ? name.trim() : 'Anonymní';
}
