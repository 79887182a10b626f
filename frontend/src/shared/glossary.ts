/**
 * One word per thing in the UI (issue 51, item 15): what a page calls a request, a provider, an e-mail…
 * Each entry gives the term, its forms for `plural()` (1 / 2–4 / 5+, see shared/format) and the words it
 * replaces; glossary.test.ts scans the UI's texts and fails on a replaced word.
 */
export interface GlossaryEntry {
  readonly term: string;
  /** 1 / 2–4 / 0 and 5+ in the nominative (as plural() takes them). */
  readonly forms: readonly [string, string, string];
  /** Words the UI must not use for it (whole words, any case; see glossary.test.ts). */
  readonly replaces: readonly string[];
}

export const GLOSSARY = {
  /** A couple's request for wedding services. Never 'požadavek' (issue 51, item 6). */
  request: { term: 'poptávka', forms: ['poptávka', 'poptávky', 'poptávek'], replaces: ['požadavek', 'požadavky', 'požadavku', 'požadavků'] },
  /** The business that offers a service. */
  provider: { term: 'dodavatel', forms: ['dodavatel', 'dodavatelé', 'dodavatelů'], replaces: ['vendor', 'supplier'] },
  offer: { term: 'nabídka', forms: ['nabídka', 'nabídky', 'nabídek'], replaces: ['offer'] },
  message: { term: 'zpráva', forms: ['zpráva', 'zprávy', 'zpráv'], replaces: [] },
  /** Always with the hyphen (the spec's own texts 'Neplatný email'… stay as it gives them). */
  email: { term: 'e-mail', forms: ['e-mail', 'e-maily', 'e-mailů'], replaces: ['email', 'emailu', 'emailem', 'emailová', 'emailovou', 'emaily', 'mail'] },
  /** A page's summary (the admin's, the provider's). */
  overview: { term: 'přehled', forms: ['přehled', 'přehledy', 'přehledů'], replaces: ['overview', 'dashboard'] },
  /** The admin's data download (the spec's button 'Stáhnout backup' stays). */
  backup: { term: 'záloha', forms: ['záloha', 'zálohy', 'záloh'], replaces: ['backup'] },
  service: { term: 'služba', forms: ['služba', 'služby', 'služeb'], replaces: [] },
  review: { term: 'hodnocení', forms: ['hodnocení', 'hodnocení', 'hodnocení'], replaces: ['review'] },
  subscription: { term: 'předplatné', forms: ['předplatné', 'předplatná', 'předplatných'], replaces: ['subscription'] },
} as const satisfies Record<string, GlossaryEntry>;

/** Days after 'pro', 'na' (accusative): 'pro 1 den', 'pro 3 dny', 'pro 5 dní'. */
export const DAY_FORMS = ['den', 'dny', 'dní'] as const;
/** Days after 'do', 'během' (genitive): 'do 1 dne', 'do 3 dnů'. */
export const DAY_GENITIVE_FORMS = ['dne', 'dnů', 'dnů'] as const;
/** Hours after 'do' (genitive): 'do 1 hodiny', 'do 3 hodin'. */
export const HOUR_GENITIVE_FORMS = ['hodiny', 'hodin', 'hodin'] as const;
export const WEEK_FORMS = ['týden', 'týdny', 'týdnů'] as const;
export const MONTH_FORMS = ['měsíc', 'měsíce', 'měsíců'] as const;
export const YEAR_FORMS = ['rok', 'roky', 'let'] as const;

/** English words a Czech page never shows (besides the glossary's replaced words). */
export const FOREIGN_WORDS = ['Submit', 'Cancel', 'Loading', 'Save', 'Delete', 'Edit', 'Search', 'Error', 'Success', 'Settings', 'Logout', 'Login', 'Upload', 'Download', 'Checkout', 'Invoice', 'Inbox'] as const;
