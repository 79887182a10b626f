import { hkdfSync } from 'node:crypto';

/** 32 bytes as 64 hex digits, or as base64 (standard or url-safe, the padding optional): `openssl rand -base64 32`. */
export const WEBHOOK_SECRET_KEY_PATTERN = /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/;
const KEY_FORM = '32 bytes: 64 hex digits or base64 (openssl rand -base64 32)';
export const WEBHOOK_SECRET_KEY_MESSAGE = `WEBHOOK_SECRET_KEY must be ${KEY_FORM}`;

export interface WebhookSecretKeyVariables {
  WEBHOOK_SECRET_KEY?: string;
}

/**
 * The AES-256-GCM key of the webhook endpoints' signing secrets at rest (README "Configuration").
 * Required in production, as SESSION_SECRET is: a key derived from another secret would tie the
 * webhook secrets to the session cookie's (rotating one would make the others unreadable). Outside
 * production, unset: HKDF-SHA256 of the session secret, so a development database stays readable
 * across restarts without any setup.
 */
export function webhookSecretKey(vars: WebhookSecretKeyVariables, isProduction: boolean, sessionSecret: string): Buffer {
  const value = vars.WEBHOOK_SECRET_KEY;
  if (!value) {
    if (isProduction) throw new Error(`Invalid environment: WEBHOOK_SECRET_KEY is required when NODE_ENV=production (${KEY_FORM})`);
    return Buffer.from(hkdfSync('sha256', sessionSecret, 'svatby', 'svatby:webhook-secret-key:v1', 32));
  }
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value.replace(/\+/g, '-').replace(/\//g, '_'), 'base64url');
  // The pattern is checked first (fromEnv); this holds for a caller that skipped it.
  if (key.length !== 32) throw new Error(`Invalid environment: ${WEBHOOK_SECRET_KEY_MESSAGE}`);
  return key;
}
