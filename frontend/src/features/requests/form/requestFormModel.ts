import type { Dayjs } from 'dayjs';
import type { BudgetChoice, CreateServiceRequestDto, GenerateDescriptionDto } from '../../../api';
import { errorMessage, errorStatus } from '../../../shared/errors';

/** The couple's request form: its values, options and the payloads built from it. */

/** What the AI helper is told when the couple ticks "no date chosen yet" (spec section 4). */
export const NO_DATE_TEXT = 'ještě nemám vybráno datum';

export const PHONE_PREFIXES = ['+420', '+421', '+43', '+49', '+48', '+36', '+33', '+39', '+44', '+1'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

/** The extra location option of the request form: not a catalogue location, sent as this text. */
export const UNKNOWN_LOCATION = 'Ještě nevím';

export const DESCRIPTION_MAX = 5000;
export const PHONE_MAX = 20;
/** The AI endpoint accepts at most 30 services; the draft only needs them as context. */
export const AI_SERVICES_MAX = 30;

export interface RequestFormValues {
  coupleName?: string;
  weddingDate?: Dayjs | null;
  noDateSelected?: boolean;
  services?: string[];
  description?: string;
  budget?: BudgetChoice;
  /** A location id from /api/locations, or UNKNOWN_LOCATION. */
  location?: string;
  contactEmail?: string;
  phoneCountryCode?: PhonePrefix;
  contactPhone?: string;
}

export const INITIAL_VALUES: RequestFormValues = {
  coupleName: '',
  weddingDate: null,
  noDateSelected: false,
  services: [],
  description: '',
  budget: undefined,
  location: undefined,
  contactEmail: '',
  phoneCountryCode: '+420',
  contactPhone: '',
};

/** The phone input keeps only digits and spaces. */
export function phoneDigits(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[^\d ]/g, '') : '';
}

/** The picked wedding date as 'YYYY-MM-DD'; undefined when the box "no date chosen yet" is ticked or no date is picked. */
export function pickedWeddingDate(values: RequestFormValues): string | undefined {
  if (values.noDateSelected || !values.weddingDate?.isValid()) return undefined;
  return values.weddingDate.format('YYYY-MM-DD');
}

/**
 * The body of POST /api/service-requests: the budget as its choice, the place as its location id,
 * no date as noDateSelected. The phone and its prefix are left out when empty.
 */
export function buildRequestPayload(values: RequestFormValues): CreateServiceRequestDto {
  const payload: CreateServiceRequestDto = {
    coupleName: (values.coupleName ?? '').trim(),
    noDateSelected: Boolean(values.noDateSelected),
    services: values.services ?? [],
    description: (values.description ?? '').trim(),
    budget: values.budget ?? '',
    location: (values.location ?? '').trim(),
    contactEmail: (values.contactEmail ?? '').trim(),
  };
  const weddingDate = pickedWeddingDate(values);
  if (weddingDate) payload.weddingDate = weddingDate;
  const phone = phoneDigits(values.contactPhone).replace(/ {2,}/g, ' ').trim();
  if (phone) {
    payload.contactPhone = phone;
    payload.phoneCountryCode = values.phoneCountryCode ?? '+420';
  }
  return payload;
}

/**
 * The body of POST /api/ai/generate-description, or null when the couple names, a wedding date
 * (or the no-date box) or the services are missing.
 */
export function buildAiPayload(values: RequestFormValues): GenerateDescriptionDto | null {
  const coupleName = (values.coupleName ?? '').trim();
  const weddingDate = values.noDateSelected ? NO_DATE_TEXT : pickedWeddingDate(values);
  const services = values.services ?? [];
  if (coupleName.length < 2 || !weddingDate || services.length === 0) return null;
  const payload: GenerateDescriptionDto = { coupleName, weddingDate, services: services.slice(0, AI_SERVICES_MAX) };
  const location = (values.location ?? '').trim();
  if (location) payload.location = location;
  if (values.budget) payload.budget = values.budget;
  return payload;
}

/** The AI draft below the couple's own text, after an empty line, within the field's limit. */
export function appendDraft(typed: string, draft: string): string {
  const own = typed.trimEnd();
  return (own ? `${own}\n\n${draft}` : draft).slice(0, DESCRIPTION_MAX);
}

export const AI_QUOTA_TEXT = 'AI služba dočasně nedostupná. Popište prosím své představy ručně.';
export const AI_FAILURE_TEXT = 'Nepodařilo se vygenerovat text. Popište prosím své představy ručně.';

/** The AI failure description: the quota text for a 429 or a message mentioning quota / kvóta / 429. */
export function aiFailureText(error: unknown): string {
  const message =
    errorMessage(error, '') ||
    (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : '');
  if (errorStatus(error) === 429 || /quota|kvót|429/i.test(message)) return AI_QUOTA_TEXT;
  return AI_FAILURE_TEXT;
}
