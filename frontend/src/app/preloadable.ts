import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** Any component, as React.lazy takes it. */
type AnyComponent = ComponentType<any>;

export interface Preloadable<T extends AnyComponent> {
  /** React.lazy of the module's default export. */
  Component: LazyExoticComponent<T>;
  /** Starts loading the module (once); resolves with it. */
  preload: () => Promise<{ default: T }>;
}

/**
 * React.lazy that can be loaded ahead, and renders at once when it has been: React.lazy alone
 * suspends on first render even for a loaded module (its import() promise resolves a tick later),
 * which shows the Suspense fallback for a moment.
 */
export function preloadable<T extends AnyComponent>(load: () => Promise<{ default: T }>): Preloadable<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // let a later render try again
        throw error;
      },
    ));
  // A thenable that calls back at once: React.lazy then renders the module without suspending.
  const Component = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: T }) => void) => resolve(loaded as { default: T }) } as Promise<{
          default: T;
        }>)
      : preload(),
  );
  return { Component, preload };
}
