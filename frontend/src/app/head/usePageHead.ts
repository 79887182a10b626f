import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageHeadQuery } from '../../api';
import { applyPageHead } from './applyPageHead';

/**
 * Keeps the document's head (title, description, canonical, social preview, structured data) on the
 * page shown. The server wrote the first page's head into its HTML, so nothing is asked until the
 * first client navigation; from then on every page (the first one too, on the way back) asks
 * GET /api/page-head, the one home of the heads. A failed answer leaves the head as it is.
 */
export function usePageHead(): void {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  const [servedPath] = useState(path);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && path !== servedPath) setNavigated(true);

  // currentData: this path's answer only, never the previous page's while this one loads.
  const { currentData: head } = usePageHeadQuery({ path }, { skip: !navigated });
  useEffect(() => {
    if (head) applyPageHead(head);
  }, [head]);
}
