import type { NearViewportOptions } from './useNearViewport';

/**
 * A portfolio's calendar and reviews load 200 px ahead of the viewport, without awaiting a first move:
 * a short portfolio shows them on a desktop's first screen.
 */
export const PORTFOLIO_LAZY_SECTION: NearViewportOptions = { margin: '200px 0px' };
