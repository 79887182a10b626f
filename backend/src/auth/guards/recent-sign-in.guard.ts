import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../../common/http/api-error.dto';
import { REAUTHENTICATE_MESSAGE, requireRecentSignIn } from '../session-login';

/** 403 `{ reauthenticate: true }` unless the user signed in or confirmed the password in the last 15 minutes. */
@Injectable()
export class RecentSignInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    requireRecentSignIn(context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }
}

/**
 * A sensitive action (a backup download, deleting a provider): after the role checks, the password
 * again when the sign-in is older than 15 minutes (POST /api/auth/confirm-password, then retry).
 */
export function RecentSignIn() {
  return applyDecorators(
    ApiForbiddenResponse({ type: ApiErrorDto, description: `'${REAUTHENTICATE_MESSAGE}' with reauthenticate: true when the sign-in is older than 15 minutes` }),
    UseGuards(RecentSignInGuard),
  );
}
