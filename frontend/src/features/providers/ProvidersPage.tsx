import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useProvidersListQuery } from '../../api';
import { BackLink } from '../../shared/BackLink';
import { useCategoryLookup } from '../../shared/categoryLookup';
import { useCategoryOptions, useLocationOptions } from '../../shared/filterOptions';
import { formatNumber, plural } from '../../shared/format';
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
import { ProviderCard, ProviderCardSkeleton } from '../../shared/ProviderCard';
import { useDebouncedParam, useListParams, usePagedList } from '../../shared/useListParams';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import {
  LIST_PARAMS,
  PAGE_SIZE,
  PARAMS,
  PRICE_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
  SORT_OPTIONS,
  WHOLE_COUNTRY_AREA,
  countActiveFilters,
  parsePrice,
  readFilters,
  toListArg,
} from './providerFilters';
import type { ParamName } from './providerFilters';

const providersWord = (count: number) => plural(count, ['dodavatel', 'dodavatelé', 'dodavatelů']);

/** The typed price as it goes to the URL: its digits as a number, '' when empty. */
const normalizePrice = (text: string) => parsePrice(text)?.toString() ?? '';
/** The price inputs keep digits and spaces only. */
const priceInput = (text: string) => text.replace(/[^\d\s]/g, '');

/**
 * /dodavatele: the public supplier list with server-side search, filters (category, service area,
 * price range), sort and pagination, all kept in the URL (hledat, kategorie, oblast, cenaOd, cenaDo,
 * razeni, strana). Cards link to /portfolio?provider={id}.
 */
export default function ProvidersPage() {
  useDocumentTitle('Dodavatelé');
  const { params, update } = useListParams<ParamName>(LIST_PARAMS);
  const filters = useMemo(() => readFilters(params), [params]);
  const activeCount = countActiveFilters(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Typed filters reach the URL once typing stops (Enter commits at once).
  const commitSearch = useCallback((value: string) => update({ [PARAMS.search]: value }), [update]);
  const [searchText, setSearchText, flushSearch] = useDebouncedParam(filters.search, commitSearch, SEARCH_DEBOUNCE_MS);
  const commitMin = useCallback((value: string) => update({ [PARAMS.priceMin]: value }), [update]);
  const commitMax = useCallback((value: string) => update({ [PARAMS.priceMax]: value }), [update]);
  const [minText, setMinText, flushMin] = useDebouncedParam(
    normalizePrice(params.get(PARAMS.priceMin) ?? ''),
    commitMin,
    PRICE_DEBOUNCE_MS,
    normalizePrice,
  );
  const [maxText, setMaxText, flushMax] = useDebouncedParam(
    normalizePrice(params.get(PARAMS.priceMax) ?? ''),
    commitMax,
    PRICE_DEBOUNCE_MS,
    normalizePrice,
  );

  const resetFilters = () => {
    setSearchText('');
    setMinText('');
    setMaxText('');
    update({
      [PARAMS.search]: undefined,
      [PARAMS.category]: undefined,
      [PARAMS.area]: undefined,
      [PARAMS.priceMin]: undefined,
      [PARAMS.priceMax]: undefined,
      [PARAMS.weddingDate]: undefined,
    });
  };

  // Reference data of the filters and the cards.
  const categories = useCategoryLookup();
  const categoryOptions = useCategoryOptions();
  const areaOptions = useLocationOptions('id');

  // The list.
  const list = useProvidersListQuery(toListArg(filters));
  const { resultsRef, items, total, loaded: page, showSkeleton, skeletonCount, goToPage } = usePagedList(
    list,
    filters.page,
    PAGE_SIZE,
    update,
    PARAMS.page,
  );

  return (
    <div className="page providers-page">
      <BackLink to="/#sluzby">Zpět na služby</BackLink>
      <ListHeader
        titleId="providers-title"
        title="Dodavatelé"
        count={total !== undefined ? `${formatNumber(total)} ${providersWord(total)}` : undefined}
        lead="Ověření svatební dodavatelé z celé ČR. Otevřete profil dodavatele a prohlédněte si jeho portfolio a hodnocení."
        toolbar={
          <ListToolbar
            id="providers"
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
        id="providers-filters"
        label="Filtry dodavatelů"
        open={filtersOpen}
        activeCount={activeCount}
        onReset={resetFilters}
        columns={4}
      >
        <SearchField
          id="providers-search"
          placeholder="Název nebo popis dodavatele…"
          value={searchText}
          onChange={setSearchText}
          onSubmit={flushSearch}
        />
        <FilterField htmlFor="providers-category" label="Kategorie">
          <Select
            id="providers-category"
            allowClear
            showSearch={{ filterOption: filterOptionByLabel }}
            placeholder="Všechny kategorie"
            value={filters.category}
            options={categoryOptions}
            onChange={(value?: string) => update({ [PARAMS.category]: value })}
            notFoundContent="Nic nenalezeno"
          />
        </FilterField>
        <FilterField htmlFor="providers-area" label="Oblast působení">
          <Select
            id="providers-area"
            allowClear
            showSearch={{ filterOption: filterOptionByLabel }}
            placeholder="Celá ČR"
            value={filters.area}
            options={areaOptions}
            onChange={(value?: string) =>
              update({ [PARAMS.area]: value && value !== WHOLE_COUNTRY_AREA ? value : undefined })
            }
            notFoundContent="Nic nenalezeno"
          />
        </FilterField>
        <FilterField htmlFor="providers-price-min" label="Cena od" half>
          <Input
            id="providers-price-min"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            suffix="Kč"
            value={minText}
            onChange={(event) => setMinText(priceInput(event.target.value))}
            onPressEnter={flushMin}
            onBlur={flushMin}
          />
        </FilterField>
        <FilterField htmlFor="providers-price-max" label="Cena do" half>
          <Input
            id="providers-price-max"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Bez omezení"
            suffix="Kč"
            value={maxText}
            onChange={(event) => setMaxText(priceInput(event.target.value))}
            onPressEnter={flushMax}
            onBlur={flushMax}
          />
        </FilterField>
        <FilterField htmlFor="providers-wedding-date" label="Datum svatby">
          <DatePicker
            id="providers-wedding-date"
            className="list-filter__control"
            format="D. M. YYYY"
            placeholder="Kdykoli"
            value={filters.weddingDate ? dayjs(filters.weddingDate) : null}
            disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
            onChange={(day) => update({ [PARAMS.weddingDate]: day ? day.format('YYYY-MM-DD') : undefined })}
          />
        </FilterField>
      </FilterPanel>

      <section
        ref={resultsRef}
        className="list-results"
        aria-labelledby="providers-title"
        aria-busy={list.isFetching}
      >
        {list.isError && !page ? (
          <ListError title="Dodavatele se nepodařilo načíst" error={list.error} onRetry={() => list.refetch()} />
        ) : showSkeleton ? (
          <ListSkeleton count={skeletonCount} label="Načítání dodavatelů…" renderItem={() => <ProviderCardSkeleton />} />
        ) : items.length === 0 ? (
          activeCount > 0 ? (
            <ListEmpty title="Žádní dodavatelé nevyhovují filtru">
              <p>Zkuste upravit hledaný výraz, cenu nebo zrušit některý z filtrů.</p>
              <Button type="primary" onClick={resetFilters}>
                Zobrazit všechny dodavatele
              </Button>
            </ListEmpty>
          ) : (
            <ListEmpty title="Žádní registrovaní dodavatelé">
              <p>Zatím tu nejsou žádní dodavatelé. Nabízíte svatební služby? Registrace je zdarma.</p>
              <LinkButton to="/provider-registration" type="primary">
                Registrovat se jako dodavatel
              </LinkButton>
            </ListEmpty>
          )
        ) : (
          <>
            <ul className={`list-grid${list.isFetching ? ' list-grid--refreshing' : ''}`}>
              {items.map((provider) => (
                <li key={provider.id} data-provider-id={provider.id}>
                  <ProviderCard provider={provider} headingLevel={2} categoryNames={categories.names} />
                </li>
              ))}
            </ul>
            {page && (
              <ListPagination
                label="Stránkování dodavatelů"
                current={filters.page}
                total={page.total}
                pageSize={PAGE_SIZE}
                onChange={goToPage}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
