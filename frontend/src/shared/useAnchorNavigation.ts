import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { href, paths } from './paths';

/** Home page anchors used by the navbar and the footer. */
export type HomeAnchor = 'sluzby' | 'jak-to-funguje' | 'pricing' | 'ai-form';

/** Delay before scrolling after navigating to the home page (spec: 100 ms). */
export const ANCHOR_SCROLL_DELAY_MS = 100;

export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior, block: 'start' });
  return true;
}

/**
 * Anchor rule: on '/' scroll directly (once rendered); elsewhere go to '/#anchor' and scroll smoothly after 100 ms
 * (the home page also scrolls to the hash once it has rendered).
 */
export function useAnchorNavigation() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (anchor: HomeAnchor) => {
      if (pathname === paths.home) {
        // Not rendered yet (the page draws its sections in steps while it starts): the URL points at
        // it, the page renders the rest at once and scrolls to it (see HomePage).
        if (!scrollToAnchor(anchor)) navigate(href.home(anchor));
        return;
      }
      navigate(href.home(anchor));
      window.setTimeout(() => scrollToAnchor(anchor), ANCHOR_SCROLL_DELAY_MS);
    },
    [navigate, pathname],
  );
}
