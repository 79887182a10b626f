import { AppConfig } from './app-config';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

describe('AppConfig: Stripe', () => {
  it('uses the offline test gateway without keys', () => {
    expect(AppConfig.fromEnv({}).stripe).toBeUndefined();
    expect(AppConfig.fromEnv({ STRIPE_SECRET_KEY: ' ', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe).toBeUndefined();
  });

  it('turns Stripe on with all three keys, against Stripe itself unless STRIPE_API_URL is given', () => {
    expect(AppConfig.fromEnv(KEYS).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
      api: undefined,
    });
    expect(AppConfig.fromEnv({ ...KEYS, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(AppConfig.fromEnv({ ...KEYS, STRIPE_API_URL: 'https://stripe.internal' }).stripe?.api).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });

  it('refuses half a setup, naming what is missing', () => {
    expect(() => AppConfig.fromEnv({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('names the variable of a key in the wrong place or a bad URL', () => {
    expect(() => AppConfig.fromEnv({ ...KEYS, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => AppConfig.fromEnv({ ...KEYS, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => AppConfig.fromEnv({ ...KEYS, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => AppConfig.fromEnv({ ...KEYS, STRIPE_API_URL: 'localhost:12111' })).toThrow(/STRIPE_API_URL/);
  });
});

describe('AppConfig: payments in production', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), WEBHOOK_SECRET_KEY: 'ab'.repeat(32) };

  it('refuses the free test gateway on a production server unless PAYMENTS_OFFLINE=true', () => {
    expect(() => AppConfig.fromEnv(production)).toThrow(/PAYMENTS_OFFLINE=true/);
    expect(AppConfig.fromEnv({ ...production, PAYMENTS_OFFLINE: 'true' }).stripe).toBeUndefined();
    expect(AppConfig.fromEnv({ ...production, ...KEYS }).stripe?.secretKey).toBe('sk_test_abc123');
  });
});
