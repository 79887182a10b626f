/**
 * The rules of offers (issue 19, DESIGN.md section 5): limits, the per-account rate limit and the
 * Czech answers. One definition each; the DTOs, the service and the tests read them from here.
 */
import type { ThreadOfferStatus } from '../conversations/conversations.api';
import type { OfferStatus } from './entities/offer.entity';

/** A thread shows its offer's state from Conversations' own list of them: this fails to compile when the two differ. */
type SameStates = [OfferStatus, ThreadOfferStatus] extends [ThreadOfferStatus, OfferStatus] ? true : never;
export const THREAD_STATES_MATCH: SameStates = true;

export const OFFER_MESSAGE_MIN = 10;
export const OFFER_MESSAGE_MAX = 5000;
/** The highest price an offer may state, in Kč. */
export const OFFER_PRICE_MAX = 100_000_000;
export const OFFER_ITEMS_MAX = 20;
export const OFFER_ITEM_MAX = 200;
export const OFFER_DECLINE_REASON_MAX = 500;

/** Offers one account may send (or send again) per window, across instances (the shared counters). */
export const OFFERS_PER_ACCOUNT = { limit: 30, windowMs: 3_600_000 } as const;

/** The provider's answer-time signals look back this far. */
export const RESPONSE_SIGNAL_DAYS = 90;

export const PROVIDER_OFFERS_PAGE_SIZE_DEFAULT = 20;

/** What every other offer gets when the couple accepts one. */
export const AUTO_DECLINE_REASON = 'Děkujeme za nabídku. Pár si tentokrát vybral jiného dodavatele.';

export const OFFER_MESSAGES = {
  notSubscribed: 'Nabídky mohou posílat jen dodavatelé s aktivním předplatným',
  blocked: 'Váš účet má zablokované posílání zpráv a nabídek. Napište nám přes kontaktní formulář.',
  alreadySent: 'Na tuto poptávku už jste nabídku poslali',
  requestNotOpen: 'Na tuto poptávku už nabídky posílat nelze',
  requestBooked: 'Poptávka už má vybranou nabídku',
  requestClosed: 'Poptávka je uzavřená, nabídky už nelze přijmout ani odmítnout',
  notFound: 'Nabídka nenalezena',
  notEditable: 'Nabídku lze upravit nebo stáhnout jen do chvíle, než na ni pár odpoví',
  alreadyAnswered: 'Na tuto nabídku jste už odpověděli',
  tooMany: `Poslali jste příliš mnoho nabídek. Další můžete poslat za hodinu (nejvýše ${OFFERS_PER_ACCOUNT.limit} za hodinu).`,
  priceMaxRequired: 'U rozmezí vyplňte i horní hranici ceny',
  priceMaxBelowMin: 'Horní hranice ceny nesmí být nižší než dolní',
  priceMaxForbidden: 'Horní hranici ceny vyplňte jen u cenového rozmezí',
  validUntilFormat: 'Neplatné datum platnosti nabídky (RRRR-MM-DD)',
  validUntilPast: 'Platnost nabídky nemůže skončit v minulosti',
  depositOverPrice: 'Záloha nemůže být vyšší než cena',
} as const;

/**
 * The system messages in the offer's conversation (Svatby speaks, not either side), per audience
 * (issue 51): the side whose action a notice reports reads it in the second person, the other side
 * as before ('Pár si tentokrát vybral…' stays the provider's). `body` is what an admin reads.
 */
export const OFFER_SYSTEM_MESSAGES = {
  accepted: (companyName: string) => ({
    body: 'Pár přijal tuto nabídku. Domluvte se na podrobnostech.',
    coupleBody: `Přijali jste nabídku dodavatele ${companyName}. Dodavatel se vám ozve a domluvíte se na podrobnostech.`,
  }),
  declined: (reason: string | null) => ({
    body: reason ? `Pár nabídku odmítl: ${reason}` : 'Pár nabídku odmítl.',
    coupleBody: reason ? `Odmítli jste tuto nabídku: ${reason}` : 'Odmítli jste tuto nabídku.',
  }),
  autoDeclined: {
    body: AUTO_DECLINE_REASON,
    coupleBody: 'Přijali jste nabídku jiného dodavatele, tato nabídka byla proto automaticky odmítnuta.',
  },
  withdrawn: { body: 'Dodavatel nabídku stáhl.', providerBody: 'Nabídku jste stáhli.' },
  updated: { body: 'Dodavatel nabídku upravil.', providerBody: 'Nabídku jste upravili.' },
  reopened: {
    body: 'Rezervace s jiným dodavatelem nevznikla. Pár může tuto nabídku znovu přijmout, dokud platí.',
    coupleBody: 'Rezervace s jiným dodavatelem nevznikla. Tuto nabídku můžete znovu přijmout, dokud platí.',
  },
} as const;
