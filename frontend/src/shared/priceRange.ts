import type { FormRule } from 'antd';
import { formatNumber } from './format/number';

/** A provider's price range (seed 000 section 8): one set of rules for registration and profile settings. */

/** The highest price a provider may state (Kč), as the API checks it. */
export const PRICE_MAX = 99_999_999;

export const PRICE_MESSAGES = {
  priceFrom: 'Zadejte minimální cenu',
  priceTo: 'Zadejte maximální cenu',
  priceTooHigh: 'Cena nesmí přesáhnout 99 999 999 Kč',
  priceOrder: 'Maximální cena musí být alespoň minimální',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** "15 000 Kč" → 15000; no digits → null. */
export function priceValue(value: unknown): number | null {
  const digits = text(value).replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/** A stored price as the input shows it: "15 000"; empty when there is none. */
export function priceText(price: number | null | undefined): string {
  return price == null ? '' : formatNumber(price);
}

const check = (error: string | null) => (error ? Promise.reject(new Error(error)) : Promise.resolve());

const required = (missing: string): FormRule => ({
  validator: (_rule, value: unknown) => {
    const price = priceValue(value);
    if (price === null) return check(missing);
    return check(price > PRICE_MAX ? PRICE_MESSAGES.priceTooHigh : null);
  },
});

/** The rules of the two inputs; the 'to' input also needs `dependencies={[fromField]}`. */
export function priceRangeRules(fromField: string): { priceFrom: FormRule[]; priceTo: FormRule[] } {
  return {
    priceFrom: [required(PRICE_MESSAGES.priceFrom)],
    priceTo: [
      required(PRICE_MESSAGES.priceTo),
      ({ getFieldValue }) => ({
        validator: (_rule, value: unknown) => {
          const to = priceValue(value);
          const from = priceValue(getFieldValue(fromField));
          return check(to !== null && from !== null && from <= PRICE_MAX && to < from ? PRICE_MESSAGES.priceOrder : null);
        },
      }),
    ],
  };
}
