import { randomBytes } from 'node:crypto';
import { AppConfig } from './app-config';

describe('AppConfig: WEBHOOK_SECRET_KEY', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PAYMENTS_OFFLINE: 'true' };

  it('reads 32 bytes as base64 (standard, url-safe, unpadded) or hex', () => {
    const key = randomBytes(32);
    for (const value of [key.toString('base64'), key.toString('base64url'), key.toString('base64').replace(/=$/, ''), key.toString('hex')]) {
      expect(AppConfig.fromEnv({ WEBHOOK_SECRET_KEY: value }).webhookSecretKey.equals(key)).toBe(true);
    }
  });

  it('stops the start on a value that is not 32 bytes, naming the variable', () => {
    for (const value of [randomBytes(16).toString('base64'), randomBytes(31).toString('hex'), randomBytes(48).toString('base64'), 'heslo-heslo-heslo']) {
      expect(() => AppConfig.fromEnv({ WEBHOOK_SECRET_KEY: value })).toThrow(/WEBHOOK_SECRET_KEY must be 32 bytes/);
    }
  });

  it('is required in production, like SESSION_SECRET', () => {
    expect(() => AppConfig.fromEnv(production)).toThrow('Invalid environment: WEBHOOK_SECRET_KEY is required when NODE_ENV=production');
    const key = randomBytes(32).toString('base64');
    expect(AppConfig.fromEnv({ ...production, WEBHOOK_SECRET_KEY: key }).webhookSecretKey.toString('base64')).toBe(key);
  });

  it('outside production, unset: derived from the session secret (the same across restarts, another per secret)', () => {
    const derived = AppConfig.fromEnv({}).webhookSecretKey;
    expect(derived).toHaveLength(32);
    expect(AppConfig.fromEnv({ NODE_ENV: 'test' }).webhookSecretKey.equals(derived)).toBe(true);
    expect(AppConfig.fromEnv({ SESSION_SECRET: 'y'.repeat(40) }).webhookSecretKey.equals(derived)).toBe(false);
    expect(AppConfig.fromEnv({ WEBHOOK_SECRET_KEY: '' }).webhookSecretKey.equals(derived)).toBe(true);
  });
});
