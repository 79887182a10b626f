import { useCallback, useEffect, useRef, useState } from 'react';
import { api, useAppDispatch } from '../../../api';
import type { SubscriptionInfoDto } from '../../../api';
import { isRunning } from '../../../shared/subscriptionDisplay';

/** After a payment /subscribe asks for the subscription every 500 ms, at most 10 times (seed 001, section 7). */
export const VERIFY_INTERVAL_MS = 500;
export const VERIFY_ATTEMPTS = 10;

export type VerificationPhase = 'idle' | 'verifying' | 'timeout';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Paid when active; for an upgrade also on the new plan. */
export function isVerified(info: SubscriptionInfoDto, planId: string, upgrade: boolean): boolean {
  return isRunning(info) && (!upgrade || info.planId === planId);
}

/**
 * Polls GET /api/subscription/info (bypassing the cache) until the subscription is verified or the
 * attempts run out. `verify` resolves with the info once verified, or null on timeout / unmount;
 * `phase` drives the 'Ověřuji platbu...' and the timeout warning.
 */
export function usePaymentVerification() {
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<VerificationPhase>('idle');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const verify = useCallback(
    async (planId: string, upgrade: boolean): Promise<SubscriptionInfoDto | null> => {
      setPhase('verifying');
      for (let attempt = 0; attempt < VERIFY_ATTEMPTS; attempt += 1) {
        if (attempt > 0) await wait(VERIFY_INTERVAL_MS);
        if (!alive.current) return null;
        try {
          const info = await dispatch(
            api.endpoints.subscriptionInfo.initiate(undefined, { subscribe: false, forceRefetch: true }),
          ).unwrap();
          if (isVerified(info, planId, upgrade)) return info;
        } catch {
          // a failed check counts as an attempt; the next one may answer
        }
      }
      if (alive.current) setPhase('timeout');
      return null;
    },
    [dispatch],
  );

  const reset = useCallback(() => setPhase('idle'), []);

  return { phase, verify, reset };
}
