import { lazy } from 'react';
import type { ComponentType, JSX } from 'react';
import { AntdBoundary } from './antd/AntdBoundary';
import { useOpenedOnce } from './useOpenedOnce';

/**
 * A dialog whose code loads when it first opens (its form controls are no part of the page's first load), then
 * stays mounted, for its closing animation. `load` resolves to the component. On a plain page (no antd yet) the
 * dialog brings antd's provider along.
 */
export function lazyOnOpen<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyOnOpen(props: Props) {
    if (!useOpenedOnce(props.open)) return null;
    return (
      <AntdBoundary>
        <Dialog {...(props as Props & JSX.IntrinsicAttributes)} />
      </AntdBoundary>
    );
  };
}
