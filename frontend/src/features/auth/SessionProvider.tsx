import type { ReactNode } from 'react';
import { SessionContext, useSessionQuery } from './useSession';

/** Holds the one subscription to the session queries and shares the result with the pages. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
