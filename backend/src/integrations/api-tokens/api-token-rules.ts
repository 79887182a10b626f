import { createHash, randomBytes } from 'node:crypto';

/** The Czech answers of the token endpoints. */
export const API_TOKEN_MESSAGES = {
  rolesOnly: 'API tokeny mohou vytvářet jen dodavatelé a správci.',
  tooMany: 'Můžete mít nejvýše 10 aktivních API tokenů. Nejdřív některý zneplatněte.',
  notFound: 'API token nebyl nalezen.',
  adminScope: 'Oprávnění admin:read může mít jen token správce.',
  revoked: 'API token byl zneplatněn.',
} as const;

/** Active (not revoked, not expired) tokens per account. */
export const MAX_ACTIVE_TOKENS = 10;
export const TOKEN_NAME_MAX = 80;
/** The longest expiry a token may be given (two years); none at all is allowed too. */
export const MAX_EXPIRY_DAYS = 731;
/** The characters of the secret the list shows: 'svt_' and 8 more. */
export const PREFIX_LENGTH = 12;

/** A new secret: svt_ and the base64url of 32 random bytes (43 characters), its list prefix and its hash. */
export function newSecret(): { secret: string; prefix: string; hash: string } {
  const secret = `svt_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, PREFIX_LENGTH), hash: hashSecret(secret) };
}

/** SHA-256, hex: the secret is 256 random bits, so a slow hash would add nothing but time per request. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export type ApiTokenState = 'active' | 'expired' | 'revoked';

export function tokenState(token: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()): ApiTokenState {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** A use is noted when none was in the last minute: no write per request. */
export const NOTE_USE_AFTER_MS = 60_000;
export const shouldNoteUse = (lastUsedAt: Date | null, now = Date.now()): boolean => !lastUsedAt || now - lastUsedAt.getTime() >= NOTE_USE_AFTER_MS;
