/**
 * SQL helpers shared by list queries. `fold_text` lower-cases and strips diacritics
 * ("Plzeň" → "plzen"); it is IMMUTABLE so it can back trigram and expression indexes.
 */
export const foldSql = (expression: string): string => `fold_text(${expression})`;
