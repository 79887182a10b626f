import { useEffect, useMemo } from 'react';
import { useCatalogCategoriesQuery, useCatalogLocationsQuery } from '../api';
import { afterNextFrame } from './afterNextFrame';
import { czechCollator, prepareCzechCollator } from './format/collator';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterOptionGroup {
  label: string;
  title: string;
  options: FilterOption[];
}

/** The categories as Select options, sorted by name (Czech collation); the value is the id. */
export function useCategoryOptions(): FilterOption[] {
  const { data } = useCatalogCategoriesQuery();
  // The collator for the sort, built in a task of its own before the categories come.
  useEffect(() => afterNextFrame(prepareCzechCollator), []);
  return useMemo(
    () =>
      [...(data ?? [])]
        .sort((a, b) => czechCollator.compare(a.name, b.name))
        .map((category) => ({ value: category.id, label: category.name })),
    [data],
  );
}

export const WHOLE_COUNTRY = { id: 'cela-cr', name: 'Celá ČR' } as const;

/**
 * The locations as Select options: the whole country, then the groups 'Města' and 'Regiony'.
 * `valueOf` picks what a filter sends: the location's id (suppliers' areas) or its name (requests).
 */
export function useLocationOptions(valueOf: 'id' | 'name'): (FilterOption | FilterOptionGroup)[] {
  const { data } = useCatalogLocationsQuery();
  return useMemo(() => {
    const all = data ?? [];
    const byType = (type: string) =>
      all
        .filter((location) => location.type === type)
        .map((location) => ({ value: location[valueOf], label: location.name }));
    const country = byType('country');
    return [
      ...(country.length > 0 ? country : [{ value: WHOLE_COUNTRY[valueOf], label: WHOLE_COUNTRY.name }]),
      { label: 'Města', title: 'Města', options: byType('city') },
      { label: 'Regiony', title: 'Regiony', options: byType('region') },
    ];
  }, [data, valueOf]);
}
