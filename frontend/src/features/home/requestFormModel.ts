import type { Dayjs } from 'dayjs';
import type { CreateServiceRequestDto, GenerateDescriptionDto } from '../../api';
import { errorMessage, errorStatus } from '../../shared/errors';

/** The couple's request form: its values, options and the payloads built from it. */

/** The text sent as the wedding date when the couple ticks "no date chosen yet" (spec section 4). */
export const NO_DATE_TEXT = 'ještě nemám vybráno datum';

export const BUDGET_OPTIONS = [
  'Ještě nevím',
  'Do 50 000 Kč',
  '50 000 – 100 000 Kč',
  '100 000 – 200 000 Kč',
  '200 000 – 500 000 Kč',
  'Nad 500 000 Kč',
] as const;

export const PHONE_PREFIXES = ['+420', '+421', '+43', '+49', '+48', '+36', '+33', '+39', '+44', '+1'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

/** The extra location option of the request form. */
export const UNKNOWN_LOCATION = { id: 'jeste-nevim', name: 'Ještě nevím' } as const;

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
  budget?: string;
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

/** 'YYYY-MM-DD', the no-date text, or undefined when neither is given (the date is optional). */
export function weddingDateText(values: RequestFormValues): string | undefined {
  if (values.noDateSelected) return NO_DATE_TEXT;
  const date = values.weddingDate?.isValid() ? values.weddingDate.format('YYYY-MM-DD').trim() : '';
  return date || undefined;
}

/** The body of POST /api/service-requests. The phone and its prefix are left out when empty. */
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
  const weddingDate = weddingDateText(values);
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
  const weddingDate = weddingDateText(values);
  const services = values.services ?? [];
  if (coupleName.length < 2 || !weddingDate || services.length === 0) return null;
  const payload: GenerateDescriptionDto = { coupleName, weddingDate, services: services.slice(0, AI_SERVICES_MAX) };
  const location = (values.location ?? '').trim();
  if (location) payload.location = location;
  if (values.budget) payload.budget = values.budget;
  return payload;
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
