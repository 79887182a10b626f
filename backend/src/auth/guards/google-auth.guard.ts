import { ExecutionContext, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { IAuthModuleOptions } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import type { GoogleRoundTrip } from '../google-state-store';
import { safeReturnPath } from '../return-path';
import { markSignedIn } from '../session-login';
import { NodePassportGuard } from './node-passport.guard';

/**
 * Google OAuth 2.0: the start route sends the return path along the round trip (in the state
 * cookie, GoogleStrategy), the callback signs the user in. Without configuration, or when Google
 * reports an error or the state does not match, the browser goes back to /login.
 */
@Injectable()
export class GoogleAuthGuard extends NodePassportGuard('google') {
  private readonly logger = new Logger(GoogleAuthGuard.name);

  constructor(private readonly config: AppConfig) {
    super();
  }

  override getAuthenticateOptions(context: ExecutionContext): IAuthModuleOptions {
    const request = context.switchToHttp().getRequest<FastifyRequest<{ Querystring: { returnTo?: unknown } }>>();
    const returnTo = typeof request.query.returnTo === 'string' ? safeReturnPath(request.query.returnTo) : null;
    // `state` here is what the state store keeps for the callback, beside its own random value.
    return { prompt: 'select_account', state: { returnTo } satisfies GoogleRoundTrip } as IAuthModuleOptions;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const response = context.switchToHttp().getResponse<FastifyReply>();
    if (!this.config.google) {
      response.redirect('/login?google=nenastaveno', HttpStatus.FOUND);
      return false;
    }
    try {
      const authenticated = (await super.canActivate(context)) as boolean;
      if (authenticated && request.user) {
        await super.logIn(this.getRequest(context));
        markSignedIn(request);
      }
      return authenticated;
    } catch (error) {
      this.logger.warn(`Google sign-in failed: ${String(error)}`);
      response.redirect('/login?google=chyba', HttpStatus.FOUND);
      return false;
    }
  }
}
