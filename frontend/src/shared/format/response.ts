/** A provider's response signals (issue 19), on the portfolio, the catalogue cards and the offers. */
import { DAY_GENITIVE_FORMS, HOUR_GENITIVE_FORMS } from '../glossary';
import { countOf } from './text';

/**
 * How soon, as 'do …' (after the preposition the genitive): under an hour 'do 1 hodiny', then whole
 * hours rounded up ('do 3 hodin') below a day, then whole days ('do 1 dne', 'do 2 dnů').
 */
export function responseWithin(minutes: number): string {
  const value = Math.max(0, minutes);
  if (value <= 60) return 'do 1 hodiny';
  const hours = Math.ceil(value / 60);
  if (hours < 24) return `do ${countOf(hours, HOUR_GENITIVE_FORMS)}`;
  const days = Math.ceil(value / (60 * 24));
  return `do ${countOf(days, DAY_GENITIVE_FORMS)}`;
}

/** A provider's usual answer time (responseMinutesMedian): 'Obvykle odpovídá do 3 hodin'. */
export function responseTimeText(minutes: number): string {
  return `Obvykle odpovídá ${responseWithin(minutes)}`;
}

/** The share of requests a provider answered (responseShare 0–1): 'Odpovídá na 80 % poptávek'. */
export function responseShareText(share: number): string {
  return `Odpovídá na ${Math.round(Math.min(1, Math.max(0, share)) * 100)} % poptávek`;
}
