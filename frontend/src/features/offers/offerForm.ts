import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { CreateOfferDto, OfferDto, OfferPriceKind, OfferTemplateDto, SaveOfferTemplateDto } from '../../api';
import { formatWeddingDate } from '../../shared/format';

/** The API's limits of an offer (backend offers/offer-rules.ts). */
export const OFFER_LIMITS = {
  messageMin: 10,
  messageMax: 5000,
  priceMax: 100_000_000,
  items: 20,
  itemMax: 200,
  declineReasonMax: 500,
} as const;

export const PRICE_KIND_OPTIONS: { value: OfferPriceKind; label: string }[] = [
  { value: 'exact', label: 'Přesná cena' },
  { value: 'from', label: 'Od' },
  { value: 'range', label: 'Rozpětí' },
];

/** The offer form's fields (antd Form values). */
export interface OfferFormValues {
  message: string;
  priceKind: OfferPriceKind;
  priceMin: number | null;
  priceMax: number | null;
  /** One input per row; empty rows are dropped on sending. */
  includedItems: string[];
  validUntil: Dayjs | null;
  showAvailability: boolean;
  /** The deposit asked on acceptance (Kč); empty: none, or the booking settings' percentage. */
  depositAmount: number | null;
}

export const OFFER_FORM_TEXTS = {
  messageRequired: 'Napište párovi zprávu',
  messageShort: `Zpráva musí mít alespoň ${OFFER_LIMITS.messageMin} znaků`,
  messageLong: `Zpráva může mít nejvýše ${OFFER_LIMITS.messageMax} znaků`,
  priceRequired: 'Zadejte cenu',
  priceMaxRequired: 'U rozpětí vyplňte i horní hranici ceny',
  priceMaxBelowMin: 'Horní hranice ceny nesmí být nižší než dolní',
  validUntilPast: 'Platnost nabídky nemůže skončit v minulosti',
  depositOverPrice: 'Záloha nemůže být vyšší než cena',
} as const;

/** The message's own check (trimmed, as the server counts it). */
export function messageProblem(message: string | undefined): string | null {
  const text = (message ?? '').trim();
  if (!text) return OFFER_FORM_TEXTS.messageRequired;
  if (text.length < OFFER_LIMITS.messageMin) return OFFER_FORM_TEXTS.messageShort;
  if (text.length > OFFER_LIMITS.messageMax) return OFFER_FORM_TEXTS.messageLong;
  return null;
}

/** The upper bound's check: a range needs it, not below the lower one. */
export function priceMaxProblem(values: Pick<OfferFormValues, 'priceKind' | 'priceMin' | 'priceMax'>): string | null {
  if (values.priceKind !== 'range') return null;
  if (values.priceMax === null || values.priceMax === undefined) return OFFER_FORM_TEXTS.priceMaxRequired;
  if (values.priceMin !== null && values.priceMin !== undefined && values.priceMax < values.priceMin) {
    return OFFER_FORM_TEXTS.priceMaxBelowMin;
  }
  return null;
}

/** The deposit's check: at most the price (its lower bound for 'od' and a range), as the server checks it. */
export function depositProblem(values: Pick<OfferFormValues, 'priceMin' | 'depositAmount'>): string | null {
  if (values.depositAmount === null || values.depositAmount === undefined) return null;
  if (values.priceMin !== null && values.priceMin !== undefined && values.depositAmount > values.priceMin) {
    return OFFER_FORM_TEXTS.depositOverPrice;
  }
  return null;
}

export const isBeforeToday = (date: Dayjs) => date.isBefore(dayjs().startOf('day'));

/** A new offer's fields, or the fields of the offer being edited (or sent again after it was withdrawn). */
export function offerFormInitialValues(offer?: Pick<
  OfferDto,
  'message' | 'priceKind' | 'priceMin' | 'priceMax' | 'includedItems' | 'validUntil' | 'availableOnDate' | 'depositAmount'
> | null): OfferFormValues {
  if (!offer) {
    return {
      message: '',
      priceKind: 'exact',
      priceMin: null,
      priceMax: null,
      includedItems: [],
      validUntil: null,
      showAvailability: false,
      depositAmount: null,
    };
  }
  const validUntil = offer.validUntil ? dayjs(offer.validUntil) : null;
  return {
    message: offer.message,
    priceKind: offer.priceKind,
    priceMin: offer.priceMin,
    priceMax: offer.priceKind === 'range' ? offer.priceMax : null,
    includedItems: [...offer.includedItems],
    // A validity that has ended is not offered again: the provider picks a new one.
    validUntil: validUntil && !isBeforeToday(validUntil) ? validUntil : null,
    showAvailability: offer.availableOnDate !== null,
    depositAmount: offer.depositAmount ?? null,
  };
}

/**
 * The body of POST /api/service-requests/{id}/offers and PUT /api/offers/{id} (an edit replaces the
 * whole offer): the upper bound only for a range, empty items dropped, no end of validity as null,
 * the availability only when the request has a wedding date, no deposit as null (an edit clears it).
 */
export function toOfferDto(values: OfferFormValues, hasWeddingDate: boolean): CreateOfferDto {
  return {
    message: values.message.trim(),
    priceKind: values.priceKind,
    priceMin: values.priceMin ?? 0,
    priceMax: values.priceKind === 'range' ? values.priceMax : null,
    includedItems: (values.includedItems ?? []).map((item) => (item ?? '').trim()).filter(Boolean),
    validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : null,
    showAvailability: hasWeddingDate ? Boolean(values.showAvailability) : false,
    depositAmount: typeof values.depositAmount === 'number' ? values.depositAmount : null,
  };
}

/** The offer templates' limits (backend offers: at most 10 per provider, names up to 80 characters). */
export const TEMPLATE_LIMITS = { max: 10, nameMax: 80 } as const;

export const TEMPLATE_TEXTS = {
  title: 'Šablony nabídek',
  limit: `Můžete mít nejvýše ${TEMPLATE_LIMITS.max} šablon nabídek.`,
  nameRequired: 'Pojmenujte šablonu',
  nameLong: `Název může mít nejvýše ${TEMPLATE_LIMITS.nameMax} znaků`,
  nameTaken: 'Šablonu s tímto názvem už máte',
  placeholders: 'Do zprávy můžete vložit {datum} a {místo}: v nabídce je nahradí datum a místo svatby z poptávky.',
} as const;

/** A template's fields in the templates card's form: its name and the offer's own fields. */
export interface TemplateFormValues {
  name: string;
  message: string;
  priceKind: OfferPriceKind;
  priceMin: number | null;
  priceMax: number | null;
  includedItems: string[];
}

/** The name's check (trimmed; unique among the provider's other templates). */
export function templateNameProblem(name: string | undefined, otherNames: readonly string[]): string | null {
  const text = (name ?? '').trim();
  if (!text) return TEMPLATE_TEXTS.nameRequired;
  if (text.length > TEMPLATE_LIMITS.nameMax) return TEMPLATE_TEXTS.nameLong;
  const folded = text.toLocaleLowerCase('cs');
  if (otherNames.some((other) => other.trim().toLocaleLowerCase('cs') === folded)) return TEMPLATE_TEXTS.nameTaken;
  return null;
}

export function templateInitialValues(template?: OfferTemplateDto | null): TemplateFormValues {
  if (!template) return { name: '', message: '', priceKind: 'exact', priceMin: null, priceMax: null, includedItems: [] };
  return {
    name: template.name,
    message: template.message,
    priceKind: template.priceKind,
    priceMin: template.priceMin,
    priceMax: template.priceKind === 'range' ? template.priceMax : null,
    includedItems: [...template.includedItems],
  };
}

/** The body of POST /api/offer-templates and PUT /api/offer-templates/{id}. */
export function toTemplateDto(values: TemplateFormValues): SaveOfferTemplateDto {
  return {
    name: values.name.trim(),
    message: values.message.trim(),
    priceKind: values.priceKind,
    priceMin: values.priceMin ?? 0,
    priceMax: values.priceKind === 'range' ? values.priceMax : null,
    includedItems: (values.includedItems ?? []).map((item) => (item ?? '').trim()).filter(Boolean),
  };
}

/** {datum} and {místo} (also {misto}) in a template's message → the request's wedding date and place. */
export function fillTemplateMessage(message: string, request: { weddingDate: string | null; location?: string | null }): string {
  const date = request.weddingDate ? formatWeddingDate(request.weddingDate) : 'termín vaší svatby';
  const place = request.location?.trim() || 'místo vaší svatby';
  return message.replace(/\{datum\}/gi, date).replace(/\{m[ií]sto\}/gi, place);
}

/** What picking a template puts into the offer form: message (with the request's date and place), items, price. */
export function templateFormValues(
  template: Pick<OfferTemplateDto, 'message' | 'includedItems' | 'priceKind' | 'priceMin' | 'priceMax'>,
  request: { weddingDate: string | null; location?: string | null },
): Pick<OfferFormValues, 'message' | 'includedItems' | 'priceKind' | 'priceMin' | 'priceMax'> {
  return {
    message: fillTemplateMessage(template.message, request),
    includedItems: [...template.includedItems],
    priceKind: template.priceKind,
    priceMin: template.priceMin,
    priceMax: template.priceKind === 'range' ? template.priceMax : null,
  };
}
