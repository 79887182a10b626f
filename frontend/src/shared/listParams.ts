/**
 * URL state of the public lists (/poptavky, /dodavatele): filters, sort and page live in the query
 * string, so that a list can be shared, reloaded and navigated with back / forward.
 */
export interface ListParamsConfig {
  /** The page parameter (e.g. 'strana'); removed when it is 1. */
  pageParam: string;
  /** Parameter → default value; a parameter set to its default is removed from the URL. */
  defaults?: Readonly<Record<string, string>>;
}

/** Parameters to set (a string) or remove (undefined / empty). */
export type ParamChanges<Name extends string = string> = Partial<Record<Name, string | undefined>>;

/**
 * The next URL query: `changes` applied to `current`. Changing any filter returns to page 1 unless
 * `keepPage` (or the page itself is among the changes); defaults and page 1 are left out.
 */
export function nextListParams(
  current: URLSearchParams,
  changes: ParamChanges,
  config: ListParamsConfig,
  keepPage = false,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (!keepPage && !(config.pageParam in changes)) next.delete(config.pageParam);
  if (next.get(config.pageParam) === '1') next.delete(config.pageParam);
  for (const [name, value] of Object.entries(config.defaults ?? {})) {
    if (next.get(name) === value) next.delete(name);
  }
  return next;
}

/** The page of the URL: a positive integer, else 1. */
export function readPage(params: URLSearchParams, pageParam: string): number {
  const page = Number(params.get(pageParam));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
