const number = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 });

/** "5 000 Kč" with Czech digit grouping (non-breaking spaces, as Intl writes them). */
export function formatKc(amount: number): string {
  return `${number.format(amount)}\u00a0Kč`;
}

/**
 * A provider's price range as text: 'od 5 000 Kč do 20 000 Kč'; one price when both ends are
 * equal; 'od …' or 'do …' when only one end is known; 'Cena na vyžádání' when neither (spec).
 */
export function priceRangeText(from: number | null, to: number | null): string {
  if (from !== null && to !== null) return from === to ? formatKc(from) : `od ${formatKc(from)} do ${formatKc(to)}`;
  if (from !== null) return `od ${formatKc(from)}`;
  if (to !== null) return `do ${formatKc(to)}`;
  return 'Cena na vyžádání';
}
