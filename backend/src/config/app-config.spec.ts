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

  it('keeps webhooks off private addresses unless WEBHOOKS_ALLOW_PRIVATE=true (development and tests)', () => {
    expect(AppConfig.fromEnv({}).webhooksAllowPrivate).toBe(false);
    expect(AppConfig.fromEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), WEBHOOK_SECRET_KEY: 'ab'.repeat(32), PAYMENTS_OFFLINE: 'true' }).webhooksAllowPrivate).toBe(false);
    expect(AppConfig.fromEnv({ WEBHOOKS_ALLOW_PRIVATE: 'true' }).webhooksAllowPrivate).toBe(true);
    expect(() => AppConfig.fromEnv({ WEBHOOKS_ALLOW_PRIVATE: 'možná' })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
  });

  it('resolves UPLOADS_DIR against the repository root unless it is absolute', () => {
    expect(AppConfig.fromEnv({ UPLOADS_DIR: 'var/obrazky' }).uploadsDir).toBe(path.join(ROOT_DIR, 'var', 'obrazky'));
    expect(AppConfig.fromEnv({ UPLOADS_DIR: '/srv/svatby/uploads' }).uploadsDir).toBe('/srv/svatby/uploads');
    expect(AppConfig.fromEnv({ UPLOADS_DIR: '  ' }).uploadsDir).toBe(path.join(ROOT_DIR, 'data', 'uploads'));
  });

  it('reads DATABASE_DIRECT_URL: a pooler in front when it differs from DATABASE_URL, never without DATABASE_URL', () => {
    expect(AppConfig.fromEnv({}).databasePooler).toEqual({ directUrl: undefined, transactionPooler: false });
    expect(AppConfig.fromEnv({ DATABASE_URL: 'postgres://db/svatby' }).databasePooler).toEqual({ directUrl: undefined, transactionPooler: false });
    const pooled = AppConfig.fromEnv({ DATABASE_URL: 'postgres://pgbouncer:6432/svatby', DATABASE_DIRECT_URL: 'postgres://db:5432/svatby' });
    expect(pooled.databasePooler).toEqual({ directUrl: 'postgres://db:5432/svatby', transactionPooler: true });
    const same = AppConfig.fromEnv({ DATABASE_URL: 'postgres://db/svatby', DATABASE_DIRECT_URL: 'postgres://db/svatby' });
    expect(same.databasePooler).toEqual({ directUrl: 'postgres://db/svatby', transactionPooler: false });
    expect(() => AppConfig.fromEnv({ DATABASE_URL: 'postgres://db/svatby', DATABASE_DIRECT_URL: 'db:5432' })).toThrow(/DATABASE_DIRECT_URL must be a postgres:\/\/ URL/);
    expect(() => AppConfig.fromEnv({ DATABASE_DIRECT_URL: 'postgres://db/svatby' })).toThrow(/DATABASE_DIRECT_URL needs DATABASE_URL/);
  });

  it('stores files locally by default and in a bucket with STORAGE_DRIVER=s3, naming what is missing or wrong (issue 48)', () => {
    const local = AppConfig.fromEnv({ UPLOADS_DIR: '/srv/u', ATTACHMENTS_DIR: '/srv/a' }).storage;
    expect(local).toEqual({ driver: 'local', uploadsDir: '/srv/u', attachmentsDir: '/srv/a', s3: undefined });
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'svatby-files', S3_PUBLIC_URL: 'https://cdn.svatby.cz/files/' };
    expect(AppConfig.fromEnv(s3).storage.s3).toEqual({
      endpoint: undefined,
      bucket: 'svatby-files',
      region: 'us-east-1',
      credentials: undefined,
      publicUrl: 'https://cdn.svatby.cz/files',
    });
    const minio = { ...s3, S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(AppConfig.fromEnv(minio).storage.s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    expect(() => AppConfig.fromEnv({ STORAGE_DRIVER: 'disk' })).toThrow(/STORAGE_DRIVER must be local or s3/);
    expect(() => AppConfig.fromEnv({ STORAGE_DRIVER: 's3' })).toThrow(/STORAGE_DRIVER=s3 needs S3_BUCKET and S3_PUBLIC_URL/);
    expect(() => AppConfig.fromEnv({ ...s3, S3_PUBLIC_URL: '' })).toThrow(/needs S3_PUBLIC_URL/);
    expect(() => AppConfig.fromEnv({ ...s3, S3_BUCKET: 'Svatby_Files' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => AppConfig.fromEnv({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => AppConfig.fromEnv({ ...s3, S3_PUBLIC_URL: 'cdn.svatby.cz' })).toThrow(/S3_PUBLIC_URL must be an http\(s\) URL/);
    expect(() => AppConfig.fromEnv({ ...s3, S3_REGION: 'EU Central' })).toThrow(/S3_REGION/);
    expect(() => AppConfig.fromEnv({ ...s3, S3_ACCESS_KEY_ID: 'k' })).toThrow(/set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), WEBHOOK_SECRET_KEY: 'ab'.repeat(32), PAYMENTS_OFFLINE: 'true', ...s3 };
    expect(AppConfig.fromEnv(production).storage.driver).toBe('s3');
    // An https site may not load http images; the compose demo on http://localhost may.
    const https = { ...production, APP_URL: 'https://svatby.cz' };
    expect(() => AppConfig.fromEnv({ ...https, S3_PUBLIC_URL: 'http://cdn.svatby.cz' })).toThrow(/S3_PUBLIC_URL must be an https URL/);
    const demo = { ...production, APP_URL: 'http://localhost:3000', S3_PUBLIC_URL: 'http://localhost:3000' };
    expect(AppConfig.fromEnv(demo).storage.s3?.publicUrl).toBe('http://localhost:3000');
  });

  it('names the variable when a value is invalid', () => {
    expect(() => AppConfig.fromEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => AppConfig.fromEnv({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(() => AppConfig.fromEnv({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => AppConfig.fromEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('takes DATABASE_REPLICA_URL only as a postgres URL beside DATABASE_URL (issue 48)', () => {
    const primary = 'postgres://svatby@db:5432/svatby';
    expect(AppConfig.fromEnv({ DATABASE_URL: primary }).databaseReplicaUrl).toBeUndefined();
    expect(AppConfig.fromEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'postgresql://svatby@replica:5432/svatby' }).databaseReplicaUrl).toBe(
      'postgresql://svatby@replica:5432/svatby',
    );
    expect(() => AppConfig.fromEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'replica:5432' })).toThrow(/DATABASE_REPLICA_URL/);
    expect(() => AppConfig.fromEnv({ DATABASE_REPLICA_URL: 'postgres://svatby@replica:5432/svatby' })).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
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
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
      ENABLE_TEST_LOGIN: 'true',
      PAYMENTS_OFFLINE: 'true',
    });
    expect(config.testLoginEnabled).toBe(false);
  });

  it('seeds demo data by default only outside production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), WEBHOOK_SECRET_KEY: 'ab'.repeat(32), PAYMENTS_OFFLINE: 'true' };
    expect(AppConfig.fromEnv({}).seedDemo).toBe(true);
    expect(AppConfig.fromEnv(production).seedDemo).toBe(false);
    expect(AppConfig.fromEnv({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(AppConfig.fromEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('listens only on this machine outside production unless HOST says otherwise', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), WEBHOOK_SECRET_KEY: 'ab'.repeat(32), PAYMENTS_OFFLINE: 'true' };
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

  it('logs JSON in production and pretty text elsewhere at LOG_LEVEL, and traces only with an OTLP endpoint (issue 48)', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), WEBHOOK_SECRET_KEY: 'ab'.repeat(32), PAYMENTS_OFFLINE: 'true' };
    expect(AppConfig.fromEnv({}).logging).toEqual({ format: 'pretty', level: 'info' });
    expect(AppConfig.fromEnv(production).logging).toEqual({ format: 'json', level: 'info' });
    expect(AppConfig.fromEnv({ ...production, LOG_FORMAT: 'pretty', LOG_LEVEL: 'debug' }).logging).toEqual({ format: 'pretty', level: 'debug' });
    expect(AppConfig.fromEnv({ LOG_FORMAT: '', LOG_LEVEL: '' }).logging).toEqual({ format: 'pretty', level: 'info' });
    expect(() => AppConfig.fromEnv({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT must be json or pretty/);
    expect(() => AppConfig.fromEnv({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace/);

    expect(AppConfig.fromEnv({}).tracing).toEqual({ endpoint: undefined, serviceName: 'svatby' });
    expect(AppConfig.fromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318/', OTEL_SERVICE_NAME: 'svatby-app1' }).tracing).toEqual({
      endpoint: 'http://otel-collector:4318',
      serviceName: 'svatby-app1',
    });
    expect(() => AppConfig.fromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/);
    expect(() => AppConfig.fromEnv({ OTEL_SERVICE_NAME: 'svatby app' })).toThrow(/OTEL_SERVICE_NAME/);
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

  it('keeps /metrics off by default; a token of 24+ characters and a port of its own turn it on (issue 48)', () => {
    expect(AppConfig.fromEnv({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(AppConfig.fromEnv({ METRICS_TOKEN: ' ', METRICS_PORT: '' }).metrics).toEqual({ token: undefined, port: undefined });
    const token = 'prometheus-scrape-token-2026';
    expect(AppConfig.fromEnv({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({ token, port: 9464 });

    expect(() => AppConfig.fromEnv({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN must be at least 24/);
    expect(() => AppConfig.fromEnv({ METRICS_TOKEN: 'a token with spaces in it, long enough' })).toThrow(/METRICS_TOKEN/);
    expect(() => AppConfig.fromEnv({ METRICS_PORT: 'abc' })).toThrow(/METRICS_PORT/);
    expect(() => AppConfig.fromEnv({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => AppConfig.fromEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => AppConfig.fromEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
  });
});
