import type { User as AppUser } from './entities/user.entity';
import '../common/types/request-augment';

declare global {
  namespace Express {
    // Passport puts the deserialised account here.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AppUser {}

    interface Request {
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

export {};
