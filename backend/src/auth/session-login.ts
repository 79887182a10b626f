import { ForbiddenException } from '@nestjs/common';
import './request-augment';
import { User } from './entities/user.entity';

/** A session ends this long after its sign-in, however active it is (the cookie's idle limit aside). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 3_600_000;
/** A sign-in this recent counts as the user's own presence for sensitive actions (re-authentication). */
export const RECENT_SIGN_IN_MS = 15 * 60_000;
export const REAUTHENTICATE_MESSAGE = 'Z bezpečnostních důvodů znovu zadejte své heslo.';

/**
 * Records the moment of a sign-in in the session (after Passport's logIn, which regenerated it): the
 * absolute lifetime and the re-authentication for sensitive actions count from it.
 */
export function markSignedIn(request: Express.Request): void {
  if (request.session) request.session.signedInAt = Date.now();
}

/** Passport's req.logIn as a promise; it regenerates the session id (session fixation). */
export async function logInSession(request: Express.Request, user: User): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    request.logIn(user, (error: unknown) => (error ? reject(error) : resolve()));
  });
  markSignedIn(request);
}

/** Whether the session's sign-in (or its last password confirmation) is within RECENT_SIGN_IN_MS. */
export function isRecentSignIn(request: Express.Request): boolean {
  const at = request.session?.signedInAt;
  return typeof at === 'number' && Date.now() - at <= RECENT_SIGN_IN_MS;
}

/**
 * 403 unless the sign-in is recent: `reauthenticate: true` tells the client to ask for the password
 * (POST /api/auth/confirm-password) and try again.
 */
export function requireRecentSignIn(request: Express.Request): void {
  if (!isRecentSignIn(request)) throw new ForbiddenException({ message: REAUTHENTICATE_MESSAGE, reauthenticate: true });
}

/** Ends the Passport login and destroys the server-side session (nothing to do for a visitor without one). */
export function logOutSession(request: Express.Request): Promise<void> {
  if (typeof request.logOut !== 'function') return Promise.resolve();
  return new Promise((resolve, reject) => {
    request.logOut((logoutError: unknown) => {
      if (logoutError) return reject(logoutError);
      if (!request.session) return resolve();
      request.session.destroy((destroyError: unknown) => (destroyError ? reject(destroyError) : resolve()));
    });
  });
}
