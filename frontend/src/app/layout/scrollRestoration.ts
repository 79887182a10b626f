import type { Location } from 'react-router-dom';

/**
 * The key <ScrollRestoration> stores a page's scroll position under. React Router's default is the history
 * entry's key, but every page opened by its URL (a link in an e-mail, a typed address, a reload) has the
 * key 'default': the confirmation and verification pages opened at the previous page's position (issue 51).
 * Such a page is keyed by its address instead. A new entry (a link, navigate()) has no saved position and
 * starts at the top; back and forward restore the entry's own position.
 */
export function scrollRestorationKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `url:${location.pathname}${location.search}` : location.key;
}
