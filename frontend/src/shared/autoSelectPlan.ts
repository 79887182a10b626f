/**
 * The plan a visitor chose on the home page's pricing (#pricing) before signing in, kept in session
 * storage under 'autoSelectPlan' (seed 000, section 4): the pricing section selects it again 1 s
 * after the visitor comes back, and /subscribe forgets it once checkout is reached.
 */

/** Session storage key: the plan a visitor chose on #pricing before signing in (seed 000, section 4). */
export const AUTO_SELECT_PLAN_KEY = 'autoSelectPlan';

/** The delay before the pricing section selects the remembered plan. */
export const AUTO_SELECT_DELAY_MS = 1000;

function sessionStore(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled
  }
}

export function rememberPlan(id: string): void {
  try {
    sessionStore()?.setItem(AUTO_SELECT_PLAN_KEY, id);
  } catch {
    // quota or privacy mode: the login still returns to /subscribe through its URL
  }
}

export function rememberedPlan(): string | null {
  try {
    return sessionStore()?.getItem(AUTO_SELECT_PLAN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function forgetPlan(): void {
  try {
    sessionStore()?.removeItem(AUTO_SELECT_PLAN_KEY);
  } catch {
    // nothing to forget
  }
}
