/** Money in Czech crowns. */
import { formatNumber } from './number';

// Created on first use: building an Intl formatter loads locale data, a long task on a slow phone.
let czk: Intl.NumberFormat | undefined;
let compact: Intl.NumberFormat | undefined;

/**
 * 2800 → '2 800 Kč' with plain spaces: the same text in every browser (Intl's currency format
 * varies its spaces). Prices, deposits and sums in running text.
 */
export function formatKc(amount: number): string {
  return `${formatNumber(amount)} Kč`;
}

/** 2800 → "2 800 Kč". */
export function formatCzk(amount: number): string {
  czk ??= new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 });
  return czk.format(amount);
}

/** Axis ticks of money: 12000 → '12 tis.', 1500000 → '1,5 mil.', 900 → '900'. */
export function formatCompactCzk(amount: number): string {
  compact ??= new Intl.NumberFormat('cs-CZ', { notation: 'compact', maximumFractionDigits: 1 });
  return compact.format(amount);
}
