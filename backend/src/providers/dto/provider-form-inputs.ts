import { Transform } from 'class-transformer';
import { PRICE_MAX } from '../provider-constants';

/** Input transforms shared by the provider forms (registration, profile settings). */

export const PRICE_TOO_HIGH = 'Cena nesmí přesáhnout 99 999 999 Kč';

/**
 * A price typed as a number or as text: non-digits are stripped ("15 000 Kč" → 15000). Empty
 * text is a missing price; more than nine digits is over the limit whatever they say.
 */
export const PriceInput = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : value;
    if (typeof value !== 'string') return value;
    const digits = value.replace(/\D/g, '');
    if (!digits) return undefined;
    return digits.length > 9 ? PRICE_MAX + 1 : Number(digits);
  });

/** Years of experience as a number or numeric text; empty means not given. */
export const OptionalNumberInput = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
    if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
    return value;
  });

/** The spec sends the areas as a JSON string of a list; an actual list is accepted too. */
export const JsonListInput = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (!text) return [];
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON: a comma-separated list, as older clients send it.
      return text.split(',').map((item) => item.trim()).filter(Boolean);
    }
  });

/** The phone keeps digits and spaces only; runs of spaces collapse. */
export const PhoneInput = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/[^\d ]/g, '').replace(/ {2,}/g, ' ').trim() : value,
  );

