/** Facts the FAQ, the legal pages and the contact page share. */

/** Where people write to the operators (the contact form's messages go there too). */
export const SUPPORT_EMAIL = 'podpora@svatby.cz';

/** Support promises a reply within this many hours (spec). */
export const SUPPORT_REPLY_HOURS = 24;

/** The terms of use and the privacy policy were last updated on 26 July 2025 (spec). */
export const LEGAL_LAST_UPDATED = { iso: '2025-07-26', label: '26. července 2025' } as const;

/**
 * The operator as the legal pages name it. `identification` (company name, IČO, registered office)
 * is printed after the name when the business fills it in.
 */
export const OPERATOR: { name: string; web: string; identification: string } = {
  name: 'Svatby',
  web: 'svatby.cz',
  identification: '',
};
