import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { Location } from 'react-router-dom';

/**
 * The key a page's scroll position is stored under. The history entry's key by default, but every page opened by its
 * URL (a link in an e-mail, a typed address, a reload) has the key 'default': the confirmation and verification pages
 * opened at the previous page's position (issue 51). Such a page is keyed by its address instead. A new entry (a
 * link, navigate()) has no saved position and starts at the top; back and forward restore the entry's own position.
 */
export function scrollRestorationKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `url:${location.pathname}${location.search}` : location.key;
}

/** Where the positions outlive a reload (the tab's session only). */
export const SCROLL_POSITIONS_KEY = 'svatby.scroll-positions';

/** Positions kept at most: the oldest go first (a long session must not grow the tab's storage without end). */
const MAX_POSITIONS = 100;

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, unknown>;
    return new Map(Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  while (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value as string);
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // storage full or disabled: positions hold until the tab closes
  }
}

/**
 * The app's scroll restoration (the router runs without its data layer, whose <ScrollRestoration> needs it and weighs
 * on every page): a new page starts at the top or at its hash target, back and forward restore the entry's position,
 * a reload its own. Positions are taken from scroll events, so the page being left is not read after the next page
 * has replaced it (a shorter page would clamp it); a page left without scrolling keeps where it was opened.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollRestorationKey(location);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const positions = readPositions();
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash)) window.scrollTo(0, 0);

    let scrolled = false;
    let frame = 0;
    const onScroll = () => {
      scrolled = true;
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        positions.set(key, window.scrollY);
      });
    };
    const save = () => {
      const latest = readPositions();
      latest.delete(key);
      latest.set(key, scrolled ? (positions.get(key) ?? window.scrollY) : window.scrollY);
      writePositions(latest);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      if (frame) window.cancelAnimationFrame(frame);
      save();
    };
    // A new entry or a new address: the hash alone (a table of contents link) is a new entry too.
  }, [key, navigationType, location.hash]);

  return null;
}

/** Scrolls to the element the hash names; false when there is none. */
function scrollToHash(hash: string): boolean {
  if (hash.length < 2) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: the id as written
  }
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}
