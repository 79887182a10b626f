import type { FormRule } from 'antd';
import type { BecomeProviderDto, RegisterProviderDto } from '../../../api';
export {
  AREA_PREVIEW_MAX,
  CATEGORY_SUMMARY_MAX,
  WHOLE_COUNTRY,
  WHOLE_COUNTRY_NAME,
  groupLocations,
  preview,
  toggleArea,
} from '../../../shared/pickerModel';
import { PRICE_MESSAGES, priceRangeRules, priceValue } from '../../../shared/priceRange';

/** Provider registration (seed 000 sections 3, 5, 8 and 9): the form's values, rules and payload. */

export const PHONE_PREFIXES = ['+420', '+421', '+43', '+49'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];
export const DEFAULT_PHONE_PREFIX: PhonePrefix = '+420';

export const YEARS_MAX = 50;
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 5000;
export const COMPANY_MAX = 200;
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX = 20;

/** Spec, section 9: redirect 1.5 s after a registration. */
export const REGISTER_REDIRECT_MS = 1500;
/** Back from Google the new account lands on this form, without the e-mail and password fields. */
export const GOOGLE_SIGNUP_URL = '/api/auth/google?returnTo=/provider-registration';

/** The shortest password the server takes (backend auth/password-policy.ts): the hint and the rule say the same. */
export const PASSWORD_MIN = 8;
export const PASSWORD_HINT = `Alespoň ${PASSWORD_MIN} znaků`;

export const MESSAGES = {
  companyName: 'Název společnosti je povinný',
  serviceTypes: 'Vyberte alespoň jednu kategorii služeb',
  description: 'Popis služeb musí mít alespoň 20 znaků',
  serviceAreas: 'Vyberte alespoň jednu oblast poskytování služeb',
  yearsNotPositive: 'Roky praxe musí být kladné číslo',
  yearsTooMany: 'Maximálně 50 let praxe',
  ...PRICE_MESSAGES,
  email: 'Zadejte platný email',
  password: `Heslo musí mít alespoň ${PASSWORD_MIN} znaků`,
  phone: 'Zadejte telefonní číslo',
  existingUser: 'již registrován',
  genericError: 'Něco se pokazilo. Zkuste to znovu.',
} as const;

export interface RegistrationValues {
  companyName: string;
  /** Category ids, in the order they were chosen. */
  serviceTypes: string[];
  description: string;
  /** Location ids; ['cela-cr'] = the whole country. */
  serviceAreas: string[];
  /** Typed text; empty = not given. */
  yearsExperience: string;
  /** Typed text ("15 000 Kč" is fine: non-digits are stripped). */
  priceFrom: string;
  priceTo: string;
  email: string;
  password: string;
  phonePrefix: PhonePrefix;
  phone: string;
}

export const INITIAL_VALUES: RegistrationValues = {
  companyName: '',
  serviceTypes: [],
  description: '',
  serviceAreas: [],
  yearsExperience: '',
  priceFrom: '',
  priceTo: '',
  email: '',
  password: '',
  phonePrefix: DEFAULT_PHONE_PREFIX,
  phone: '',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The phone keeps digits and spaces only (as the server does). */
export function phoneInput(value: unknown): string {
  return text(value).replace(/[^\d ]/g, '').replace(/ {2,}/g, ' ');
}

const digitCount = (value: unknown) => text(value).replace(/\D/g, '').length;

/** Years of experience: empty is fine; otherwise a whole number 0–50. */
export function yearsError(value: unknown): string | null {
  const typed = text(value).trim();
  if (!typed) return null;
  if (!/^\d+$/.test(typed)) return MESSAGES.yearsNotPositive;
  return Number(typed) > YEARS_MAX ? MESSAGES.yearsTooMany : null;
}

const check = (error: string | null) => (error ? Promise.reject(new Error(error)) : Promise.resolve());

const minTrimmed = (min: number, message: string): FormRule => ({
  validator: (_rule, value: unknown) => check(text(value).trim().length >= min ? null : message),
});

const listRule = (message: string): FormRule => ({
  validator: (_rule, value: unknown) => check(Array.isArray(value) && value.length > 0 ? null : message),
});

export const rules: Record<Exclude<keyof RegistrationValues, 'phonePrefix'>, FormRule[]> = {
  companyName: [minTrimmed(2, MESSAGES.companyName)],
  serviceTypes: [listRule(MESSAGES.serviceTypes)],
  description: [minTrimmed(DESCRIPTION_MIN, MESSAGES.description)],
  serviceAreas: [listRule(MESSAGES.serviceAreas)],
  yearsExperience: [{ validator: (_rule, value: unknown) => check(yearsError(value)) }],
  ...priceRangeRules('priceFrom'),
  email: [
    { required: true, whitespace: true, message: MESSAGES.email },
    { type: 'email', message: MESSAGES.email },
  ],
  password: [
    { required: true, message: MESSAGES.password },
    { min: PASSWORD_MIN, message: MESSAGES.password },
  ],
  phone: [
    {
      validator: (_rule, value: unknown) => check(digitCount(value) >= PHONE_MIN_DIGITS ? null : MESSAGES.phone),
    },
  ],
};

/** The spec's payload: categories comma-joined, areas as a JSON string, prices as numbers. */
export function buildPayload(values: RegistrationValues): RegisterProviderDto {
  const years = text(values.yearsExperience).trim();
  const payload: RegisterProviderDto = {
    companyName: text(values.companyName).trim(),
    serviceType: values.serviceTypes.join(','),
    description: text(values.description).trim(),
    serviceAreas: JSON.stringify(values.serviceAreas),
    priceFrom: priceValue(values.priceFrom) ?? 0,
    priceTo: priceValue(values.priceTo) ?? 0,
    email: text(values.email).trim(),
    password: values.password,
    phonePrefix: values.phonePrefix,
    phone: phoneInput(values.phone).trim(),
  };
  if (years) payload.yearsExperience = Number(years);
  return payload;
}

/** The payload for a signed-in account (POST /api/provider/profile): the same, without e-mail and password. */
export function buildAccountPayload(values: RegistrationValues): BecomeProviderDto {
  const { email: _email, password: _password, ...details } = buildPayload(values);
  return details;
}

/** Server field names (RegisterProviderDto) → form fields. */
const FORM_FIELD: Record<string, keyof RegistrationValues> = {
  companyName: 'companyName',
  serviceType: 'serviceTypes',
  description: 'description',
  serviceAreas: 'serviceAreas',
  yearsExperience: 'yearsExperience',
  priceFrom: 'priceFrom',
  priceTo: 'priceTo',
  email: 'email',
  password: 'password',
  phonePrefix: 'phonePrefix',
  phone: 'phone',
};

/**
 * The per-field errors of a 400 answer ({ message, errors: [{ field, message }] }), mapped to the
 * form's fields, so that the server's Czech message also appears under the field it names.
 */
export function serverFieldErrors(error: unknown): { name: keyof RegistrationValues; errors: string[] }[] {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const list = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  const found = new Map<keyof RegistrationValues, string[]>();
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    const name = typeof field === 'string' ? FORM_FIELD[field] : undefined;
    if (!name || typeof message !== 'string' || !message.trim()) continue;
    found.set(name, [...(found.get(name) ?? []), message.trim()]);
  }
  return [...found].map(([name, errors]) => ({ name, errors }));
}
