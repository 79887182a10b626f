/**
 * Czech alphabetical order. The collator is built on first use, not when a module is evaluated:
 * building it loads ICU's Czech rules, a long task on a slow phone (prepareCzechCollator builds it
 * ahead, in a task of its own).
 */
let collator: Intl.Collator | undefined;
const czech = (): Intl.Collator => (collator ??= new Intl.Collator('cs'));

/** Czech alphabetical order (Intl.Collator's compare). */
export const czechCollator = {
  compare: (a: string, b: string): number => czech().compare(a, b),
};

/** Builds the collator ahead, in a task of its own, before a list needs it. */
export function prepareCzechCollator(): void {
  czech();
}
