import { API_TOKEN_FORMAT } from '../../auth/auth.api';
import { hashSecret, newSecret, shouldNoteUse, tokenState } from './api-token-rules';

describe('API token rules', () => {
  it('draws a svt_ secret of 32 random bytes that the bearer path accepts, with its prefix and hash', () => {
    const { secret, prefix, hash } = newSecret();
    expect(secret).toMatch(API_TOKEN_FORMAT);
    expect(prefix).toBe(secret.slice(0, 12));
    expect(prefix.startsWith('svt_')).toBe(true);
    expect(hash).toBe(hashSecret(secret));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newSecret().secret).not.toBe(secret);
  });

  it('tells active, expired and revoked tokens apart', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(tokenState({ revokedAt: null, expiresAt: null }, now)).toBe('active');
    expect(tokenState({ revokedAt: null, expiresAt: new Date('2026-11-29T12:00:01Z') }, now)).toBe('active');
    expect(tokenState({ revokedAt: null, expiresAt: new Date('2026-11-29T12:00:00Z') }, now)).toBe('expired');
    expect(tokenState({ revokedAt: new Date('2026-11-01T00:00:00Z'), expiresAt: null }, now)).toBe('revoked');
  });

  it('notes a use at most once a minute', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(shouldNoteUse(null, now)).toBe(true);
    expect(shouldNoteUse(new Date(now - 59_000), now)).toBe(false);
    expect(shouldNoteUse(new Date(now - 60_000), now)).toBe(true);
  });
});
