/** Per-IP limits for the endpoints that guess or spam (DESIGN.md section 4). */
export const RATE_LIMITS = {
  login: { default: { limit: 10, ttl: 60_000 } },
  register: { default: { limit: 10, ttl: 3_600_000 } },
  forgotPassword: { default: { limit: 5, ttl: 900_000 } },
  resetPassword: { default: { limit: 10, ttl: 900_000 } },
  testLogin: { default: { limit: 30, ttl: 60_000 } },
  verifyEmail: { default: { limit: 10, ttl: 900_000 } },
  resendVerification: { default: { limit: 5, ttl: 3_600_000 } },
  changePassword: { default: { limit: 10, ttl: 900_000 } },
  // Each one posts to an address the account typed (issue 50): not a relay for whoever holds a session.
  webhookSend: { default: { limit: 30, ttl: 900_000 } },
} as const;
