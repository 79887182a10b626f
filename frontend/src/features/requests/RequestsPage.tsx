import { CloseCircleFilled, FilterOutlined, InboxOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, App, Button, Input, Pagination, Select } from 'antd';
import type { DefaultOptionType } from 'antd/es/select';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  useCatalogCategoriesQuery,
  useCatalogLocationsQuery,
  useRequestsGetQuery,
  useRequestsListQuery,
} from '../../api';
import type { ServiceRequestDto } from '../../api';
import { foldText, formatNumber, plural } from '../../shared/format';
import { errorMessage, errorStatus } from '../../shared/formatters';
import { LinkButton } from '../../shared/LinkButton';
import { RequestCard, RequestCardSkeleton, useCategoryLookup } from '../../shared/RequestCard';
import { RequestDetailDialog } from '../../shared/RequestDetailDialog';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import {
  BUDGET_OPTIONS,
  PAGE_SIZE,
  PARAMS,
  SEARCH_DEBOUNCE_MS,
  SORT_OPTIONS,
  countActiveFilters,
  isWholeCountry,
  nextParams,
  readFilters,
  readRequestId,
  toListArg,
} from './requestFilters';
import type { ParamName } from './requestFilters';
import './requests.css';

const collator = new Intl.Collator('cs');

/** Diacritics- and case-insensitive match of the typed text against an option's label. */
const filterByLabel = (input: string, option?: DefaultOptionType) =>
  typeof option?.label === 'string' && foldText(option.label).includes(foldText(input.trim()));

const requestsWord = (count: number) => plural(count, ['poptávka', 'poptávky', 'poptávek']);

/**
 * /poptavky: the public list of active requests with server-side search, filters, sort and
 * pagination, all kept in the URL (hledat, kategorie, lokalita, rozpocet, razeni, strana), and the
 * detail dialog of ?requestId={id}.
 */
export default function RequestsPage() {
  useDocumentTitle('Poptávky');
  const { notification } = App.useApp();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const activeCount = countActiveFilters(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  const update = useCallback(
    (
      changes: Partial<Record<ParamName, string | undefined>>,
      options: { keepPage?: boolean; replace?: boolean } = {},
    ) => {
      setParams((current) => nextParams(current, changes, options.keepPage), { replace: options.replace ?? false });
    },
    [setParams],
  );

  // Search box: typed text, sent to the URL 300 ms after the last keystroke.
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => {
    // Back / forward or a reset changed the URL: show its value (trailing spaces being typed stay).
    setSearchText((text) => (text.trim() === filters.search ? text : filters.search));
  }, [filters.search]);
  useEffect(() => {
    const value = searchText.trim();
    if (value === filters.search) return;
    const timer = window.setTimeout(() => update({ [PARAMS.search]: value }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, filters.search, update]);

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
  const { data: categoryList } = useCatalogCategoriesQuery();
  const { data: locations } = useCatalogLocationsQuery();
  const categoryOptions = useMemo(
    () =>
      [...(categoryList ?? [])]
        .sort((a, b) => collator.compare(a.name, b.name))
        .map((category) => ({ value: category.id, label: category.name })),
    [categoryList],
  );
  const locationOptions = useMemo(() => {
    const all = locations ?? [];
    const byType = (type: string) =>
      all
        .filter((location) => location.type === type)
        .map((location) => ({ value: location.name, label: location.name }));
    const country = byType('country');
    return [
      ...(country.length > 0 ? country : [{ value: 'Celá ČR', label: 'Celá ČR' }]),
      { label: 'Města', title: 'Města', options: byType('city') },
      { label: 'Regiony', title: 'Regiony', options: byType('region') },
    ];
  }, [locations]);

  // The list.
  const list = useRequestsListQuery(toListArg(filters));
  const page = list.currentData;
  const items = page?.items ?? [];
  const total = page?.total ?? list.data?.total;
  const showSkeleton = !page && !list.isError;
  const skeletonCount = Math.min(list.data?.items.length || 6, PAGE_SIZE);

  // A page past the end (e.g. after the list shrank): go to the last one.
  useEffect(() => {
    if (!page || page.items.length > 0 || page.total === 0 || filters.page === 1) return;
    update(
      { [PARAMS.page]: String(Math.max(1, Math.ceil(page.total / PAGE_SIZE))) },
      { keepPage: true, replace: true },
    );
  }, [page, filters.page, update]);

  const goToPage = (next: number) => {
    update({ [PARAMS.page]: String(next) }, { keepPage: true });
    const results = resultsRef.current;
    if (results && typeof results.scrollIntoView === 'function') results.scrollIntoView({ block: 'start' });
  };

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
      <div className="requests-top">
        <div className="requests-top__intro">
          <header className="requests-head">
            <h1 id="requests-title" className="requests-head__title" tabIndex={-1}>
              Poptávky
            </h1>
            <p className="requests-head__count" aria-live="polite">
              {total !== undefined && (
                <span className="requests-count-pill">{`${formatNumber(total)} ${requestsWord(total)}`}</span>
              )}
            </p>
          </header>
          <p className="requests-head__lead">
            Svatební poptávky párů z celé ČR. Otevřete poptávku a zobrazte její detail.
          </p>
        </div>

        <div className="requests-toolbar">
          <Button
            className="requests-filter-toggle"
            icon={<FilterOutlined aria-hidden="true" />}
            aria-expanded={filtersOpen}
            aria-controls="requests-filters"
            aria-label={activeCount > 0 ? `Filtry (${activeCount})` : 'Filtry'}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filtry
            {activeCount > 0 && <span className="requests-filter-count">{activeCount}</span>}
          </Button>
          <div className="requests-sort">
            <label htmlFor="requests-sort" className="requests-label requests-label--inline">
              Řazení
            </label>
            <Select
              id="requests-sort"
              className="requests-sort__select"
              value={filters.sort}
              options={SORT_OPTIONS}
              onChange={(value) => update({ [PARAMS.sort]: value })}
              popupMatchSelectWidth={false}
            />
          </div>
        </div>
      </div>

      <section
        id="requests-filters"
        className={`requests-filters${filtersOpen ? ' requests-filters--open' : ''}`}
        aria-label="Filtry poptávek"
      >
        <div className="requests-filter requests-filter--search">
          <label htmlFor="requests-search" className="requests-label">
            Hledat
          </label>
          <Input
            id="requests-search"
            enterKeyHint="search"
            allowClear={{ clearIcon: <CloseCircleFilled aria-label="Vymazat hledání" /> }}
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder="Např. fotograf, zámek, Brno…"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onPressEnter={() => update({ [PARAMS.search]: searchText.trim() })}
          />
        </div>
        <div className="requests-filter">
          <label htmlFor="requests-category" className="requests-label">
            Kategorie
          </label>
          <Select
            id="requests-category"
            allowClear
            showSearch={{ filterOption: filterByLabel }}
            placeholder="Všechny kategorie"
            value={filters.category}
            options={categoryOptions}
            onChange={(value?: string) => update({ [PARAMS.category]: value })}
            notFoundContent="Nic nenalezeno"
          />
        </div>
        <div className="requests-filter">
          <label htmlFor="requests-location" className="requests-label">
            Lokalita
          </label>
          <Select
            id="requests-location"
            allowClear
            showSearch={{ filterOption: filterByLabel }}
            placeholder="Celá ČR"
            value={filters.location}
            options={locationOptions}
            onChange={(value?: string) =>
              update({ [PARAMS.location]: value && !isWholeCountry(value) ? value : undefined })
            }
            notFoundContent="Nic nenalezeno"
          />
        </div>
        <div className="requests-filter">
          <label htmlFor="requests-budget" className="requests-label">
            Rozpočet
          </label>
          <Select
            id="requests-budget"
            allowClear
            placeholder="Jakýkoli rozpočet"
            value={filters.budget}
            options={BUDGET_OPTIONS}
            onChange={(value?: string) => update({ [PARAMS.budget]: value })}
          />
        </div>
        <div className="requests-filter requests-filter--reset">
          {activeCount > 0 && (
            <Button type="link" className="requests-reset" onClick={resetFilters}>
              Zrušit filtry
            </Button>
          )}
        </div>
      </section>

      <section
        ref={resultsRef}
        className="requests-results"
        aria-labelledby="requests-title"
        aria-busy={list.isFetching}
      >
        {list.isError && !page ? (
          <Alert
            type="error"
            showIcon
            title="Poptávky se nepodařilo načíst"
            description={errorMessage(list.error, 'Zkontrolujte připojení a zkuste to znovu.')}
            action={
              <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => list.refetch()}>
                Zkusit znovu
              </Button>
            }
          />
        ) : showSkeleton ? (
          <>
            <p className="sr-only" role="status">
              Načítání poptávek…
            </p>
            <ul className="requests-grid" aria-hidden="true">
              {Array.from({ length: skeletonCount }, (_, index) => (
                <li key={index}>
                  <RequestCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : items.length === 0 ? (
          <div className="requests-empty">
            <InboxOutlined className="requests-empty__icon" aria-hidden="true" />
            {activeCount > 0 ? (
              <>
                <h2 className="requests-empty__title">Žádné poptávky nevyhovují filtru</h2>
                <p>Zkuste upravit hledaný výraz nebo zrušit některý z filtrů.</p>
                <Button type="primary" onClick={resetFilters}>
                  Zobrazit všechny poptávky
                </Button>
              </>
            ) : (
              <>
                <h2 className="requests-empty__title">Žádné poptávky</h2>
                <p>Zatím tu nejsou žádné aktivní poptávky. Plánujete svatbu? Zadejte svou poptávku zdarma.</p>
                <LinkButton to="/#ai-form" type="primary">
                  Zadat ZDARMA požadavek
                </LinkButton>
              </>
            )}
          </div>
        ) : (
          <>
            <ul className={`requests-grid${list.isFetching ? ' requests-grid--refreshing' : ''}`}>
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
            {page && page.total > PAGE_SIZE && (
              <nav className="requests-pagination" aria-label="Stránkování poptávek">
                <Pagination
                  current={filters.page}
                  total={page.total}
                  pageSize={PAGE_SIZE}
                  showSizeChanger={false}
                  showLessItems
                  responsive
                  align="center"
                  onChange={goToPage}
                />
              </nav>
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
