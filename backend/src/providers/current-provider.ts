import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../common/http/api-error.dto';
import '../common/types/request-augment';
import type { FastifyRequest } from 'fastify';
import { type Viewer, ViewerService } from './viewer';

/** The signed-in user's provider profile, as ProviderGuard found it. */
export interface CurrentProviderInfo {
  /** The provider profile id. */
  id: number;
  userId: number;
  isDemo: boolean;
}

export const PROVIDER_ONLY = 'Tato akce je jen pro dodavatele';

type ProviderRequest = FastifyRequest & { provider?: CurrentProviderInfo; viewer?: Viewer };

/**
 * THE check for provider-only endpoints (availability, own portfolio, profile): 401 without a
 * session (AuthenticatedGuard's text), 403 for a user without a provider profile. The profile is
 * the request's viewer (ViewerService: one lookup per request), handed to the handler through
 * @CurrentProvider() and @CurrentViewer().
 */
@Injectable()
export class ProviderGuard implements CanActivate {
  constructor(private readonly viewers: ViewerService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ProviderRequest>();
    if (!request.isAuthenticated?.() || !request.user) {
      throw new UnauthorizedException('Pro tuto akci se musíte přihlásit');
    }
    const viewer = await this.viewers.of(request);
    if (!viewer.provider) throw new ForbiddenException(PROVIDER_ONLY);
    request.viewer = viewer;
    request.provider = viewer.provider;
    return true;
  }
}

/** The signed-in provider; only behind ProviderGuard. */
export const CurrentProvider = createParamDecorator((_: unknown, context: ExecutionContext): CurrentProviderInfo => {
  const provider = context.switchToHttp().getRequest<ProviderRequest>().provider;
  if (!provider) throw new Error('@CurrentProvider() needs ProviderGuard on the route');
  return provider;
});

/**
 * A provider-only endpoint: ProviderGuard plus its documentation (the session cookie, 401, 403).
 * `forbidden` describes the 403 when the handler adds its own reason (another provider's item).
 */
export function ProviderOnly(forbidden = `'${PROVIDER_ONLY}'`) {
  return applyDecorators(
    UseGuards(ProviderGuard),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ type: ApiErrorDto, description: "'Pro tuto akci se musíte přihlásit'" }),
    ApiForbiddenResponse({ type: ApiErrorDto, description: forbidden }),
  );
}
