import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { decryptSecret, encryptSecret, isEncryptedSecret, SECRET_UNREADABLE, WebhookSecretCipher } from './secret-cipher';
import { newWebhookSecret } from './webhook-rules';

describe('webhook secret cipher (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const secret = newWebhookSecret();

  it('round-trips a secret, with a fresh IV each time and nothing of the clear value in the stored form', () => {
    const stored = encryptSecret(secret, key);
    expect(stored).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(isEncryptedSecret(stored)).toBe(true);
    expect(isEncryptedSecret(secret)).toBe(false);
    expect(stored).not.toContain(secret.slice(6));
    // Fits the column (varchar(200)).
    expect(stored.length).toBeLessThanOrEqual(200);
    expect(decryptSecret(stored, key)).toBe(secret);
    const again = encryptSecret(secret, key);
    expect(again).not.toBe(stored);
    expect(decryptSecret(again, key)).toBe(secret);
  });

  it('refuses a changed value: ciphertext, tag or IV', () => {
    const raw = Buffer.from(encryptSecret(secret, key).slice(3), 'base64url');
    for (const index of [0, 12, 28, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered[index] ^= 0x01;
      expect(() => decryptSecret(`v1:${altered.toString('base64url')}`, key)).toThrow(SECRET_UNREADABLE);
    }
    expect(() => decryptSecret(`v1:${raw.subarray(0, 28).toString('base64url')}`, key)).toThrow(SECRET_UNREADABLE);
  });

  it('refuses another key, and a value of no known version', () => {
    const stored = encryptSecret(secret, key);
    expect(() => decryptSecret(stored, randomBytes(32))).toThrow(SECRET_UNREADABLE);
    expect(() => decryptSecret(secret, key)).toThrow(/not in a known encrypted form/);
    expect(() => decryptSecret(`v2:${stored.slice(3)}`, key)).toThrow(/not in a known encrypted form/);
  });

  it('uses the configured key: a secret sealed under one WEBHOOK_SECRET_KEY is unreadable under another', () => {
    const one = new WebhookSecretCipher(AppConfig.fromEnv({ WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64') }));
    const other = new WebhookSecretCipher(AppConfig.fromEnv({ WEBHOOK_SECRET_KEY: randomBytes(32).toString('hex') }));
    const stored = one.encrypt(secret);
    expect(one.reveal(stored)).toBe(secret);
    expect(() => other.reveal(stored)).toThrow(SECRET_UNREADABLE);
    // A secret an older instance wrote in clear still signs until the next start encrypts it.
    expect(other.reveal(secret)).toBe(secret);
    expect(() => other.reveal('v9:abc')).toThrow(/not in a known encrypted form/);
  });
});
