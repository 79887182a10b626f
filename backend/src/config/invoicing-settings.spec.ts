import { AppConfig } from './app-config';

describe('invoicing configuration', () => {
  const env = (vars: Record<string, string>) => AppConfig.fromEnv({ NODE_ENV: 'test', ...vars });

  it('has a checksum-valid development seller, a VAT payer at 21 %, and ARES offline outside production', () => {
    const config = env({});
    expect(config.invoicing).toEqual({
      seller: { name: 'Svatby s.r.o.', address: 'Vinohradská 12, 120 00 Praha 2', ico: '12345679', dic: 'CZ12345679', email: null },
      vatPayer: true,
      vatRate: 21,
      sellerIsDefault: true,
    });
    expect(config.ares).toEqual({ apiUrl: undefined, timeoutMs: 5000 });
  });

  it('reads INVOICE_SELLER_*, the VAT mode and ARES_API_URL', () => {
    const config = env({
      INVOICE_SELLER_NAME: 'Provoz s.r.o.',
      INVOICE_SELLER_ADDRESS: 'Náměstí 1, 500 03 Hradec Králové',
      INVOICE_SELLER_ICO: '27082440',
      INVOICE_VAT_PAYER: 'false',
      INVOICE_VAT_RATE: '12',
      ARES_API_URL: 'http://127.0.0.1:9999/rest/',
      ARES_TIMEOUT_MS: '800',
    });
    expect(config.invoicing).toMatchObject({ seller: { name: 'Provoz s.r.o.', ico: '27082440', dic: null }, vatPayer: false, vatRate: 12, sellerIsDefault: false });
    expect(config.ares).toEqual({ apiUrl: 'http://127.0.0.1:9999/rest', timeoutMs: 800 });
  });

  it('stops at start on a bad IČO checksum, a malformed DIČ, or a payer without DIČ', () => {
    expect(() => env({ INVOICE_SELLER_ICO: '27082441', INVOICE_VAT_PAYER: 'false' })).toThrow(/INVOICE_SELLER_ICO/);
    expect(() => env({ INVOICE_SELLER_ICO: '27082440', INVOICE_SELLER_DIC: 'SK123' })).toThrow(/INVOICE_SELLER_DIC must be/);
    expect(() => env({ INVOICE_SELLER_ICO: '27082440' })).toThrow(/INVOICE_SELLER_DIC is required/);
  });

  it('uses ARES’s public API in production', () => {
    const config = AppConfig.fromEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), WEBHOOK_SECRET_KEY: 'ab'.repeat(32), PAYMENTS_OFFLINE: 'true' });
    expect(config.ares.apiUrl).toBe('https://ares.gov.cz/ekonomicke-subjekty-v-be/rest');
  });
});
