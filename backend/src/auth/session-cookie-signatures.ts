import { createRequire } from 'node:module';

interface CookieSignature {
  sign(value: string, secret: string): string;
  unsign(signed: string, secret: string): string | false;
}

/** A map of the entries used lately: two generations of at most `limit` each, the older dropped when the newer is full. */
class RecentMap<V> {
  private current = new Map<string, V>();
  private previous = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string): V | undefined {
    const found = this.current.get(key);
    if (found !== undefined) return found;
    const old = this.previous.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: string, value: V): void {
    if (this.current.size >= this.limit) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
  }

  get size(): number {
    return this.current.size + this.previous.size;
  }
}

/** What rememberSessionCookieSignatures keeps (for its test). */
export interface RememberedSignatures {
  readonly size: number;
}

let installed: { signed: RecentMap<string>; checked: RecentMap<string> } | null = null;

/**
 * express-session checks the session cookie's signature on every signed-in request and, rolling, signs it again on
 * every answer (cookie-signature 1.0: an HMAC-SHA256 each, and two SHA-1 to compare): the same session id each time,
 * about 45 µs of a small signed-in answer's 500 µs (Node makes its crypto objects slowly). Its cookie-signature (its
 * own copy) then answers the ids seen lately from memory: a signature made for an id, and an id whose signed cookie
 * was found valid. A cookie that fails the check is checked in full every time; both maps are bounded.
 */
export function rememberSessionCookieSignatures(limit = 10_000): RememberedSignatures {
  if (!installed) {
    const signature = createRequire(require.resolve('express-session'))('cookie-signature') as CookieSignature;
    const sign = signature.sign.bind(signature);
    const unsign = signature.unsign.bind(signature);
    const signed = new RecentMap<string>(limit);
    const checked = new RecentMap<string>(limit);
    // The secret is part of the key: a rotated secret signs anew.
    signature.sign = (value, secret) => {
      const key = `${secret}\u0000${value}`;
      const known = signed.get(key);
      if (known !== undefined) return known;
      const made = sign(value, secret);
      signed.set(key, made);
      return made;
    };
    signature.unsign = (input, secret) => {
      const key = `${secret}\u0000${input}`;
      const known = checked.get(key);
      if (known !== undefined) return known;
      const value = unsign(input, secret);
      if (value !== false) checked.set(key, value);
      return value;
    };
    installed = { signed, checked };
  }
  const { signed, checked } = installed;
  return {
    get size() {
      return signed.size + checked.size;
    },
  };
}
