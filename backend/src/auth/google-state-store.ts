import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { appendSetCookie, clearCookie, type PassportRequest } from '../common/http/node-http';
import { safeReturnPath } from './return-path';

/** The round trip's cookie: sent only to the Google routes, for ten minutes, never stored server-side. */
export const GOOGLE_STATE_COOKIE = 'svatby.oauth';
const COOKIE_PATH = '/api/auth/google';
const MAX_AGE_MS = 10 * 60_000;

/** What the app carries across Google's round trip besides the state check. */
export interface GoogleRoundTrip {
  returnTo: string | null;
}

interface Pending extends GoogleRoundTrip {
  /** The `state` sent to Google. */
  handle: string;
  /** PKCE's code_verifier (RFC 7636). */
  verifier: string;
}

type StoreCallback = (error: Error | null, handle?: string) => void;
type VerifyCallback = (error: Error | null, verifier: string | false, state?: GoogleRoundTrip | { message: string }) => void;

const equal = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * passport-oauth2's state store for Google sign-in with `state` and PKCE: a random state, the PKCE
 * code verifier and the return path travel in a signed, HttpOnly, SameSite=Lax cookie of ten
 * minutes instead of the session. The callback must bring the state the same browser was given
 * (login CSRF), and a visitor who starts and never comes back leaves no session row behind.
 */
export class SignedCookieStateStore {
  private readonly key: Buffer;

  constructor(
    sessionSecret: string,
    private readonly secure: boolean,
  ) {
    this.key = createHmac('sha256', sessionSecret).update('svatby:google-oauth-state').digest();
  }

  /** Called by passport-oauth2 (five arguments: the PKCE form) before it redirects to Google. */
  store(request: PassportRequest, verifier: string, state: unknown, _meta: unknown, callback: StoreCallback): void {
    const returnTo = typeof (state as GoogleRoundTrip | undefined)?.returnTo === 'string' ? safeReturnPath((state as GoogleRoundTrip).returnTo!) : null;
    const pending: Pending = { handle: randomBytes(24).toString('base64url'), verifier, returnTo };
    const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
    appendSetCookie(
      request.res,
      serializeCookie(GOOGLE_STATE_COOKIE, `${payload}.${this.sign(payload)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.secure,
        maxAge: MAX_AGE_MS / 1000,
        expires: new Date(Date.now() + MAX_AGE_MS),
        path: COOKIE_PATH,
      }),
    );
    callback(null, pending.handle);
  }

  /** Called on Google's callback: the state must match this browser's cookie, which is used up. */
  verify(request: PassportRequest, providedState: string, callback: VerifyCallback): void {
    const value = parseCookies(request.headers.cookie ?? '')[GOOGLE_STATE_COOKIE];
    clearCookie(request.res, GOOGLE_STATE_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.secure });
    const pending = value ? this.read(value) : null;
    if (!pending || typeof providedState !== 'string' || !equal(pending.handle, providedState)) {
      return callback(null, false, { message: 'Invalid authorization request state.' });
    }
    callback(null, pending.verifier, { returnTo: pending.returnTo });
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private read(value: string): Pending | null {
    const [payload, signature] = value.split('.');
    if (!payload || !signature || !equal(signature, this.sign(payload))) return null;
    try {
      const pending = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Pending;
      return typeof pending.handle === 'string' && typeof pending.verifier === 'string' ? pending : null;
    } catch {
      return null;
    }
  }
}
