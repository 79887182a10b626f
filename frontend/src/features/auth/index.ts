/* The sign-in forms' rules, which the account's password card shares. */
export { confirmRules, minLengthRules, newPasswordRules } from './authForms';
