import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { rememberSessionCookieSignatures } from './session-cookie-signatures';

/** The cookie-signature express-session itself uses (its own copy). */
const signature = createRequire(require.resolve('express-session'))('cookie-signature') as {
  sign(value: string, secret: string): string;
  unsign(signed: string, secret: string): string | false;
};
const SECRET = 'tajne-heslo-relace-0123456789abcdef';
/** The signature as cookie-signature makes it. */
const expected = (value: string, secret = SECRET) =>
  `${value}.${crypto.createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`;

describe('rememberSessionCookieSignatures', () => {
  const remembered = rememberSessionCookieSignatures(3);

  afterEach(() => jest.restoreAllMocks());

  it("signs and checks as express-session's cookie-signature does, and a second time without an HMAC", () => {
    const cookie = expected('relace-1');
    const hmac = jest.spyOn(crypto, 'createHmac');
    expect(signature.sign('relace-1', SECRET)).toBe(cookie);
    expect(signature.unsign(cookie, SECRET)).toBe('relace-1');
    const made = hmac.mock.calls.length;
    expect(made).toBeGreaterThan(0);

    expect(signature.sign('relace-1', SECRET)).toBe(cookie);
    expect(signature.unsign(cookie, SECRET)).toBe('relace-1');
    expect(hmac.mock.calls.length).toBe(made);
  });

  it('refuses a forged or re-used signature every time, and keeps nothing for it', () => {
    const forged = `relace-2.${'A'.repeat(43)}`;
    const otherSecret = expected('relace-2', 'jine-tajemstvi');
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(signature.unsign(forged, SECRET)).toBe(false);
      expect(signature.unsign(otherSecret, SECRET)).toBe(false);
    }
    // Signed for its own secret, it is valid there (the secret is part of what is remembered).
    expect(signature.unsign(otherSecret, 'jine-tajemstvi')).toBe('relace-2');
  });

  it('stays bounded: two generations of the entries used lately', () => {
    for (let index = 0; index < 20; index++) expect(signature.unsign(expected(`relace-dalsi-${index}`), SECRET)).toBe(`relace-dalsi-${index}`);
    // Two maps (signed, checked) of two generations of at most 3 each.
    expect(remembered.size).toBeLessThanOrEqual(12);
  });
});
