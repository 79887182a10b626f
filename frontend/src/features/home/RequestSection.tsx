import { Skeleton } from 'antd';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The form pulls DatePicker, Select and Form: its own chunk, fetched when the section nears the viewport. */
const RequestForm = lazy(() => import('./RequestForm'));

/** How far below the viewport the section starts loading the form. */
const PRELOAD_MARGIN = '800px 0px';

/** Whether the section is (nearly) visible; true at once without IntersectionObserver or for #ai-form. */
function useNearViewport<T extends Element>(immediately: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => immediately || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    if (immediately) {
      setNear(true);
      return;
    }
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, immediately]);
  return [ref, near] as const;
}

export function RequestFormSkeleton() {
  return (
    <div className="request-form request-form--loading" aria-busy="true">
      <p className="sr-only" role="status">
        Načítáme formulář…
      </p>
      <div className="request-form__steps" aria-hidden="true">
        {[1, 2, 3].map((step) => (
          <div key={step} className="request-step request-step--placeholder">
            <Skeleton active title paragraph={{ rows: step === 1 ? 4 : 7 }} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The request form section (#ai-form); the anchor exists at once, the form loads lazily. */
export function RequestSection() {
  const { hash } = useLocation();
  const [ref, near] = useNearViewport<HTMLElement>(hash === '#ai-form');

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
          <Suspense fallback={<RequestFormSkeleton />}>
            <RequestForm />
          </Suspense>
        ) : (
          <RequestFormSkeleton />
        )}
      </div>
    </section>
  );
}
