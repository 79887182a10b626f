import { useEffect, useRef } from 'react';

/**
 * Runs an e-mailed link's action (a POST with its token) once per page: React's development double
 * effect must not spend a single-use link twice. Nothing runs without a token.
 */
export function useLinkTokenAction(token: string, action: (token: string) => unknown): void {
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void action(token);
  }, [token, action]);
}
