/**
 * Czech formatting, one module per kind: dates (in Prague time), money, numbers and texts (Intl). Pages import
 * from here; the home page's first screen imports the modules it needs directly, so that it loads only those.
 */
export * from './date';
export * from './duration';
export * from './money';
export * from './number';
export * from './response';
export * from './text';
