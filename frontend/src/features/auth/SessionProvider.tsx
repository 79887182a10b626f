import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { rememberSignedIn } from '../../shared/bootHint';
import { SessionContext, useSessionQuery } from '../../shared/useSession';

/** Holds the one subscription to the session query (GET /api/session) and shares the result with the pages. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  const { isLoading, isAuthenticated } = session;
  useEffect(() => {
    if (!isLoading) rememberSignedIn(isAuthenticated);
  }, [isLoading, isAuthenticated]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
