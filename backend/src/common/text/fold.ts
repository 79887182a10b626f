/** Lower-case without diacritics ("Plzeň" → "plzen"); the JavaScript twin of SQL's fold_text(). */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
