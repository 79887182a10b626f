import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import '../types/express-augment';
import type { Request } from 'express';

/** 401 without a session, 403 without the admin role; the texts are the spec's. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.isAuthenticated?.() || !request.user) {
      throw new UnauthorizedException('Authentication required');
    }
    if (!request.user.isAdmin) {
      throw new ForbiddenException('Admin access required');
    }
    return true;
  }
}
