import * as path from 'node:path';
import { AppConfig } from './app-config';
import { ROOT_DIR } from './paths';

describe('AppConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = AppConfig.fromEnv({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.embeddedPgDir).toMatch(/data\/postgres$/);
    expect(config.uploadsDir).toBe(path.join(ROOT_DIR, 'data', 'uploads'));
    expect(config.sendgrid).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.testLoginEnabled).toBe(true);
    expect(config.mailFrom).toEqual({ name: 'Svatby', email: 'noreply@svatby.cz' });
  });

  it('resolves UPLOADS_DIR against the repository root unless it is absolute', () => {
    expect(AppConfig.fromEnv({ UPLOADS_DIR: 'var/obrazky' }).uploadsDir).toBe(path.join(ROOT_DIR, 'var', 'obrazky'));
    expect(AppConfig.fromEnv({ UPLOADS_DIR: '/srv/svatby/uploads' }).uploadsDir).toBe('/srv/svatby/uploads');
    expect(AppConfig.fromEnv({ UPLOADS_DIR: '  ' }).uploadsDir).toBe(path.join(ROOT_DIR, 'data', 'uploads'));
  });

  it('names the variable when a value is invalid', () => {
    expect(() => AppConfig.fromEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => AppConfig.fromEnv({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(() => AppConfig.fromEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => AppConfig.fromEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps the rate limits within the shared counters\' integer column (the messages\' day window is ten times the minute)', () => {
    // 10^9 a minute made the day window 10^10: every sync of the counters failed (out of range for type integer).
    expect(() => AppConfig.fromEnv({ MESSAGE_RATE_LIMIT_PER_MINUTE: '1000000000' })).toThrow(/MESSAGE_RATE_LIMIT_PER_MINUTE/);
    expect(() => AppConfig.fromEnv({ RATE_LIMIT_PER_MINUTE: '3000000000' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    const lifted = AppConfig.fromEnv({ RATE_LIMIT_PER_MINUTE: '100000000', MESSAGE_RATE_LIMIT_PER_MINUTE: '100000000' });
    expect([lifted.rateLimitPerMinute, lifted.messageRateLimitPerMinute]).toEqual([100_000_000, 100_000_000]);
  });

  it('requires a session secret in production and never enables test login there', () => {
    expect(() => AppConfig.fromEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    const config = AppConfig.fromEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      ENABLE_TEST_LOGIN: 'true',
      PAYMENTS_OFFLINE: 'true',
    });
    expect(config.testLoginEnabled).toBe(false);
  });

  it('seeds demo data by default only outside production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PAYMENTS_OFFLINE: 'true' };
    expect(AppConfig.fromEnv({}).seedDemo).toBe(true);
    expect(AppConfig.fromEnv(production).seedDemo).toBe(false);
    expect(AppConfig.fromEnv({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(AppConfig.fromEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('listens only on this machine outside production unless HOST says otherwise', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PAYMENTS_OFFLINE: 'true' };
    expect(AppConfig.fromEnv({}).host).toBe('127.0.0.1');
    expect(AppConfig.fromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(AppConfig.fromEnv(production).host).toBe('0.0.0.0');
    expect(AppConfig.fromEnv({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('wants both admin variables or neither, and Google only with id and secret', () => {
    expect(() => AppConfig.fromEnv({ ADMIN_EMAIL: 'a@b.cz' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(AppConfig.fromEnv({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
    expect(AppConfig.fromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
    });
    expect(AppConfig.fromEnv({ APP_URL: 'https://svatby.cz/' }).googleCallbackUrl).toBe(
      'https://svatby.cz/api/auth/google/callback',
    );
  });

  it('turns on OpenAI only with a key, keeps model and timeout, and validates the timeout', () => {
    const offline = AppConfig.fromEnv({});
    expect(offline.openai).toBeUndefined();
    expect(offline.openaiModel).toBe('gpt-4o-mini');
    expect(offline.openaiTimeoutMs).toBe(20000);
    expect(AppConfig.fromEnv({ OPENAI_API_KEY: '  ' }).openai).toBeUndefined();

    expect(AppConfig.fromEnv({ OPENAI_API_KEY: 'sk-x' }).openai).toEqual({
      apiKey: 'sk-x',
      model: 'gpt-4o-mini',
      baseUrl: undefined,
      timeoutMs: 20000,
    });
    expect(
      AppConfig.fromEnv({
        OPENAI_API_KEY: 'sk-x',
        OPENAI_MODEL: 'gpt-4.1-mini',
        OPENAI_BASE_URL: 'http://127.0.0.1:4010/v1/',
        OPENAI_TIMEOUT_MS: '1500',
      }).openai,
    ).toEqual({ apiKey: 'sk-x', model: 'gpt-4.1-mini', baseUrl: 'http://127.0.0.1:4010/v1', timeoutMs: 1500 });

    expect(() => AppConfig.fromEnv({ OPENAI_TIMEOUT_MS: '500' })).toThrow(/OPENAI_TIMEOUT_MS/);
    expect(() => AppConfig.fromEnv({ OPENAI_TIMEOUT_MS: '200000' })).toThrow(/OPENAI_TIMEOUT_MS/);
    expect(() => AppConfig.fromEnv({ OPENAI_TIMEOUT_MS: '1.5s' })).toThrow(/OPENAI_TIMEOUT_MS/);
    expect(() => AppConfig.fromEnv({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
  });

  it('sends contact messages to CONTACT_EMAIL, else the admin, else podpora@svatby.cz', () => {
    expect(AppConfig.fromEnv({}).contactEmail).toBe('podpora@svatby.cz');
    expect(AppConfig.fromEnv({ ADMIN_EMAIL: 'Spravce@Svatby.cz', ADMIN_PASSWORD: 'heslo-spravce' }).contactEmail).toBe('spravce@svatby.cz');
    expect(
      AppConfig.fromEnv({ CONTACT_EMAIL: 'info@svatby.cz', ADMIN_EMAIL: 'spravce@svatby.cz', ADMIN_PASSWORD: 'heslo-spravce' }).contactEmail,
    ).toBe('info@svatby.cz');
    expect(AppConfig.fromEnv({ CONTACT_EMAIL: ' ' }).contactEmail).toBe('podpora@svatby.cz');
    expect(() => AppConfig.fromEnv({ CONTACT_EMAIL: 'podpora' })).toThrow(/CONTACT_EMAIL/);
  });
});
