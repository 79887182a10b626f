/** Why a review can be reported, with the Czech label the report dialog and the admin panel show. */
export const REVIEW_REPORT_REASONS = {
  spam: 'Spam nebo reklama',
  offensive: 'Urážlivý obsah',
  fake: 'Falešné hodnocení',
  conflict: 'Střet zájmů',
  other: 'Jiný důvod',
} as const;

export type ReviewReportReason = keyof typeof REVIEW_REPORT_REASONS;
export const REVIEW_REPORT_REASON_KEYS = Object.keys(REVIEW_REPORT_REASONS) as ReviewReportReason[];

export const REVIEW_STATUSES = ['pending', 'confirmed', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_REPORT_NOTE_MAX = 1000;
/** reviews.hidden_reason is varchar(500). */
export const MODERATION_REASON_MAX = 500;

/** Reports per client address (issue 18): a person reports a few reviews an hour at most. */
export const REVIEW_REPORT_RATE_LIMIT = { default: { limit: 5, ttl: 3_600_000 } } as const;

export const REVIEW_NOT_FOUND = 'Hodnocení nebylo nalezeno';

export const MODERATION_MESSAGES = {
  reported: 'Děkujeme, hodnocení prověříme',
  alreadyReported: 'Toto hodnocení jste už nahlásili',
  hidden: 'Hodnocení bylo skryto',
  restored: 'Hodnocení bylo znovu zveřejněno',
  kept: 'Hodnocení zůstává zveřejněné, nahlášení byla uzavřena',
  deleted: 'Hodnocení bylo smazáno',
  cannotHidePending: 'Nepotvrzené hodnocení nelze skrýt, lze ho jen smazat',
  alreadyHidden: 'Hodnocení už je skryté',
  nothingToRestore: 'Hodnocení není skryté ani nahlášené',
  restoreConflict: 'Z této adresy už je u dodavatele zveřejněné jiné hodnocení',
} as const;
