/** Types for vokativ@1.0.1 (CommonJS, ships none): Czech vocative of a first or last name, lower-cased. */
declare module 'vokativ' {
  /** woman: null guesses from the name; lastName: null guesses (for women only). */
  export function vokativ(name: string, woman?: boolean | null, lastName?: boolean | null): string;
  export function isWoman(name: string): boolean;
}
