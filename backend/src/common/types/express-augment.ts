import type { User as AppUser } from '../../auth/entities/user.entity';

declare global {
  namespace Express {
    // Passport puts the deserialised account here.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AppUser {}

    interface Request {
      /** The request's id (request-id.middleware.ts), in the X-Request-Id header and error logs. */
      requestId?: string;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    /** Where to go after Google sign-in (a same-site path). */
    returnTo?: string;
  }
}

export {};
