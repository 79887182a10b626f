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
 * which shows the Suspense fallback for a moment. `load` shares one load and tries again after a
 * failure (the route table's loaders).
 */
export function preloadable<T extends AnyComponent>(load: () => Promise<{ default: T }>): Preloadable<T> {
  let loaded: { default: T } | undefined;
  const preload = () => load().then((module) => (loaded = module));
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
