import { SearchX } from 'lucide-react';
import { lazy, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useCatalogCategoriesQuery, useProvidersByTypeQuery } from '../../api';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { CategoryIcon } from '../../shared/CategoryIcon';
import { errorStatus } from '../../shared/errors';
import { PlainLinkButton } from '../../shared/PlainButton';
import { PageNumbers } from '../../shared/ui/PageNumbers';
import { ServiceProviderCard, ServiceProviderCardSkeleton } from './ServiceProviderCard';
import { FALLBACK_CATEGORIES, PAGE_PARAM, PAGE_SIZE, foundText, isServiceType, readPage, skeletonCount } from './serviceTypes';
import type { ServiceType } from './serviceTypes';
import { RetryAlert } from '../../shared/RetryAlert';
import './service-types.css';
import { href, paths } from '../../shared/paths';

// The router's 404 card is drawn with antd: it loads only for an unknown type (this page renders without antd).
const LazyNotFoundPage = lazy(() => import('../../shared/NotFoundPage'));

function NotFoundPage() {
  return (
    <AntdBoundary>
      <LazyNotFoundPage />
    </AntdBoundary>
  );
}

/** Smooth scroll to the bottom of the page (the registration call to action), unless motion is reduced. */
function scrollToBottom(focusTarget: HTMLElement | null) {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  focusTarget?.focus({ preventScroll: true });
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: reduced ? 'auto' : 'smooth' });
}

/** /services/{serviceType}: one of the six service types, else the router's 404 card. */
export default function ServiceTypePage() {
  const { serviceType } = useParams();
  if (!isServiceType(serviceType)) return <NotFoundPage />;
  return <ServiceTypeView key={serviceType} serviceType={serviceType} />;
}

function ServiceTypeView({ serviceType }: { serviceType: ServiceType }) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get(PAGE_PARAM));
  const { data: categories } = useCatalogCategoriesQuery();
  const category = categories?.find((item) => item.id === serviceType);
  const name = category?.name ?? FALLBACK_CATEGORIES[serviceType].name;
  const icon = category?.icon ?? FALLBACK_CATEGORIES[serviceType].icon;

  const list = useProvidersByTypeQuery({ serviceType, page, pageSize: PAGE_SIZE });
  const data = list.currentData;
  const items = data?.items ?? [];
  const total = data?.total ?? list.data?.total;
  const pageSize = data?.pageSize ?? PAGE_SIZE;
  const resultsRef = useRef<HTMLElement>(null);
  const ctaTitleRef = useRef<HTMLHeadingElement>(null);

  const goToPage = (next: number) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set(PAGE_PARAM, String(next));
        else updated.delete(PAGE_PARAM);
        return updated;
      },
      { replace: false },
    );
    const results = resultsRef.current;
    if (results && typeof results.scrollIntoView === 'function') results.scrollIntoView({ block: 'start' });
  };

  // A page past the end (the list shrank, or a hand-edited URL): show the last one.
  useEffect(() => {
    if (!data || data.items.length > 0 || data.total === 0 || page === 1) return;
    const last = Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE)));
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (last > 1) updated.set(PAGE_PARAM, String(last));
        else updated.delete(PAGE_PARAM);
        return updated;
      },
      { replace: true },
    );
  }, [data, page, setParams]);

  if (list.isError && errorStatus(list.error) === 404) return <NotFoundPage />;

  const firstPosition = ((data?.page ?? page) - 1) * pageSize + 1;

  return (
    <div className="page st-page">
      <header className="st-head">
        <span className="st-head__icon" aria-hidden="true">
          <CategoryIcon name={icon} size={32} />
        </span>
        <div className="st-head__text">
          <p className="st-head__eyebrow">Svatební služby</p>
          <h1 className="st-head__title">{name}</h1>
          <div className="st-head__count" aria-live="polite">
            {total !== undefined ? (
              <span className="st-count-pill">{foundText(total)}</span>
            ) : (
              <span className="st-head__count-skeleton" aria-hidden="true" />
            )}
          </div>
        </div>
      </header>
      {category?.description && <p className="st-head__lead">{category.description}</p>}

      <section ref={resultsRef} className="st-results" aria-label={`Poskytovatelé – ${name}`} aria-busy={list.isFetching}>
        {list.isError && !data ? (
          <RetryAlert title="Poskytovatele se nepodařilo načíst" error={list.error} onRetry={() => list.refetch()} />
        ) : !data ? (
          <>
            <p className="sr-only" role="status">
              Načítání poskytovatelů…
            </p>
            <ul className="st-grid" aria-hidden="true">
              {Array.from({ length: skeletonCount(category?.providerCount, page) }, (_, index) => (
                <li key={index}>
                  <ServiceProviderCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : items.length === 0 ? (
          data.total === 0 ? (
            <div className="st-empty">
              <SearchX className="st-empty__icon" size={40} aria-hidden="true" focusable="false" />
              <h2 className="st-empty__title">Žádní poskytovatelé nenalezeni</h2>
              <p>{`V kategorii ${name} zatím nemáme žádné poskytovatele. Zkuste to prosím později nebo si prohlédněte další svatební služby.`}</p>
              <PlainLinkButton to={href.home('sluzby')}>Prohlédnout svatební služby</PlainLinkButton>
            </div>
          ) : null
        ) : (
          <>
            <ul className={`st-grid${list.isFetching ? ' st-grid--refreshing' : ''}`}>
              {items.map((provider, index) => (
                <li key={provider.id}>
                  <ServiceProviderCard
                    provider={provider}
                    position={firstPosition + index}
                    onMoreInfo={() => scrollToBottom(ctaTitleRef.current)}
                  />
                </li>
              ))}
            </ul>
            {data.total > pageSize && (
              <nav className="st-pagination" aria-label="Stránkování poskytovatelů">
                <PageNumbers current={data.page} total={data.total} pageSize={pageSize} onChange={goToPage} />
              </nav>
            )}
          </>
        )}
      </section>

      <section className="st-cta" aria-labelledby="st-cta-title">
        <div className="st-cta__text">
          <h2 id="st-cta-title" ref={ctaTitleRef} className="st-cta__title" tabIndex={-1}>
            Jste dodavatel?
          </h2>
          <p>
            Nabízíte svatební služby? Zaregistrujte se zdarma, získejte profil v katalogu a oslovte páry, které právě
            plánují svatbu.
          </p>
        </div>
        <PlainLinkButton to={paths.providerRegistration} variant="primary" size="large" className="st-cta__button">
          Registrovat se jako dodavatel
        </PlainLinkButton>
      </section>
    </div>
  );
}
