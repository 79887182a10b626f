import { skipToken } from '@reduxjs/toolkit/query/react';
import { App, Button, Select } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRequestsGetQuery, useRequestsListQuery } from '../../api';
import type { ServiceRequestDto } from '../../api';
import { useCategoryOptions, useLocationOptions } from '../../shared/filterOptions';
import { formatNumber, plural } from '../../shared/format';
import { errorMessage, errorStatus } from '../../shared/formatters';
import { LinkButton } from '../../shared/LinkButton';
import { filterOptionByLabel } from '../../shared/listParams';
import {
  FilterField,
  FilterPanel,
  ListEmpty,
  ListError,
  ListHeader,
  ListPagination,
  ListSkeleton,
  ListToolbar, SearchField } from '../../shared/ListPage';
import { RequestCard, RequestCardSkeleton, useCategoryLookup } from '../../shared/RequestCard';
import { RequestDetailDialog } from '../../shared/RequestDetailDialog';
import { useDebouncedParam, useListParams, usePagedList } from '../../shared/useListParams';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import {
  BUDGET_OPTIONS,
  LIST_PARAMS,
  PAGE_SIZE,
  PARAMS,
  SEARCH_DEBOUNCE_MS,
  SORT_OPTIONS,
  countActiveFilters,
  isWholeCountry,
  readFilters,
  readRequestId,
  toListArg,
} from './requestFilters';
import type { ParamName } from './requestFilters';

const requestsWord = (count: number) => plural(count, ['poptávka', 'poptávky', 'poptávek']);

/**
 * /poptavky: the public list of active requests with server-side search, filters, sort and
 * pagination, all kept in the URL (hledat, kategorie, lokalita, rozpocet, razeni, strana), and the
 * detail dialog of ?requestId={id}.
 */
export default function RequestsPage() {
  useDocumentTitle('Poptávky');
  const { notification } = App.useApp();
  const { params, update } = useListParams<ParamName>(LIST_PARAMS);
  const filters = useMemo(() => readFilters(params), [params]);
  const activeCount = countActiveFilters(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Search box: typed text, sent to the URL 300 ms after the last keystroke.
  const commitSearch = useCallback((value: string) => update({ [PARAMS.search]: value }), [update]);
  const [searchText, setSearchText, flushSearch] = useDebouncedParam(filters.search, commitSearch, SEARCH_DEBOUNCE_MS);

  const resetFilters = () => {
    setSearchText('');
    update({
      [PARAMS.search]: undefined,
      [PARAMS.category]: undefined,
      [PARAMS.location]: undefined,
      [PARAMS.budget]: undefined,
    });
  };

  // Reference data of the filters.
  const categories = useCategoryLookup();
  const categoryOptions = useCategoryOptions();
  const locationOptions = useLocationOptions('name');

  // The list.
  const list = useRequestsListQuery(toListArg(filters));
  const { resultsRef, items, total, loaded: page, showSkeleton, skeletonCount, goToPage } = usePagedList(
    list,
    filters.page,
    PAGE_SIZE,
    update,
    PARAMS.page,
  );

  // The detail of ?requestId={id}: fetched on its own, so a shared link works from any page.
  const requestId = readRequestId(params);
  const validId = requestId !== null && Number.isInteger(requestId) ? requestId : null;
  const detail = useRequestsGetQuery(validId !== null ? { id: validId } : skipToken);
  const current: ServiceRequestDto | undefined =
    validId === null ? undefined : (detail.currentData ?? items.find((request) => request.id === validId));
  // The last request shown stays in the dialog while it closes.
  const [shown, setShown] = useState<ServiceRequestDto | null>(null);
  if (current && current !== shown) setShown(current);

  const closeDetail = useCallback(
    () => update({ [PARAMS.requestId]: undefined }, { keepPage: true, replace: true }),
    [update],
  );
  const openDetail = (request: ServiceRequestDto) =>
    update({ [PARAMS.requestId]: String(request.id) }, { keepPage: true, replace: true });

  const detailFailed = (requestId !== null && validId === null) || (validId !== null && detail.isError);
  useEffect(() => {
    if (!detailFailed) return;
    const status = errorStatus(detail.error);
    if (detail.isError && status !== 404 && status !== 400) {
      notification.error({ title: 'Chyba', description: errorMessage(detail.error, 'Poptávku se nepodařilo načíst') });
    } else {
      notification.error({ title: 'Poptávka nenalezena' });
    }
    closeDetail();
  }, [detailFailed, detail.isError, detail.error, notification, closeDetail]);

  // Focus after closing: antd returns it to the opener; after a shared link (no opener) use the card.
  const lastOpenedId = useRef<number | null>(null);
  if (validId !== null) lastOpenedId.current = validId;
  const afterDetailClose = () => {
    window.setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const card = document.querySelector<HTMLButtonElement>(
        `[data-request-id="${lastOpenedId.current}"] .request-card__open`,
      );
      (card ?? document.getElementById('requests-title'))?.focus();
    }, 0);
  };

  return (
    <div className="page requests-page">
      <ListHeader
        titleId="requests-title"
        title="Poptávky"
        count={total !== undefined ? `${formatNumber(total)} ${requestsWord(total)}` : undefined}
        lead="Svatební poptávky párů z celé ČR. Otevřete poptávku a zobrazte její detail."
        toolbar={
          <ListToolbar
            id="requests"
            filtersOpen={filtersOpen}
            onToggleFilters={() => setFiltersOpen((open) => !open)}
            activeCount={activeCount}
            sort={filters.sort}
            sortOptions={SORT_OPTIONS}
            onSort={(value) => update({ [PARAMS.sort]: value })}
          />
        }
      />

      <FilterPanel
        id="requests-filters"
        label="Filtry poptávek"
        open={filtersOpen}
        activeCount={activeCount}
        onReset={resetFilters}
      >
        <SearchField
          id="requests-search"
          placeholder="Např. fotograf, zámek, Brno…"
          value={searchText}
          onChange={setSearchText}
          onSubmit={flushSearch}
        />
        <FilterField htmlFor="requests-category" label="Kategorie">
          <Select
            id="requests-category"
            allowClear
            showSearch={{ filterOption: filterOptionByLabel }}
            placeholder="Všechny kategorie"
            value={filters.category}
            options={categoryOptions}
            onChange={(value?: string) => update({ [PARAMS.category]: value })}
            notFoundContent="Nic nenalezeno"
          />
        </FilterField>
        <FilterField htmlFor="requests-location" label="Lokalita">
          <Select
            id="requests-location"
            allowClear
            showSearch={{ filterOption: filterOptionByLabel }}
            placeholder="Celá ČR"
            value={filters.location}
            options={locationOptions}
            onChange={(value?: string) =>
              update({ [PARAMS.location]: value && !isWholeCountry(value) ? value : undefined })
            }
            notFoundContent="Nic nenalezeno"
          />
        </FilterField>
        <FilterField htmlFor="requests-budget" label="Rozpočet">
          <Select
            id="requests-budget"
            allowClear
            placeholder="Jakýkoli rozpočet"
            value={filters.budget}
            options={BUDGET_OPTIONS}
            onChange={(value?: string) => update({ [PARAMS.budget]: value })}
          />
        </FilterField>
      </FilterPanel>

      <section
        ref={resultsRef}
        className="list-results"
        aria-labelledby="requests-title"
        aria-busy={list.isFetching}
      >
        {list.isError && !page ? (
          <ListError title="Poptávky se nepodařilo načíst" error={list.error} onRetry={() => list.refetch()} />
        ) : showSkeleton ? (
          <ListSkeleton count={skeletonCount} label="Načítání poptávek…" renderItem={() => <RequestCardSkeleton />} />
        ) : items.length === 0 ? (
          activeCount > 0 ? (
            <ListEmpty title="Žádné poptávky nevyhovují filtru">
              <p>Zkuste upravit hledaný výraz nebo zrušit některý z filtrů.</p>
              <Button type="primary" onClick={resetFilters}>
                Zobrazit všechny poptávky
              </Button>
            </ListEmpty>
          ) : (
            <ListEmpty title="Žádné poptávky">
              <p>Zatím tu nejsou žádné aktivní poptávky. Plánujete svatbu? Zadejte svou poptávku zdarma.</p>
              <LinkButton to="/#ai-form" type="primary">
                Zadat ZDARMA požadavek
              </LinkButton>
            </ListEmpty>
          )
        ) : (
          <>
            <ul className={`list-grid${list.isFetching ? ' list-grid--refreshing' : ''}`}>
              {items.map((request) => (
                <li key={request.id} data-request-id={request.id}>
                  <RequestCard
                    request={request}
                    onOpen={openDetail}
                    descriptionLimit={150}
                    maxTags={3}
                    headingLevel={2}
                    categories={categories}
                  />
                </li>
              ))}
            </ul>
            {page && (
              <ListPagination
                label="Stránkování poptávek"
                current={filters.page}
                total={page.total}
                pageSize={PAGE_SIZE}
                onChange={goToPage}
              />
            )}
          </>
        )}
      </section>

      <RequestDetailDialog
        open={validId !== null && !detail.isError}
        onClose={closeDetail}
        request={current ?? shown}
        loading={validId !== null && !current}
        categories={categories}
        afterClose={afterDetailClose}
      />
    </div>
  );
}
