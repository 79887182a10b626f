import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { PublicProviderDto } from '../../api';
import { AntdBoundary } from '../../shared/antd/AntdBoundary';
import { PlainButton } from '../../shared/PlainButton';
import { PlainSkeleton } from '../../shared/PlainSkeleton';
import { Spinner } from '../../shared/Spinner';
import { Notice } from '../../shared/ui/Notice';
import { useNearViewport } from '../../shared/useNearViewport';
import { useOpenedOnce } from '../../shared/useOpenedOnce';
import { PORTFOLIO_LAZY_SECTION } from '../../shared/portfolioLazySection';

/** The form (antd Form, Rate, Input) loads with antd when 'Přidat hodnocení' is clicked. */
const ReviewForm = lazy(() => import('./ReviewForm'));

/** The stats and the reviews: their code and data load when the section nears the viewport. */
const ReviewStatsAndList = lazy(() => import('./ReviewList'));

const FORM_ID = 'review-form';

/** The query of a booking's review link (mailed three days after the wedding): /portfolio?provider=12&rezervace={token}#hodnoceni. */
export const BOOKING_REVIEW_PARAM = 'rezervace';

/**
 * 'Hodnocení' of a public portfolio: the rating stats, the reviews (newest first, 'Načíst další')
 * and the review form behind 'Přidat hodnocení' / 'Zrušit'. A demo provider gets none of it and no
 * review call is made.
 */
export function ReviewsSection({ provider }: { provider: PublicProviderDto }) {
  // A booking's review link opens the form at once, for a review marked "Ověřená rezervace".
  const [searchParams, setSearchParams] = useSearchParams();
  const bookingToken = searchParams.get(BOOKING_REVIEW_PARAM) || undefined;
  const [formOpen, setFormOpen] = useState(Boolean(bookingToken) && !provider.isDemo);
  const formOpened = useOpenedOnce(formOpen);
  // A link to one review (the reply e-mail's '#hodnoceni-12') needs the list at once.
  const { hash } = useLocation();
  const [ref, near] = useNearViewport<HTMLElement>(hash.startsWith('#hodnoceni'), PORTFOLIO_LAZY_SECTION);
  /** After the booking's review: the link's token leaves the address (the form opens as usual again). */
  const done = () => {
    setFormOpen(false);
    if (bookingToken) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(BOOKING_REVIEW_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  };
  return (
    <section ref={ref} id="hodnoceni" className="portfolio-section" aria-labelledby="reviews-title">
      <div className="portfolio-section__head">
        <h2 id="reviews-title" className="portfolio-section__title">
          Hodnocení
        </h2>
        {!provider.isDemo && (
          <PlainButton
            variant={formOpen ? 'default' : 'primary'}
            aria-expanded={formOpen}
            aria-controls={formOpen ? FORM_ID : undefined}
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? 'Zrušit' : 'Přidat hodnocení'}
          </PlainButton>
        )}
      </div>

      {provider.isDemo ? (
        <Notice type="info" title="Hodnocení nedostupné" description="Hodnocení není dostupné pro ukázkové poskytovatele" />
      ) : (
        <>
          <p className="reviews-note">Zveřejňujeme jen hodnocení, jejichž autor potvrdil svůj e-mail odkazem, který jsme mu poslali.</p>
          {/* Mounted from the first opening on: the toast of a sent review (antd's App) outlives the closed form. */}
          {formOpened && (
            <AntdBoundary fallback={formOpen ? <ReviewFormLoading /> : null}>
              {formOpen && (
                <div className="portfolio-card review-form-card">
                  <ReviewForm id={FORM_ID} providerId={provider.id} bookingToken={bookingToken} onDone={done} />
                </div>
              )}
            </AntdBoundary>
          )}
          {near ? (
            <Suspense fallback={<ReviewsLoading />}>
              <ReviewStatsAndList providerId={provider.id} />
            </Suspense>
          ) : (
            <ReviewsLoading />
          )}
        </>
      )}
    </section>
  );
}

/** While the form (and antd) loads. */
function ReviewFormLoading() {
  return (
    <div id={FORM_ID} className="portfolio-card review-form-card" aria-busy="true">
      <p className="sr-only" role="status">
        Načítáme formulář…
      </p>
      <PlainSkeleton rows={6} />
    </div>
  );
}


/** The stats and the list's place while their code or data loads (ReviewList shows the same while its data loads). */
export function ReviewsLoading() {
  return (
    <div className="portfolio-loading" role="status">
      <Spinner />
      <span className="sr-only">Načítání hodnocení…</span>
    </div>
  );
}
