import type { FormRule } from 'antd';
import type { ContactMessageDto } from '../../api';
import { errorMessage, errorStatus, isNetworkError } from '../../shared/errors';

export type ContactSubject = ContactMessageDto['subject'];

/** The subjects of the /kontakt form, in the order of the select. */
export const CONTACT_SUBJECTS: readonly { value: ContactSubject; label: string }[] = [
  { value: 'general', label: 'Obecný dotaz' },
  { value: 'technical', label: 'Technická podpora' },
  { value: 'billing', label: 'Platby a předplatné' },
  { value: 'partnership', label: 'Spolupráce' },
  { value: 'feedback', label: 'Zpětná vazba' },
  { value: 'other', label: 'Jiné' },
];

/** What the form holds; the subject is empty until one is chosen. */
export interface ContactFormValues {
  name: string;
  email: string;
  subject?: ContactSubject;
  message: string;
}

/** Limits of POST /api/contact (its DTO). */
export const CONTACT_LIMITS = { name: 120, email: 254, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  name: 'Zadejte své jméno',
  email: 'Zadejte platný email',
  subject: 'Vyberte předmět zprávy',
  message: 'Napište zprávu',
} as const;

/** Every field is required, with the Czech messages the server uses too. */
export const CONTACT_RULES: Record<keyof ContactFormValues, FormRule[]> = {
  name: [
    { required: true, whitespace: true, message: CONTACT_MESSAGES.name },
    { max: CONTACT_LIMITS.name, message: `Jméno může mít nejvýše ${CONTACT_LIMITS.name} znaků` },
  ],
  email: [
    { required: true, whitespace: true, message: CONTACT_MESSAGES.email },
    { type: 'email', message: CONTACT_MESSAGES.email },
    { max: CONTACT_LIMITS.email, message: CONTACT_MESSAGES.email },
  ],
  subject: [{ required: true, message: CONTACT_MESSAGES.subject }],
  message: [
    { required: true, whitespace: true, message: CONTACT_MESSAGES.message },
    { max: CONTACT_LIMITS.message, message: `Zpráva může mít nejvýše ${CONTACT_LIMITS.message} znaků` },
  ],
};

/** The body of POST /api/contact: trimmed texts. */
export function toContactMessage(values: ContactFormValues): ContactMessageDto {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject as ContactSubject,
    message: values.message.trim(),
  };
}

/** Per-field messages of a 400 answer ({ errors: [{ field, message }] }) for the form's own fields. */
export function contactFieldErrors(error: unknown): { name: keyof ContactFormValues; errors: string[] }[] {
  if (errorStatus(error) !== 400) return [];
  const data = (error as { data?: unknown }).data;
  const list = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(list)) return [];
  const fields: readonly string[] = ['name', 'email', 'subject', 'message'];
  return list
    .filter(
      (item): item is { field: keyof ContactFormValues; message: string } =>
        typeof item === 'object' &&
        item !== null &&
        fields.includes((item as { field?: unknown }).field as string) &&
        typeof (item as { message?: unknown }).message === 'string',
    )
    .map((item) => ({ name: item.field, errors: [item.message] }));
}

/** What to tell the sender when POST /api/contact fails; the typed text stays in the form. */
export function contactErrorText(error: unknown): string {
  if (isNetworkError(error)) {
    return 'Zprávu se nepodařilo odeslat. Zkontrolujte připojení k internetu a zkuste to znovu.';
  }
  if (errorStatus(error) === 429) {
    return errorMessage(error, 'Odeslali jste příliš mnoho zpráv za krátkou dobu. Zkuste to prosím za chvíli znovu.');
  }
  return errorMessage(error, 'Zprávu se nepodařilo odeslat. Zkuste to prosím znovu.');
}
