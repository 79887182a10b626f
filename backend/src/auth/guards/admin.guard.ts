import { applyDecorators, CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/http/api-error.dto';
import '../request-augment';
import type { FastifyRequest } from 'fastify';

/** 401 without a session, 403 without the admin role; the texts are the spec's. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.isAuthenticated?.() || !request.user) {
      throw new UnauthorizedException('Authentication required');
    }
    if (!request.user.isAdmin) {
      throw new ForbiddenException('Admin access required');
    }
    return true;
  }
}

/** An admin-only controller or endpoint: AdminGuard plus its documentation (the session cookie, 401, 403). */
export function AdminOnly() {
  return applyDecorators(
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ type: ApiErrorDto, description: "'Authentication required'" }),
    ApiForbiddenResponse({ type: ApiErrorDto, description: "'Admin access required'" }),
    UseGuards(AdminGuard),
  );
}
