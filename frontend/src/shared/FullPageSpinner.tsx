import { Spinner } from './Spinner';

/** Centered spinner shown while the session or a lazy page loads. */
export function FullPageSpinner({ label = 'Načítání…' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spinner />
      <span className="sr-only">{label}</span>
    </div>
  );
}
