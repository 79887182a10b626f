import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMarketFiguresQuery } from '../../api';
import type { MarketFigureDto } from '../../api';
import { plural } from '../../shared/format';
import { GLOSSARY } from '../../shared/glossary';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { NativeSelect } from '../../shared/ui/NativeSelect';
import { paths } from '../../shared/paths';
import { formatMinutes, formatPrice, formatRefreshed, formatShare, TOO_FEW } from './figuresFormat';
import './figures.css';

// Only when the figures cannot be loaded: the notice and its icons are no part of the page's first load.
const RetryAlert = lazy(() => import('../../shared/RetryAlert').then((module) => ({ default: module.RetryAlert })));

/** The query parameter of the area (as /dodavatele has ?kategorie=). */
export const REGION_PARAM = 'oblast';
export const WHOLE_COUNTRY = 'cela-cr';
export const FIGURES_TITLE = 'Svatby v číslech';

/** The area asked for in the address: a slug, else the whole country (the API refuses unknown ones). */
export function regionOf(params: URLSearchParams): string {
  const region = params.get(REGION_PARAM) ?? '';
  return /^[a-z0-9-]{1,64}$/.test(region) ? region : WHOLE_COUNTRY;
}

function TooFew({ reason }: { reason: string }) {
  return (
    <span className="figures__too-few" title={reason}>
      {TOO_FEW}
    </span>
  );
}

function FigureRow({ row, minRequests, minAccepted }: { row: MarketFigureDto; minRequests: number; minAccepted: number }) {
  const fewRequests = `Méně než ${minRequests} ${plural(minRequests, GLOSSARY.request.forms)} (${row.requestsCount})`;
  const fewAccepted = `Méně než ${minAccepted} přijatých nabídek (${row.acceptedCount})`;
  return (
    <tr>
      <th scope="row">{row.categoryName}</th>
      <td>{row.providersActive}</td>
      <td>{row.medianFirstOfferMinutes !== null ? formatMinutes(row.medianFirstOfferMinutes) : <TooFew reason={fewRequests} />}</td>
      <td>{row.shareTwoOffers48h !== null ? formatShare(row.shareTwoOffers48h) : <TooFew reason={fewRequests} />}</td>
      <td>{row.priceMedian !== null ? formatPrice(row.priceMedian) : <TooFew reason={fewAccepted} />}</td>
      <td>
        {row.priceP25 !== null && row.priceP75 !== null ? (
          `${formatPrice(row.priceP25)} – ${formatPrice(row.priceP75)}`
        ) : (
          <TooFew reason={fewAccepted} />
        )}
      </td>
    </tr>
  );
}

/**
 * /v-cislech, "Svatby v číslech" (issue 47): per category in the whole country or a region, the active
 * providers, the median time to the first offer, the share of requests with two offers within 48 hours and
 * the typical accepted prices, from GET /api/market-figures (the hourly job's table). Plain HTML and CSS,
 * rendered on the server for visitors (server/firstScreen.tsx): a phone paints it from the HTML.
 */
export default function FiguresPage() {
  const [params, setParams] = useSearchParams();
  const region = regionOf(params);
  const query = useMarketFiguresQuery({ region });
  const figures = query.data;
  const regionName = figures?.regions.find((option) => option.id === region)?.name;

  const chooseRegion = (value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (!value || value === WHOLE_COUNTRY) next.delete(REGION_PARAM);
    else next.set(REGION_PARAM, value);
    setParams(next);
  };

  return (
    <div className="page figures">
      <header className="figures__header">
        <h1 className="page__title">{FIGURES_TITLE}</h1>
        <p className="figures__lead">
          Jak rychle páry dostávají nabídky, kolik dodavatelů v oboru působí a kolik se za svatební služby skutečně platí. Počítáme
          z poptávek a nabídek na Svatby za posledních 12 měsíců a čísla obnovujeme každou hodinu.
        </p>
      </header>

      {/* A plain GET form: the area can be chosen before (or without) the page's scripts. */}
      <form className="figures__filter" method="get" action={paths.figures} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="figures-region">Oblast</label>
        <NativeSelect
          id="figures-region"
          value={region}
          options={(figures?.regions ?? [{ id: WHOLE_COUNTRY, name: 'Celá ČR' }]).map((option) => ({ value: option.id, label: option.name }))}
          onChange={chooseRegion}
        />
        <noscript>
          <button type="submit">Zobrazit</button>
        </noscript>
      </form>

      {query.isLoading && <PlainSkeleton rows={6} />}
      {query.isError && (
        <Suspense fallback={null}>
          <RetryAlert title="Čísla se nepodařilo načíst" error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
        </Suspense>
      )}
      {figures && figures.refreshedAt === null && (
        <p className="figures__empty">Zatím tu žádná čísla nejsou: počítáme je každou hodinu z poptávek a nabídek za posledních 12 měsíců.</p>
      )}
      {figures && figures.refreshedAt !== null && (
        <>
          <p className="figures__updated">
            {regionName ?? 'Celá ČR'} · aktualizováno <time dateTime={figures.refreshedAt}>{formatRefreshed(figures.refreshedAt)}</time>
          </p>
          <div className="figures__scroll" role="region" aria-label={`Čísla podle oborů: ${regionName ?? 'Celá ČR'}`} tabIndex={0}>
            <table className="figures__table">
              <thead>
                <tr>
                  <th scope="col">Obor</th>
                  <th scope="col">Aktivní dodavatelé</th>
                  <th scope="col">První nabídka (medián)</th>
                  <th scope="col">Poptávky se 2+ nabídkami do 48 h</th>
                  <th scope="col">Typická cena (medián)</th>
                  <th scope="col">Běžné rozpětí cen</th>
                </tr>
              </thead>
              <tbody>
                {figures.rows.map((row) => (
                  <FigureRow
                    key={row.categoryId}
                    row={row}
                    minRequests={figures.minimums.requestsForTiming}
                    minAccepted={figures.minimums.acceptedOffersForPrices}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <section className="figures__method" aria-labelledby="figures-method">
            <h2 id="figures-method">Jak čísla počítáme</h2>
            <ul>
              <li>Aktivní dodavatelé: dodavatelé v katalogu, kteří obor nabízejí a v oblasti působí (nebo působí po celé ČR).</li>
              <li>
                První nabídka: medián doby od zveřejnění poptávky do první nabídky. Podíl poptávek se dvěma a více nabídkami do 48 hodin.
                Obojí jen tam, kde je aspoň {figures.minimums.requestsForTiming} poptávek.
              </li>
              <li>
                Typická cena: medián cen přijatých nabídek, rozpětí je mezi prvním a třetím kvartilem (polovina přijatých cen leží uvnitř).
                Jen tam, kde je aspoň {figures.minimums.acceptedOffersForPrices} přijatých nabídek; jinak píšeme „{TOO_FEW}“.
              </li>
              <li>
                Data jsou volně k použití s uvedením zdroje Svatby. Hledáte dodavatele? <Link to={paths.providers}>Projděte katalog</Link>.
              </li>
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
