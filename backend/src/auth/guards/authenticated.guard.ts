import { applyDecorators, CanActivate, ExecutionContext, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/http/api-error.dto';
import '../request-augment';
import type { FastifyRequest } from 'fastify';

/** The 401 of every signed-in-only route (ProviderGuard's too). */
export const SIGN_IN_REQUIRED = 'Pro tuto akci se musíte přihlásit';

/** Lets through requests whose session holds a signed-in user (Passport's deserialised `req.user`). */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.isAuthenticated?.() || !request.user) {
      throw new UnauthorizedException(SIGN_IN_REQUIRED);
    }
    return true;
  }
}

/** A signed-in-only controller or endpoint: AuthenticatedGuard plus its documentation (the session cookie, 401). */
export function SignedIn() {
  return applyDecorators(
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ type: ApiErrorDto, description: `'${SIGN_IN_REQUIRED}'` }),
    UseGuards(AuthenticatedGuard),
  );
}
