import { lazy, Suspense } from 'react';
import { CardSkeleton } from '../../../shared/CardSkeleton';
import { useNearViewport } from '../../../shared/useNearViewport';
import './results.css';

const ResultsPanel = lazy(() => import('./ResultsPanel'));

/**
 * The dashboard's "Výsledky" section, below the first screen: only this frame is in the dashboard's
 * chunk; the panel (its data and recharts) loads when the section comes near the screen.
 */
export function ResultsSection() {
  const [ref, near] = useNearViewport<HTMLElement>(false, { margin: '300px' });
  const placeholder = <CardSkeleton className="results-skeleton" lines={['full', 'full', 'medium']} />;
  return (
    <section ref={ref} className="dashboard-card results-section" aria-labelledby="results-title">
      <div className="dashboard-card__head">
        <h2 id="results-title" className="dashboard-card__title">
          Výsledky
        </h2>
      </div>
      <p className="dashboard-card__lead">Co vám Svatby přinesly: od zobrazení profilu po potvrzené rezervace.</p>
      {near ? <Suspense fallback={placeholder}><ResultsPanel /></Suspense> : placeholder}
    </section>
  );
}
