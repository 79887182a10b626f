import type { Dayjs } from 'dayjs';
import type { BudgetChoice, CategoryQuestionsDto, CreateServiceRequestDto, GenerateDescriptionDto, QuestionDto } from '../../../api';
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
  /** Step 2's answers by question key (Form.Item name ['details', key]); those of services no longer chosen stay here but are not sent. */
  details?: Record<string, unknown>;
}

/** A typed answer as the API takes it (CreateServiceRequestDto.details). */
type DetailValue = number | boolean | string | string[];

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
export function buildRequestPayload(values: RequestFormValues, questions: readonly QuestionDto[] = []): CreateServiceRequestDto {
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
  const details = answeredDetails(values, questions);
  if (details) payload.details = details;
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
export function buildAiPayload(values: RequestFormValues, questions: readonly QuestionDto[] = []): GenerateDescriptionDto | null {
  const coupleName = (values.coupleName ?? '').trim();
  const weddingDate = values.noDateSelected ? NO_DATE_TEXT : pickedWeddingDate(values);
  const services = values.services ?? [];
  if (coupleName.length < 2 || !weddingDate || services.length === 0) return null;
  const payload: GenerateDescriptionDto = { coupleName, weddingDate, services: services.slice(0, AI_SERVICES_MAX) };
  const location = (values.location ?? '').trim();
  if (location) payload.location = location;
  if (values.budget) payload.budget = values.budget;
  const details = answeredDetails(values, questions);
  if (details) payload.details = details;
  return payload;
}

/**
 * The questions of the chosen services (GET /api/catalog/request-questions), in the services' order,
 * a question two services share once (as the server asks them).
 */
export function questionsForServices(data: CategoryQuestionsDto | undefined, services: readonly string[] | undefined): QuestionDto[] {
  const byCategory = new Map((data?.categories ?? []).map((item) => [item.categoryId, item.questions]));
  const seen = new Set<string>();
  return (services ?? []).flatMap((id) => byCategory.get(id) ?? []).filter((question) => {
    if (seen.has(question.key)) return false;
    seen.add(question.key);
    return true;
  });
}

/** An answer as sent: a whole number, yes / no, an option, a non-empty list; anything else (unanswered) is left out. */
function answerOf(question: QuestionDto, value: unknown): DetailValue | undefined {
  switch (question.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'choice':
      return typeof value === 'string' && value !== '' ? value : undefined;
    case 'multi':
      return Array.isArray(value) && value.length > 0 ? value.filter((item): item is string => typeof item === 'string') : undefined;
  }
}

/** The answers to the questions of the chosen services (those of services unticked since are dropped); undefined when none. */
export function answeredDetails(values: RequestFormValues, questions: readonly QuestionDto[]): Record<string, DetailValue> | undefined {
  const entries = questions.flatMap((question) => {
    const answer = answerOf(question, values.details?.[question.key]);
    return answer === undefined ? [] : [[question.key, answer] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The form's fields a 400's field errors may name (the API's names; details.<key> is ['details', key]). */
const FORM_FIELDS = new Set([
  'coupleName',
  'weddingDate',
  'services',
  'description',
  'budget',
  'location',
  'contactEmail',
  'phoneCountryCode',
  'contactPhone',
]);

/**
 * The per-field errors of a 400 answer ({ message, errors: [{ field, message }] }) as the form's
 * fields, so that the server's Czech message also shows under the field (an answer of step 2 under its question).
 */
export function requestFieldErrors(error: unknown): { name: string | [string, string]; errors: string[] }[] {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const list = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  const found = new Map<string, string[]>();
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string' || !message.trim()) continue;
    if (!FORM_FIELDS.has(field) && !/^details\.[A-Za-z0-9_]+$/.test(field)) continue;
    found.set(field, [...(found.get(field) ?? []), message.trim()]);
  }
  return [...found].map(([field, errors]) => ({
    name: field.startsWith('details.') ? (['details', field.slice('details.'.length)] as [string, string]) : field,
    errors,
  }));
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
