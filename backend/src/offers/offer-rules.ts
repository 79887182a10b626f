/**
 * The rules of offers (issue 19, DESIGN.md section 5): limits, the per-account rate limit and the
 * Czech answers. One definition each; the DTOs, the service and the tests read them from here.
 */
import type { ThreadOfferStatus } from '../conversations/conversations.api';
import { REQUEST_OFFER_CAP } from '../requests/requests.api';
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

/**
 * The most offers a request takes from providers not invited to it (issue 45; service_requests.capped_offer_count).
 * An invited provider always gets a slot. Defined by the Requests module, whose cards show it.
 */
export const OFFERS_PER_REQUEST_MAX = REQUEST_OFFER_CAP;

/** One-tap answers (issue 45): the question's length, the undo window, the per-account limit. */
export const REPLY_QUESTION_MAX = 1000;
export const REPLY_UNDO_SECONDS = 10;
export const REPLIES_PER_ACCOUNT = { limit: 60, windowMs: 3_600_000 } as const;

/** Offer templates (issue 45): how many a provider keeps, a name's length. */
export const OFFER_TEMPLATES_MAX = 10;
export const OFFER_TEMPLATE_NAME_MAX = 80;

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
  requestFull: `Poptávka už má plný počet nabídek (${OFFERS_PER_REQUEST_MAX}).`,
} as const;

export const REPLY_MESSAGES = {
  alreadyReplied: 'Na tuto poptávku už jste odpověděli',
  offerSent: 'Na tuto poptávku už jste poslali nabídku',
  requestNotOpen: 'Na tuto poptávku už odpovídat nelze',
  questionNotSubscribed: 'Upřesňující otázky mohou posílat jen dodavatelé s aktivním předplatným',
  notFound: 'Odpověď nenalezena',
  undoExpired: 'Odpověď už nelze vrátit.',
  reasonOnlyNotFit: 'Důvod lze uvést jen u odpovědi „Nehodí se mi“',
  questionRequired: 'Napište, co potřebujete upřesnit',
  questionOnlyQuestion: 'Text otázky patří jen k odpovědi „Potřebuji upřesnit“',
  questionTooLong: `Otázka může mít nejvýše ${REPLY_QUESTION_MAX} znaků`,
  tooMany: `Odpověděli jste na příliš mnoho poptávek. Další můžete za hodinu (nejvýše ${REPLIES_PER_ACCOUNT.limit} za hodinu).`,
} as const;

export const TEMPLATE_MESSAGES = {
  notFound: 'Šablona nenalezena',
  tooMany: `Můžete mít nejvýše ${OFFER_TEMPLATES_MAX} šablon nabídek.`,
  nameTaken: 'Šablonu s tímto názvem už máte. Zvolte jiný název.',
  nameRequired: 'Název šablony je povinný',
  nameTooLong: `Název šablony může mít nejvýše ${OFFER_TEMPLATE_NAME_MAX} znaků`,
} as const;

/** The provider's calendar note on a wedding day its "Nemám volný termín" set busy (the undo removes it only while it is still this one). */
export const replyCalendarNote = (requestId: number): string => `Nemám volný termín (poptávka č. ${requestId})`;

/** The notice opening the conversation when the provider needs to know more ("Potřebuji upřesnit"). */
export const replyQuestionNotice = (question: string) => ({
  body: `Dodavatel potřebuje upřesnit poptávku:\n${question}`,
  providerBody: `Potřebujete upřesnit poptávku:\n${question}`,
});

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
