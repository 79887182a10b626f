import { lazy, useState } from 'react';
import type { ComponentType, JSX } from 'react';
import { AntdBoundary } from './antd/AntdBoundary';
import { usePaintedSince } from './usePaintedSince';

/**
 * A dialog whose code loads when it first opens (its form controls are no part of the page's first load), then
 * stays mounted, for its closing animation. `load` resolves to the component. On a plain page (no antd yet) the
 * dialog brings antd's provider along.
 */
export function lazyOnOpen<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyOnOpen(props: Props) {
    // Opened by a tap, it mounts once the tap's frame is painted, as a transition: its chunk, antd's provider and the
    // form's first render come after the answer to the tap (INP). Open from the start (a deep link), at once.
    const [openAtStart] = useState(props.open);
    const painted = usePaintedSince(props.open);
    if (!openAtStart && !painted) return null;
    return (
      <AntdBoundary>
        <Dialog {...(props as Props & JSX.IntrinsicAttributes)} />
      </AntdBoundary>
    );
  };
}
