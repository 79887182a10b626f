import type { User as AppUser } from '../../auth/entities/user.entity';

declare global {
  namespace Express {
    // Passport puts the deserialised account here.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AppUser {}

    /**
     * What the Node request carries beside Node's own: the session and Passport's methods
     * (express-session, Passport) and these. Fastify's request reads them through (below).
     */
    interface Request {
      /** The request's id (request-id.middleware.ts), in the X-Request-Id header and error logs. */
      requestId?: string;
      /** A Google sign-in just cleared the password of an unverified account (AuthService.findOrCreateGoogleUser). */
      googlePasswordCleared?: boolean;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in or last confirmed the password (ms since epoch; session-login.ts). */
    signedInAt?: number;
  }
}

/**
 * The session, Passport and multer handlers run on the Node request (request.raw, through
 * @fastify/middie); Fastify's request reads and writes those properties through to it
 * (RAW_REQUEST_PROPERTIES, decorated in app.setup.ts).
 */
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyRequest extends Express.Request {}
}

export {};
