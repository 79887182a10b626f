import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../../common/http/api-error.dto';
import { ViewerService } from '../viewer/viewer';
import { AuthenticatedGuard, SIGN_IN_REQUIRED } from './authenticated.guard';

/** The 403 of a provider-only route for a user without a provider profile. */
export const PROVIDER_ONLY = 'Tato akce je jen pro dodavatele';

/**
 * THE check for provider-only endpoints (availability, own portfolio, profile, offers): 401
 * without a session (AuthenticatedGuard's), 403 for a user without a provider profile. The profile
 * is the request's viewer (ViewerService: one lookup per request), which the handler takes with
 * @Viewer() (`viewer.provider` is set behind this guard).
 */
@Injectable()
export class ProviderGuard implements CanActivate {
  private readonly signedIn = new AuthenticatedGuard();

  constructor(private readonly viewers: ViewerService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    this.signedIn.canActivate(context);
    const viewer = await this.viewers.of(context.switchToHttp().getRequest<FastifyRequest>());
    if (!viewer.provider) throw new ForbiddenException(PROVIDER_ONLY);
    return true;
  }
}

/**
 * A provider-only endpoint: ProviderGuard plus its documentation (the session cookie, 401, 403).
 * `forbidden` describes the 403 when the handler adds its own reason (another provider's item).
 */
export function ProviderOnly(forbidden = `'${PROVIDER_ONLY}'`) {
  return applyDecorators(
    UseGuards(ProviderGuard),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ type: ApiErrorDto, description: `'${SIGN_IN_REQUIRED}'` }),
    ApiForbiddenResponse({ type: ApiErrorDto, description: forbidden }),
  );
}
