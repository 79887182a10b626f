import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard, IAuthModuleOptions } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import type { GoogleRoundTrip } from '../google-state-store';
import { safeReturnPath } from '../return-path';
import { markSignedIn } from '../session-login';

/**
 * Google OAuth 2.0: the start route sends the return path along the round trip (in the state
 * cookie, GoogleStrategy), the callback signs the user in. Without configuration, or when Google
 * reports an error or the state does not match, the browser goes back to /login.
 */
@Injectable()
export class GoogleAuthGuard extends AuthGuard('google') {
  private readonly logger = new Logger(GoogleAuthGuard.name);

  constructor(private readonly config: AppConfig) {
    super();
  }

  override getAuthenticateOptions(context: ExecutionContext): IAuthModuleOptions {
    const request = context.switchToHttp().getRequest<Request>();
    const returnTo = typeof request.query.returnTo === 'string' ? safeReturnPath(request.query.returnTo) : null;
    // `state` here is what the state store keeps for the callback, beside its own random value.
    return { prompt: 'select_account', state: { returnTo } satisfies GoogleRoundTrip } as IAuthModuleOptions;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (!this.config.google) {
      response.redirect('/login?google=nenastaveno');
      return false;
    }
    try {
      const authenticated = (await super.canActivate(context)) as boolean;
      if (authenticated && request.user) {
        await super.logIn(request);
        markSignedIn(request);
      }
      return authenticated;
    } catch (error) {
      this.logger.warn(`Google sign-in failed: ${String(error)}`);
      response.redirect('/login?google=chyba');
      return false;
    }
  }
}
