import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRequestsGetQuery, useRequestsListQuery } from '../../api';
import type { ServiceRequestDto } from '../../api';
import { BUDGET_BAND_OPTIONS } from '../../shared/budget';
import { useCategoryOptions, useLocationOptions, WHOLE_COUNTRY } from '../../shared/filterOptions';
import { formatNumber, plural } from '../../shared/format';
import { errorMessage, errorStatus } from '../../shared/errors';
import { categoryFilter, ListFilters, searchFilter, useListFilters } from '../../shared/ListFilters';
import type { FilterFieldDefinition } from '../../shared/ListFilters';
import { ListHeader, ListToolbar } from '../../shared/ListPage';
import { ListEmpty } from '../../shared/ListStates';
import { ListResults } from '../../shared/ListResults';
import { PlainButton, PlainLinkButton } from '../../shared/PlainButton';
import { notify } from '../../shared/ui/notify';
import { REQUEST_RESULTS, RequestCard, useCategoryLookup } from './list/RequestCard';
import { preloadRequestDetail, RequestDetailDialog } from './list/RequestDetailDialog';
import { SORT_OPTIONS } from './list/requestSort';
import { useListParams, usePagedList } from '../../shared/useListParams';
import {
  LIST_PARAMS,
  PAGE_SIZE,
  PARAMS,
  SEARCH_DEBOUNCE_MS,
  countActiveFilters,
  readFilters,
  readRequestId,
  toListArg,
} from './requestFilters';
import type { ParamName } from './requestFilters';
import { href } from '../../shared/paths';
import { GLOSSARY } from '../../shared/glossary';

const requestsWord = (count: number) => plural(count, GLOSSARY.request.forms);

/**
 * /poptavky: the public list of active requests with server-side search, filters, sort and
 * pagination, all kept in the URL (hledat, kategorie, lokalita, rozpocet, razeni, strana), and the
 * detail dialog of ?requestId={id}.
 */
export default function RequestsPage() {
  const { params, update } = useListParams<ParamName>(LIST_PARAMS);
  const filters = useMemo(() => readFilters(params), [params]);
  const activeCount = countActiveFilters(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Reference data of the filters.
  const categories = useCategoryLookup();
  const categoryOptions = useCategoryOptions();
  const locationOptions = useLocationOptions('name');

  // The filters as a definition: each field and its URL parameter (the search debounced 300 ms).
  const fields: FilterFieldDefinition<ParamName>[] = [
    searchFilter(PARAMS.search, filters.search, 'Např. fotograf, zámek, Brno…', SEARCH_DEBOUNCE_MS),
    categoryFilter(PARAMS.category, filters.category, categoryOptions),
    {
      kind: 'select',
      name: 'location',
      param: PARAMS.location,
      label: 'Lokalita',
      placeholder: 'Celá ČR',
      value: filters.location,
      options: locationOptions,
      noneValue: WHOLE_COUNTRY.name,
    },
    {
      kind: 'select',
      name: 'budget',
      param: PARAMS.budget,
      label: 'Rozpočet',
      placeholder: 'Jakýkoli rozpočet',
      value: filters.budget,
      options: BUDGET_BAND_OPTIONS,
    },
  ];
  const filterState = useListFilters(fields, update);

  // The list.
  const list = useRequestsListQuery(toListArg(filters));
  const paged = usePagedList(list, filters.page, PAGE_SIZE, update, PARAMS.page);
  const { items, total } = paged;

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
  // The same function for every render (update changes with the URL), so that the memoized cards stay as they are when
  // one opens.
  const latestUpdate = useRef(update);
  useLayoutEffect(() => {
    latestUpdate.current = update;
  });
  const openDetail = useCallback(
    (request: ServiceRequestDto) => latestUpdate.current({ [PARAMS.requestId]: String(request.id) }, { keepPage: true, replace: true }),
    [],
  );

  const detailFailed = (requestId !== null && validId === null) || (validId !== null && detail.isError);
  useEffect(() => {
    if (!detailFailed) return;
    const status = errorStatus(detail.error);
    if (detail.isError && status !== 404 && status !== 400) {
      void notify('error', { title: 'Chyba', description: errorMessage(detail.error, 'Poptávku se nepodařilo načíst') });
    } else {
      void notify('error', { title: 'Poptávka nenalezena' });
    }
    closeDetail();
  }, [detailFailed, detail.isError, detail.error, closeDetail]);

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

      <ListFilters id="requests" label="Filtry poptávek" state={filterState} open={filtersOpen} activeCount={activeCount} />

      <ListResults
        titleId="requests-title"
        list={list}
        paged={paged}
        page={filters.page}
        pageSize={PAGE_SIZE}
        {...REQUEST_RESULTS}
        empty={
          activeCount > 0 ? (
            <ListEmpty title="Žádné poptávky nevyhovují filtru">
              <p>Zkuste upravit hledaný výraz nebo zrušit některý z filtrů.</p>
              <PlainButton variant="primary" onClick={filterState.reset}>
                Zobrazit všechny poptávky
              </PlainButton>
            </ListEmpty>
          ) : (
            <ListEmpty title="Žádné poptávky">
              <p>Zatím tu nejsou žádné aktivní poptávky. Plánujete svatbu? Zadejte svou poptávku zdarma.</p>
              <PlainLinkButton to={href.home('ai-form')} variant="primary">
                Zadat ZDARMA poptávku
              </PlainLinkButton>
            </ListEmpty>
          )
        }
        renderItem={(request) => (
          // Pointing at (or focusing) a card fetches the dialog's code, so that a click opens it at once.
          <div className="requests-page__card" onPointerEnter={preloadRequestDetail} onFocus={preloadRequestDetail}>
            <RequestCard
              request={request}
              onOpen={openDetail}
              descriptionLimit={150}
              maxTags={3}
              headingLevel={2}
              categories={categories}
            />
          </div>
        )}
      />

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
