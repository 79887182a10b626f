import type { ReactNode } from 'react';
import { ListSkeleton } from './ListPage';
import { ListError, ListPagination } from './ListStates';
import type { usePagedList } from './useListParams';

/**
 * The results of a public list page as a definition: the region labelled by the page's title, the
 * error with a retry, the card skeletons, the empty state, the grid of cards (dimmed while the next
 * page loads) and the pagination. /poptavky, /dodavatele and /inquiries render theirs with it.
 */
export interface ListResultsProps<Item extends { id: number }> {
  /** The h1's id: the region is labelled by it. */
  titleId: string;
  className?: string;
  list: { isError: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };
  paged: ReturnType<typeof usePagedList<Item, string>>;
  page: number;
  pageSize: number;
  texts: { loadError: string; loading: string; pagination: string };
  skeleton: () => ReactNode;
  /** Shown when the page has no items. */
  empty: ReactNode;
  /** The grid's extra class ('inquiries-grid'). */
  gridClassName?: string;
  /** The data attribute of each item ('request' → data-request-id). */
  itemKind: string;
  renderItem: (item: Item) => ReactNode;
}

export function ListResults<Item extends { id: number }>({
  titleId,
  className,
  list,
  paged,
  page,
  pageSize,
  texts,
  skeleton,
  empty,
  gridClassName,
  itemKind,
  renderItem,
}: ListResultsProps<Item>) {
  const { resultsRef, items, loaded, showSkeleton, skeletonCount, goToPage } = paged;
  const gridClasses = ['list-grid', gridClassName, list.isFetching ? 'list-grid--refreshing' : ''].filter(Boolean).join(' ');
  return (
    <section
      ref={resultsRef}
      className={['list-results', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={list.isFetching}
    >
      {list.isError && !loaded ? (
        <ListError title={texts.loadError} error={list.error} onRetry={() => list.refetch()} />
      ) : showSkeleton ? (
        <ListSkeleton count={skeletonCount} label={texts.loading} renderItem={skeleton} />
      ) : items.length === 0 ? (
        empty
      ) : (
        <>
          <ul className={gridClasses}>
            {items.map((item) => (
              <li key={item.id} {...{ [`data-${itemKind}-id`]: item.id }}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
          {loaded && (
            <ListPagination label={texts.pagination} current={page} total={loaded.total} pageSize={pageSize} onChange={goToPage} />
          )}
        </>
      )}
    </section>
  );
}
