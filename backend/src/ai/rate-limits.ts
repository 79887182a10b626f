/** Per-IP limits of the AI endpoints (DESIGN.md section 4): each call costs money at OpenAI. */
export const RATE_LIMITS = {
  ai: { default: { limit: 10, ttl: 60_000 } },
} as const;
