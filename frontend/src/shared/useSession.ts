import { createContext, useContext, useMemo, useRef } from 'react';
import { useAuthSessionQuery } from '../api';
import { displayName } from './account';
import type { SessionDto, UserDto } from '../api';

export interface Session {
  /** The signed-in user, or null for a visitor. */
  user: UserDto | null;
  isAuthenticated: boolean;
  /** True until the first session fetch has answered (show a spinner, not the visitor UI). */
  isLoading: boolean;
  /** From GET /api/session; false for a visitor and on errors. */
  isAdmin: boolean;
  isAdminLoading: boolean;
  /** The signed-in user has a provider profile (the session's provider); false for a visitor, a couple, an admin. */
  isProvider: boolean;
  /** How the top bar shows the user: a provider by the company name and profile image, others by name or e-mail. */
  identity: { name: string; imageUrl: string | null };
}

/**
 * Reads the session from the server in one call, GET /api/session (the user, whether an admin, the
 * provider profile's name, image and plan): a visitor when it answers no user, and on any failure (no
 * message is shown). Used once, by SessionProvider: a query in the error state is fetched again by
 * every new subscriber, so pages read the context instead. Its cache tags (api/index.ts) are those of
 * everything it holds, so a login, a logout, a profile edit or a plan change asks it again.
 */
export function useSessionQuery(): Session {
  const sessionQuery = useAuthSessionQuery();
  // RTK Query reports isLoading again when a failed query is refetched (e.g. after login
  // invalidates 'User'); only the very first answer counts as loading the session, otherwise the
  // page would be swapped for a spinner (and unmounted) in the middle of a login.
  const settled = useRef(false);
  if (!sessionQuery.isUninitialized && !sessionQuery.isLoading) settled.current = true;
  const answer = sessionQuery.isSuccess ? sessionQuery.data : undefined;
  const isLoading = !settled.current;
  // One object per distinct session: the layout defers rendering a new one (useDeferredValue).
  return useMemo(() => sessionOf(answer, isLoading), [answer, isLoading]);
}

/** The session of GET /api/session's answer (undefined: not answered, or failed: a visitor); the server's render uses it too. */
export function sessionOf(answer: SessionDto | undefined, isLoading = false): Session {
  const user = answer?.user ?? null;
  // The company name and image of a provider account (null for the others).
  const provider = user ? (answer?.provider ?? null) : null;
  const isAdmin = user !== null && answer?.isAdmin === true;
  return {
    user,
    isAuthenticated: user !== null,
    isLoading,
    isAdmin,
    // The session answers who is an admin with the user: nothing more to wait for once it has answered.
    isAdminLoading: isLoading,
    isProvider: provider !== null,
    identity: { name: displayName(user, provider), imageUrl: provider?.profileImageUrl ?? user?.profileImageUrl ?? null },
  };
}

export const SessionContext = createContext<Session | null>(null);

/** A visitor's session once known: what the server renders a visitor's page with (src/server). */
export const VISITOR_SESSION: Session = sessionOf(undefined);

/** The current session (provided by SessionProvider in the app layout). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
