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

  describe("TRUST_PROXY (issue 43, item 12): the forms of Express's trust proxy", () => {
    /** The client address proxy-addr finds (as Fastify does): from the socket leftwards while the hop is trusted. */
    const client = (value: string | undefined, socket: string, forwardedFor: string[]) => {
      const { trustProxy } = AppConfig.fromEnv(value === undefined ? {} : { TRUST_PROXY: value });
      const hops = [socket, ...[...forwardedFor].reverse()];
      let index = 0;
      while (index < hops.length - 1 && trustProxy.trusts(hops[index], index)) index += 1;
      return hops[index];
    };

    it('trusts nobody by default or with false, 0, off or an empty value', () => {
      for (const value of [undefined, 'false', '0', 'off', 'no', ' ']) {
        const { trustProxy } = AppConfig.fromEnv(value === undefined ? {} : { TRUST_PROXY: value });
        expect([trustProxy.enabled, trustProxy.fastifyOption, trustProxy.warning]).toEqual([false, false, null]);
        expect(client(value, '127.0.0.1', ['203.0.113.9'])).toBe('127.0.0.1');
      }
    });

    it('reads true as one hop (whoever connects) and warns; a hop count as that many', () => {
      const one = AppConfig.fromEnv({ TRUST_PROXY: 'true' }).trustProxy;
      expect(one.enabled).toBe(true);
      expect(one.warning).toContain('TRUST_PROXY=true trusts X-Forwarded-For from whoever connects (one hop)');
      // One hop: the right-most entry, whatever the peer.
      expect(client('true', '198.51.100.1', ['10.0.0.1', '203.0.113.9'])).toBe('203.0.113.9');
      expect(client('2', '198.51.100.1', ['10.0.0.1', '203.0.113.9'])).toBe('10.0.0.1');
      expect(AppConfig.fromEnv({ TRUST_PROXY: '2' }).trustProxy.warning).toContain('(2 hops)');
    });

    it('trusts only listed proxies (addresses, CIDR ranges, loopback / linklocal / uniquelocal): the client is the right-most other hop', () => {
      const list = '10.0.0.5, 172.16.0.0/12, fd00::/8';
      expect(AppConfig.fromEnv({ TRUST_PROXY: list }).trustProxy.warning).toBeNull();
      // Reached directly (the peer is not listed): the peer, whatever X-Forwarded-For says.
      expect(client(list, '198.51.100.1', ['203.0.113.9'])).toBe('198.51.100.1');
      // Through listed proxies: the right-most address that is not one of them.
      expect(client(list, '10.0.0.5', ['6.6.6.6', '203.0.113.9'])).toBe('203.0.113.9');
      expect(client(list, '::ffff:10.0.0.5', ['6.6.6.6', '203.0.113.9', '172.20.1.2'])).toBe('203.0.113.9');
      expect(client(list, 'fd12::1', ['2001:db8::7'])).toBe('2001:db8::7');
      expect(client('uniquelocal', '192.168.1.10', ['198.51.100.4'])).toBe('198.51.100.4');
      expect(client('loopback', '127.0.0.1', ['198.51.100.4'])).toBe('198.51.100.4');
      expect(client('loopback', '192.168.1.10', ['198.51.100.4'])).toBe('192.168.1.10');
      // Garbage a proxy passed on is never trusted: it cannot skip to an address further left.
      expect(client(list, '10.0.0.5', ['6.6.6.6', 'nonsense'])).toBe('nonsense');
    });

    it('refuses anything else, naming the variable and the bad entry', () => {
      for (const value of ['maybe', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.1,,10.0.0.2', '10.0.0.0/8/1', '33']) {
        expect(() => AppConfig.fromEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
      }
      expect(() => AppConfig.fromEnv({ TRUST_PROXY: '10.0.0.1, proxy.local' })).toThrow(/"proxy\.local" is neither an IP address/);
    });
  });

  it('caps event streams per address and per instance, configurable', () => {
    expect(AppConfig.fromEnv({}).eventStreams).toEqual({ perAddress: 20, max: 1000 });
    expect(AppConfig.fromEnv({ EVENT_STREAMS_PER_ADDRESS: '3', EVENT_STREAMS_MAX: '5' }).eventStreams).toEqual({ perAddress: 3, max: 5 });
    expect(() => AppConfig.fromEnv({ EVENT_STREAMS_PER_ADDRESS: '0' })).toThrow(/EVENT_STREAMS_PER_ADDRESS/);
    expect(() => AppConfig.fromEnv({ EVENT_STREAMS_MAX: 'mnoho' })).toThrow(/EVENT_STREAMS_MAX/);
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
