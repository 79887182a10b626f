import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useProvidersListQuery } from '../../api';
import type { PublicProviderDto } from '../../api';
import { BackLink } from '../../shared/BackLink';
import { useCategoryLookup } from '../../shared/categoryLookup';
import { useCategoryOptions, useLocationOptions } from '../../shared/filterOptions';
import { formatDate, formatNumber, plural, pragueToday } from '../../shared/format';
import { categoryFilter, ListFilters, searchFilter, useListFilters } from '../../shared/ListFilters';
import type { FilterFieldDefinition } from '../../shared/ListFilters';
import { FilterField, ListHeader, ListToolbar } from '../../shared/ListPage';
import { ListEmpty } from '../../shared/ListStates';
import { ListResults } from '../../shared/ListResults';
import { PlainButton, PlainLinkButton } from '../../shared/PlainButton';
import { ProviderCard, ProviderCardSkeleton } from '../../shared/ProviderCard';
import { ShortlistHeart } from '../shortlist';
import '../../shared/ui/field.css';
import './providersDateNote.css';
import { useDebouncedParam, useListParams, usePagedList } from '../../shared/useListParams';
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
import { href, paths } from '../../shared/paths';
import { GLOSSARY } from '../../shared/glossary';

const providersWord = (count: number) => plural(count, GLOSSARY.provider.forms);

/** The typed price as it goes to the URL: its digits as a number, '' when empty. */
const normalizePrice = (text: string) => parsePrice(text)?.toString() ?? '';
/** The price inputs keep digits and spaces only. */
const priceInput = (text: string) => text.replace(/[^\d\s]/g, '');

interface PriceFilterProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter and leaving the field apply the price at once. */
  onCommit: () => void;
}

/** 'Cena od' / 'Cena do': digits and spaces, in Kč, half a row on phones (antd's Input with a suffix, in plain HTML). */
function PriceFilter({ id, label, placeholder, value, onChange, onCommit }: PriceFilterProps) {
  return (
    <FilterField htmlFor={id} label={label} half>
      <span className="ui-field ui-input">
        <input
          id={id}
          className="ui-input__control"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(priceInput(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit();
          }}
          onBlur={onCommit}
        />
        <span className="list-filter__suffix">Kč</span>
      </span>
    </FilterField>
  );
}


interface DateFilterProps {
  /** YYYY-MM-DD from the URL. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/**
 * 'Datum svatby': the browser's date field (its own picker, no antd), today or later, as YYYY-MM-DD in the URL.
 * What is typed reaches the URL only as a whole date from today on: typing the year passes through 0002, 0020…
 */
function DateFilter({ value, onChange }: DateFilterProps) {
  const [text, setText] = useState(value ?? '');
  // Back / forward or a reset changed the URL.
  useEffect(() => setText(value ?? ''), [value]);
  // Prague's today, as the server renders the page.
  const min = pragueToday();
  const choose = (next: string) => {
    setText(next);
    if (next === '') {
      if (value !== undefined) onChange(undefined);
    } else if (next >= min && next !== value) {
      onChange(next);
    }
  };
  return (
    <FilterField htmlFor="providers-wedding-date" label="Datum svatby">
      <span className="ui-field ui-input list-filter__date">
        <input
          id="providers-wedding-date"
          type="date"
          className="ui-input__control"
          min={min}
          value={text}
          onChange={(event) => choose(event.target.value)}
        />
        {text !== '' && (
          <button type="button" className="ui-input__clear" aria-label="Vymazat datum" onClick={() => choose('')}>
            <CloseCircleFilled aria-hidden="true" />
          </button>
        )}
      </span>
    </FilterField>
  );
}

/**
 * A supplier's card with its shortlist heart. Memoized: a filter's change re-renders the page (its URL), and the cards
 * shown until the next page arrives need not render again inside that tap.
 */
const CatalogueCard = memo(function CatalogueCard({
  provider,
  categoryNames,
}: {
  provider: PublicProviderDto;
  categoryNames: ReadonlyMap<string, string>;
}) {
  return (
    <ProviderCard
      provider={provider}
      headingLevel={2}
      categoryNames={categoryNames}
      action={<ShortlistHeart providerId={provider.id} providerName={provider.businessName} />}
    />
  );
});

/**
 * /dodavatele: the public supplier list with server-side search, filters (category, service area,
 * price range), sort and pagination, all kept in the URL (hledat, kategorie, oblast, cenaOd, cenaDo,
 * razeni, strana). Cards link to /portfolio?provider={id}.
 */
export default function ProvidersPage() {
  const { params, update } = useListParams<ParamName>(LIST_PARAMS);
  const filters = useMemo(() => readFilters(params), [params]);
  const activeCount = countActiveFilters(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);

  // The price inputs reach the URL once typing stops (Enter commits at once).
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

  // Reference data of the filters and the cards.
  const categories = useCategoryLookup();
  const categoryOptions = useCategoryOptions();
  const areaOptions = useLocationOptions('id');

  // The filters as a definition: each field and its URL parameter.
  const fields: FilterFieldDefinition<ParamName>[] = [
    searchFilter(PARAMS.search, filters.search, 'Název nebo popis dodavatele…', SEARCH_DEBOUNCE_MS),
    categoryFilter(PARAMS.category, filters.category, categoryOptions),
    {
      kind: 'select',
      name: 'area',
      param: PARAMS.area,
      label: 'Oblast působení',
      placeholder: 'Celá ČR',
      value: filters.area,
      options: areaOptions,
      noneValue: WHOLE_COUNTRY_AREA,
    },
    {
      kind: 'custom',
      name: 'price',
      params: [PARAMS.priceMin, PARAMS.priceMax],
      onReset: () => {
        setMinText('');
        setMaxText('');
      },
      node: (
        <>
          <PriceFilter id="providers-price-min" label="Cena od" placeholder="0" value={minText} onChange={setMinText} onCommit={flushMin} />
          <PriceFilter
            id="providers-price-max"
            label="Cena do"
            placeholder="Bez omezení"
            value={maxText}
            onChange={setMaxText}
            onCommit={flushMax}
          />
        </>
      ),
    },
    {
      kind: 'custom',
      name: 'wedding-date',
      params: [PARAMS.weddingDate],
      node: <DateFilter value={filters.weddingDate} onChange={(day) => update({ [PARAMS.weddingDate]: day })} />,
    },
  ];
  const filterState = useListFilters(fields, update);

  // The list.
  const list = useProvidersListQuery(toListArg(filters));
  const paged = usePagedList(list, filters.page, PAGE_SIZE, update, PARAMS.page);
  const { total } = paged;

  return (
    <div className="page providers-page">
      {/* The home page's services section is #sluzby (the spec's '#services' does not exist). */}
      <BackLink to={href.home('sluzby')}>Zpět na služby</BackLink>
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

      <ListFilters
        id="providers"
        label="Filtry dodavatelů"
        state={filterState}
        open={filtersOpen}
        activeCount={activeCount}
        columns={4}
        onClose={closeFilters}
      />

      {filters.weddingDate && (
        <p className="providers-date-note" role="note">
          {`Dodavatele obsazené ${formatDate(filters.weddingDate)} jsme skryli. U ostatních vidíte „Termín volný“, „Termín na dotaz“, ` +
            'nebo „Termín neuveden“, když dodavatel den v kalendáři nevyplnil: takový termín si ověřte přímo u něj.'}
        </p>
      )}

      <ListResults
        titleId="providers-title"
        list={list}
        paged={paged}
        page={filters.page}
        pageSize={PAGE_SIZE}
        texts={{ loadError: 'Dodavatele se nepodařilo načíst', loading: 'Načítání dodavatelů…', pagination: 'Stránkování dodavatelů' }}
        skeleton={() => <ProviderCardSkeleton />}
        empty={
          activeCount > 0 ? (
            <ListEmpty title="Žádní dodavatelé nevyhovují filtru">
              <p>Zkuste upravit hledaný výraz, cenu nebo zrušit některý z filtrů.</p>
              <PlainButton variant="primary" onClick={filterState.reset}>
                Zobrazit všechny dodavatele
              </PlainButton>
            </ListEmpty>
          ) : (
            <ListEmpty title="Žádní registrovaní dodavatelé">
              <p>Zatím tu nejsou žádní dodavatelé. Nabízíte svatební služby? Registrace je zdarma.</p>
              <PlainLinkButton to={paths.providerRegistration} variant="primary">
                Registrovat se jako dodavatel
              </PlainLinkButton>
            </ListEmpty>
          )
        }
        itemKind="provider"
        renderItem={(provider) => <CatalogueCard provider={provider} categoryNames={categories.names} />}
      />

      {/* Below the list: no shift of the first screen. */}
      <p className="providers-figures-link">
        Kolik páry za služby obvykle platí a jak rychle přijde první nabídka? <Link to={paths.figures}>Svatby v číslech</Link>
      </p>
    </div>
  );
}
