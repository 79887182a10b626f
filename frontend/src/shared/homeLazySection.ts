import type { NearViewportOptions } from './useNearViewport';

/** The home page's sections below the first screen load after the visitor's first move, 800 px ahead. */
export const HOME_LAZY_SECTION: NearViewportOptions = { margin: '800px 0px', waitForInteraction: true };
