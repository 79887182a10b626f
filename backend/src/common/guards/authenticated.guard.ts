import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import '../types/request-augment';
import type { FastifyRequest } from 'fastify';

/** Lets through requests whose session holds a signed-in user (Passport's deserialised `req.user`). */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.isAuthenticated?.() || !request.user) {
      throw new UnauthorizedException('Pro tuto akci se musíte přihlásit');
    }
    return true;
  }
}
