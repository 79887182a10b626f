import { useMemo } from 'react';
import { useCatalogCategoriesQuery } from '../api';

/** Category id → name and id → icon, from the (cached) category list. */
export interface CategoryLookup {
  names: ReadonlyMap<string, string>;
  icons: ReadonlyMap<string, string>;
}

/** Reads the categories once (RTK Query caches them) and gives the name and icon maps. */
export function useCategoryLookup(): CategoryLookup {
  const { data } = useCatalogCategoriesQuery();
  return useMemo(
    () => ({
      names: new Map((data ?? []).map((category) => [category.id, category.name])),
      icons: new Map((data ?? []).map((category) => [category.id, category.icon])),
    }),
    [data],
  );
}
