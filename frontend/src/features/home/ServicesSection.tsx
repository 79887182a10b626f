import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { lazy, memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCatalogCategoriesQuery } from '../../api';
import type { CategoryDto } from '../../api';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { afterNextFrame } from '../../shared/afterNextFrame';
import { CategoryIcon } from '../../shared/CategoryIcon';
import { formatNumber } from '../../shared/format/number';
import { plural } from '../../shared/format/text';
import { PlainButton } from '../../shared/PlainButton';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { hasServiceTypePage, serviceTypePath } from '../../shared/serviceTypePaths';
import {
  ALL_GROUPS,
  SERVICE_FORMS,
  SORT_OPTIONS,
  categoryGroups,
  filterCategories,
  suppliersHref,
} from '../../shared/catalogView';
import { czechCollator, prepareCzechCollator } from '../../shared/format/collator';
import type { CategorySort } from '../../shared/catalogView';

/** antd's Alert, loaded only when the catalogue fails. */
const LoadErrorAlert = lazy(() => import('./LoadErrorAlert'));

const CATEGORY_FORMS = ['kategorii', 'kategorie', 'kategorií'] as const;
const PROFESSIONAL_FORMS = ['profesionál', 'profesionálové', 'profesionálů'] as const;

/**
 * The section's lead with the real number of categories, the same as 'Zobrazit všechny služby (31)'
 * beside it ('více než 31' next to '(31)' contradicted it, issue 51).
 */
export function servicesLead(categories: number): string {
  return `Objevte ${formatNumber(categories)} ${plural(categories, CATEGORY_FORMS)} svatebních služeb od ověřených profesionálů`;
}

/**
 * A card's count of listed providers (the catalogue's count for the category, demo providers
 * included): none for 0 (never '0+'), exact under 10 ('3 profesionálové'), else rounded down to a
 * round figure with '+' ('20+ profesionálů'; exactly 20: '20 profesionálů').
 */
export function providerCountText(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const step = count < 10 ? 1 : count < 100 ? 10 : count < 1000 ? 50 : 100;
  const shown = Math.floor(count / step) * step;
  return `${formatNumber(shown)}${shown < count ? '+' : ''} ${plural(shown, PROFESSIONAL_FORMS)}`;
}

/** Placeholders shown in the grid while the catalogue loads (spec: 12). */
export const SERVICE_PLACEHOLDERS = 12;

/**
 * Cards shown before 'Zobrazit všechny služby' when nothing is searched: the full catalogue (~30
 * cards) would push the request form several screens down on a phone. A search always shows every
 * match, and 'Všechny služby' below always links every category.
 */
export const COLLAPSED_CARDS = 12;

/**
 * Home page services (#sluzby): search, group filter, sort, the card grid and 'Všechny služby'.
 * The controls, placeholders and buttons are native (styled like antd) so that antd stays out of the
 * initial JS of '/'; it loads with the lazy request form and pricing.
 */
export function ServicesSection() {
  // The catalogue's answer renders as a transition, in slices: the store's update alone would render
  // the cards and the list of every service in one task (React renders external store updates at once).
  const catalogue = useDeferredValue(useCatalogCategoriesQuery());
  // The catalogue is sorted with a Czech collator: build it after the next frame, on its own, not in
  // the middle of rendering the cards.
  useEffect(() => afterNextFrame(prepareCzechCollator), []);
  return <Services catalogue={catalogue} />;
}

type CatalogueQuery = ReturnType<typeof useCatalogCategoriesQuery>;

const Services = memo(function Services({ catalogue }: { catalogue: CatalogueQuery }) {
  const { data: categories, isLoading, isError, refetch, isFetching } = catalogue;
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState<string>(ALL_GROUPS);
  const [sort, setSort] = useState<CategorySort>('name');
  const [expanded, setExpanded] = useState(false);

  const all = useMemo(() => categories ?? [], [categories]);
  const groups = useMemo(() => categoryGroups(all), [all]);
  const visible = useMemo(() => filterCategories(all, { query, group, sort }), [all, query, group, sort]);
  const alphabetical = useMemo(() => [...all].sort((a, b) => czechCollator.compare(a.name, b.name)), [all]);
  const trimmedQuery = query.trim();
  const collapsible = !trimmedQuery && visible.length > COLLAPSED_CARDS;
  const cards = collapsible && !expanded ? visible.slice(0, COLLAPSED_CARDS) : visible;

  return (
    <section id="sluzby" className="home-section services" aria-labelledby="services-title">
      <div className="home-section__inner">
        <header className="home-section__head">
          <h2 id="services-title" className="home-section__title">
            Svatební služby
          </h2>
          <p className="home-section__lead services__lead">
            {categories && all.length > 0 ? servicesLead(all.length) : null}
          </p>
        </header>

        <div className="services__controls" role="search" aria-label="Hledání služeb">
          <div className="services__control services__control--search">
            <label className="services__label" htmlFor="services-search">
              Hledat službu
            </label>
            <span className="native-field native-field--icon">
              <SearchOutlined className="native-field__icon" aria-hidden="true" />
              <input
                id="services-search"
                type="search"
                className="native-field__control"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Co hledáte? (např. fotograf, catering, květiny...)"
                autoComplete="off"
                maxLength={100}
              />
            </span>
          </div>
          <div className="services__control">
            <label className="services__label" htmlFor="services-group">
              Skupina
            </label>
            <span className="native-field native-field--select">
              <select
                id="services-group"
                className="native-field__control"
                value={group}
                onChange={(event) => setGroup(event.target.value)}
              >
                <option value={ALL_GROUPS}>Všechny skupiny</option>
                {groups.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
              <DownOutlined className="native-field__arrow" aria-hidden="true" />
            </span>
          </div>
          <div className="services__control">
            <label className="services__label" htmlFor="services-sort">
              Řazení
            </label>
            <span className="native-field native-field--select">
              <select
                id="services-sort"
                className="native-field__control"
                value={sort}
                onChange={(event) => setSort(event.target.value as CategorySort)}
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <DownOutlined className="native-field__arrow" aria-hidden="true" />
            </span>
          </div>
        </div>

        {isLoading ? (
          <>
            <p className="sr-only" role="status">
              Načítáme služby…
            </p>
            <ul className="services__grid" aria-busy="true" aria-hidden="true">
              {Array.from({ length: SERVICE_PLACEHOLDERS }, (_, index) => (
                <li key={index} className="service-card service-card--placeholder" data-testid="service-placeholder">
                  <PlainSkeleton avatar rows={3} />
                </li>
              ))}
            </ul>
          </>
        ) : isError && !categories ? (
          <AntdBoundary>
            <LoadErrorAlert title="Služby se nepodařilo načíst." onRetry={() => refetch()} retrying={isFetching} />
          </AntdBoundary>
        ) : (
          <>
            {trimmedQuery && (
              <div className="services__results">
                <h3 className="services__results-title">{`Výsledky vyhledávání pro "${trimmedQuery}"`}</h3>
                <p role="status" className="services__results-count">
                  {`Nalezeno ${visible.length} ${plural(visible.length, SERVICE_FORMS)}`}
                </p>
              </div>
            )}
            {visible.length === 0 ? (
              <div className="services__empty">
                <SearchOutlined className="services__empty-icon" aria-hidden="true" />
                <p className="services__empty-title">Žádné výsledky</p>
                <p>Zkuste upravit hledaný výraz nebo procházejte kategorie níže</p>
              </div>
            ) : (
              <ul className="services__grid" id="services-grid" aria-label="Kategorie služeb">
                {cards.map((category) => (
                  <ServiceCard key={category.id} category={category} />
                ))}
              </ul>
            )}
            {collapsible && (
              <div className="services__more">
                <PlainButton
                  size="large"
                  aria-expanded={expanded}
                  aria-controls="services-grid"
                  onClick={() => setExpanded(!expanded)}
                >
                  {expanded ? 'Zobrazit méně' : `Zobrazit všechny služby (${visible.length})`}
                </PlainButton>
              </div>
            )}
            <nav className="services__all" aria-labelledby="all-services-title">
              <h3 id="all-services-title" className="services__all-title">
                Všechny služby
              </h3>
              <ul className="services__all-list">
                {alphabetical.map((category) => (
                  <li key={category.id}>
                    <Link to={suppliersHref(category.id)} className="services__all-link">
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
      </div>
    </section>
  );
});

/** A category card; the whole card is clickable through the (stretched) name link. */
function ServiceCard({ category }: { category: CategoryDto }) {
  const countText = providerCountText(category.providerCount);
  return (
    <li className="service-card">
      <div className="service-card__head">
        <span className="service-card__icon">
          <CategoryIcon name={category.icon} size={24} />
        </span>
        <div className="service-card__heading">
          <h3 className="service-card__name">
            <Link to={suppliersHref(category.id)} className="service-card__link">
              {category.name}
            </Link>
          </h3>
          {countText && <p className="service-card__count">{countText}</p>}
        </div>
      </div>
      <p className="service-card__desc">{category.description}</p>
      <div className="service-card__foot">
        <span className="service-card__group">{category.group}</span>
        <span className="service-card__price">{category.priceRange}</span>
        {hasServiceTypePage(category.id) && (
          <Link
            to={serviceTypePath(category.id)}
            className="service-card__type-link"
            aria-label={`Přehled poskytovatelů: ${category.name}`}
          >
            Přehled poskytovatelů
          </Link>
        )}
      </div>
    </li>
  );
}
