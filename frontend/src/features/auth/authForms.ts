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

/** The confirmation must equal the field `passwordField` (spec: 'Hesla se neshodují'). */
export const confirmRules = (passwordField: string, message = 'Hesla se neshodují'): Rule[] => [
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && value !== '' && value === getFieldValue(passwordField)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  }),
];
