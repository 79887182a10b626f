import type { Request } from 'express';
import { User } from './entities/user.entity';

/** Passport's req.logIn as a promise; it regenerates the session id (session fixation). */
export function logInSession(request: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) => {
    request.logIn(user, (error: unknown) => (error ? reject(error) : resolve()));
  });
}

/** Ends the Passport login and destroys the server-side session. */
export function logOutSession(request: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    request.logOut((logoutError: unknown) => {
      if (logoutError) return reject(logoutError);
      if (!request.session) return resolve();
      request.session.destroy((destroyError: unknown) => (destroyError ? reject(destroyError) : resolve()));
    });
  });
}
