import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of a link token, hex: what the database keeps instead of the token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new random link token (256 bits, URL-safe) and its hash (DESIGN.md section 4: tokens are stored hashed). */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
