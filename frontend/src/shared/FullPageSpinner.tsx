import { Spin } from 'antd';

/** Centered spinner shown while the session or a lazy page loads. */
export function FullPageSpinner({ label = 'Načítání…' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
