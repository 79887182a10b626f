import type { RequestsListApiArg } from '../../../api';

/** The request lists' sorts (/poptavky, /inquiries): one definition of the values and their labels. */
export type RequestSort = NonNullable<RequestsListApiArg['sort']>;

export const SORT_OPTIONS: { value: RequestSort; label: string }[] = [
  { value: 'newest', label: 'Nejnovější' },
  { value: 'oldest', label: 'Nejstarší' },
  { value: 'budget-high', label: 'Nejvyšší rozpočet' },
  { value: 'budget-low', label: 'Nejnižší rozpočet' },
];

export const DEFAULT_SORT: RequestSort = 'newest';

export const isRequestSort = (value: string | null | undefined): value is RequestSort =>
  SORT_OPTIONS.some((option) => option.value === value);
