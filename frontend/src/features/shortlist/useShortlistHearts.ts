import { useCallback, useEffect } from 'react';
import {
  api,
  useAddToShortlistMutation,
  useAppDispatch,
  useRemoveFromShortlistMutation,
  useShortlistIdsQuery,
} from '../../api';
import { errorMessage } from '../../shared/errors';
import { notify } from '../../shared/ui/notify';
import { useSession } from '../../shared/useSession';
import { takePendingHeart } from './shortlistModel';

export type HeartViewer = 'visitor' | 'couple' | 'provider' | 'loading';

export interface ShortlistHearts {
  viewer: HeartViewer;
  /** The saved providers' ids (empty until they load; a visitor has none). */
  saved: ReadonlySet<number>;
  /** Whether `saved` is the couple's shortlist: its ids arrived (or failed to). */
  savedKnown: boolean;
  /** Saves or removes at once (optimistically), back on a failure with a Czech message. */
  toggle: (providerId: number) => Promise<void>;
}

const EMPTY: ReadonlySet<number> = new Set();

/** Whether this viewer keeps a shortlist: couples (and admins, who are no provider) do; a provider account does not. */
export function heartViewer(session: ReturnType<typeof useSession>): HeartViewer {
  if (session.isLoading) return 'loading';
  if (!session.isAuthenticated) return 'visitor';
  return session.isProvider ? 'provider' : 'couple';
}

/**
 * The hearts' shared state: one cached GET /api/shortlist/ids for every heart on the page, asked only in the
 * browser of a signed-in couple (the server renders a visitor's page: plain buttons, no request). A heart a
 * visitor clicked before signing in is saved by the first heart that mounts after the login.
 */
export function useShortlistHearts(): ShortlistHearts {
  const session = useSession();
  const viewer = heartViewer(session);
  const ids = useShortlistIdsQuery(undefined, { skip: viewer !== 'couple' });
  const dispatch = useAppDispatch();
  const [add] = useAddToShortlistMutation();
  const [remove] = useRemoveFromShortlistMutation();
  const saved = ids.data ? new Set(ids.data.providerIds) : EMPTY;

  const change = useCallback(
    async (providerId: number, save: boolean) => {
      const patch = dispatch(
        api.util.updateQueryData('shortlistIds', undefined, (draft) => {
          const rest = draft.providerIds.filter((id) => id !== providerId);
          draft.providerIds = save ? [...rest, providerId] : rest;
        }),
      );
      try {
        await (save ? add({ providerId }) : remove({ providerId })).unwrap();
      } catch (error) {
        patch.undo();
        void notify('error', {
          title: save ? 'Dodavatele se nepodařilo uložit do výběru' : 'Dodavatele se nepodařilo odebrat z výběru',
          description: errorMessage(error, 'Zkuste to prosím znovu.'),
        });
      }
    },
    [dispatch, add, remove],
  );

  // The heart clicked before the login: saved once the session is a couple's; a provider's login drops it.
  useEffect(() => {
    if (viewer !== 'couple' && viewer !== 'provider') return;
    const pending = takePendingHeart();
    if (pending !== null && viewer === 'couple') void change(pending, true);
  }, [viewer, change]);

  const toggle = useCallback((providerId: number) => change(providerId, !saved.has(providerId)), [change, saved]);
  return { viewer, saved, savedKnown: ids.data !== undefined || ids.isError, toggle };
}
