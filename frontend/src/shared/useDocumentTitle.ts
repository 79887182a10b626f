import { useEffect } from 'react';

export const SITE_TITLE = 'Svatby – svatební služby na jednom místě';

/** Sets the tab title to '{title} – Svatby' (or the site title) while the page is shown. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} – Svatby` : SITE_TITLE;
  }, [title]);
}
