import { Suspense, useContext } from 'react';
import type { ReactNode } from 'react';
import { antdProvider } from './antdProvider';
import { AntdScope } from './scope';

const AntdProvider = antdProvider.Component;

/**
 * Renders `children` inside antd's provider (theme, Czech locale, App for toasts), loading it on
 * first use; `fallback` shows while it (or a lazy child) loads. Inside another boundary it adds only
 * the Suspense.
 */
export function AntdBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const inside = useContext(AntdScope);
  if (inside) return <Suspense fallback={fallback}>{children}</Suspense>;
  return (
    <Suspense fallback={fallback}>
      <AntdProvider>{children}</AntdProvider>
    </Suspense>
  );
}
