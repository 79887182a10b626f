import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard, IAuthModuleOptions } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { safeReturnPath } from '../return-path';

/**
 * Google OAuth 2.0: the start route remembers where to return, the callback signs the user in.
 * Without configuration, or when Google reports an error, the browser goes back to /login.
 */
@Injectable()
export class GoogleAuthGuard extends AuthGuard('google') {
  private readonly logger = new Logger(GoogleAuthGuard.name);

  constructor(private readonly config: AppConfig) {
    super();
  }

  override getAuthenticateOptions(): IAuthModuleOptions {
    // Keep returnTo across the session regeneration that Passport does on login.
    return { keepSessionInfo: true, prompt: 'select_account' } as IAuthModuleOptions;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (!this.config.google) {
      response.redirect('/login?google=nenastaveno');
      return false;
    }
    const returnTo = typeof request.query.returnTo === 'string' ? safeReturnPath(request.query.returnTo) : null;
    if (returnTo && request.session) request.session.returnTo = returnTo;
    try {
      const authenticated = (await super.canActivate(context)) as boolean;
      if (authenticated && request.user) await super.logIn(request);
      return authenticated;
    } catch (error) {
      this.logger.warn(`Google sign-in failed: ${String(error)}`);
      response.redirect('/login?google=chyba');
      return false;
    }
  }
}
