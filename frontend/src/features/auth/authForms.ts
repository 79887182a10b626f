import type { FormRule as Rule } from 'antd';

/** Validation rules of the auth forms, with the spec's Czech messages. */
export const emailRules = (message: string): Rule[] => [
  { required: true, whitespace: true, message },
  { type: 'email', message },
];

/** At least `min` characters after trimming (a name of spaces is no name). */
export const minTrimmedRules = (min: number, message: string): Rule[] => [
  {
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && value.trim().length >= min
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  },
];

export const minLengthRules = (min: number, message: string): Rule[] => [
  { required: true, message },
  { min, message },
];

/** Every new password (registration, reset, change): 8 characters; the server also refuses common ones. */
export const NEW_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MESSAGE = `Heslo musí mít alespoň ${NEW_PASSWORD_MIN} znaků`;
export const newPasswordRules = (): Rule[] => minLengthRules(NEW_PASSWORD_MIN, NEW_PASSWORD_MESSAGE);

/** The confirmation must equal the field `passwordField` (spec: 'Hesla se neshodují'). */
export const confirmRules = (passwordField: string, message = 'Hesla se neshodují'): Rule[] => [
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && value !== '' && value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  }),
];
