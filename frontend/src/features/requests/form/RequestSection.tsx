import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { AntdBoundary } from '../../../shared/antd/AntdBoundary';
import { PlainSkeleton } from '../../../shared/PlainSkeleton';
import { useNearViewport } from '../../../shared/useNearViewport';
import { HOME_LAZY_SECTION } from '../../../shared/homeLazySection';

/**
 * The form pulls DatePicker, Select and Form (and antd itself): its own chunk, fetched when the
 * section nears the viewport. Marked pure: the requests' index names this section, and a feature
 * importing the list parts from it must not load the section for its lazy() (see vite.config.ts).
 */
const RequestForm = /* @__PURE__ */ lazy(() => import('./RequestForm'));

/** The form's placeholder: still until the visitor comes near, then shimmering while it loads. */
export function RequestFormSkeleton({ loading = true }: { loading?: boolean }) {
  return (
    <div className="request-form request-form--loading" aria-busy={loading}>
      {loading && (
        <p className="sr-only" role="status">
          Načítáme formulář…
        </p>
      )}
      <div className="request-form__steps" aria-hidden="true">
        {[1, 2, 3].map((step) => (
          <div key={step} className="request-step request-step--placeholder">
            <PlainSkeleton rows={step === 1 ? 4 : 7} active={loading} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The request form section (#ai-form); the anchor exists at once, the form loads lazily. */
export function RequestSection() {
  const { hash } = useLocation();
  const [ref, near] = useNearViewport<HTMLElement>(hash === '#ai-form', HOME_LAZY_SECTION);

  return (
    <section id="ai-form" ref={ref} className="home-section request-section" aria-labelledby="request-title">
      <div className="home-section__inner">
        <header className="home-section__head">
          <h2 id="request-title" className="home-section__title">
            Zadejte poptávku zdarma
          </h2>
          <p className="home-section__lead">
            Tři krátké kroky a je hotovo. Ověření dodavatelé se vám ozvou s nabídkami sami, poptávka je
            zdarma a nezávazná.
          </p>
        </header>
        {near ? (
          <AntdBoundary fallback={<RequestFormSkeleton />}>
            <RequestForm />
          </AntdBoundary>
        ) : (
          <RequestFormSkeleton loading={false} />
        )}
      </div>
    </section>
  );
}
