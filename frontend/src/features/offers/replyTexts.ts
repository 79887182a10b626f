import type { ReplyToRequestDto } from '../../api';

/** The one-tap answers' texts (issue 45), as the contract names them. */
export const REPLY_TEXTS = {
  unavailable: 'Nemám volný termín',
  notFit: 'Nehodí se mi',
  question: 'Potřebuji upřesnit',
  undo: 'Vrátit zpět',
  failed: 'Odpověď se nepodařilo odeslat. Zkuste to prosím znovu.',
  undoFailed: 'Odpověď se nepodařilo vrátit. Zkuste to prosím znovu.',
  questionRequired: 'Napište, co potřebujete upřesnit',
  questionLong: 'Dotaz může mít nejvýše 1000 znaků',
} as const;

export const QUESTION_MAX = 1000;

export type NotFitReason = NonNullable<ReplyToRequestDto['reason']>;

/** The optional reasons of 'Nehodí se mi' (the API's values). */
export const NOT_FIT_REASONS: { value: NotFitReason; label: string }[] = [
  { value: 'budget', label: 'Rozpočet' },
  { value: 'style', label: 'Styl' },
  { value: 'distance', label: 'Vzdálenost' },
  { value: 'capacity', label: 'Kapacita' },
  { value: 'other', label: 'Jiné' },
];

/** What the undo notice says after the request left the list. */
export function leftListText(kind: string, title: string): string {
  const answer = kind === 'unavailable' ? REPLY_TEXTS.unavailable : REPLY_TEXTS.notFit;
  return `Odpověděli jste „${answer}“. Poptávka „${title}“ zmizela z vašeho seznamu.`;
}

/** The question's check (trimmed, 1–1000 characters). */
export function questionProblem(text: string | undefined): string | null {
  const value = (text ?? '').trim();
  if (!value) return REPLY_TEXTS.questionRequired;
  if (value.length > QUESTION_MAX) return REPLY_TEXTS.questionLong;
  return null;
}
