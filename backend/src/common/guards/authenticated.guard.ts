import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import '../types/express-augment';
import type { Request } from 'express';

/** Lets through requests whose session holds a signed-in user (Passport's deserialised `req.user`). */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.isAuthenticated?.() || !request.user) {
      throw new UnauthorizedException('Pro tuto akci se musíte přihlásit');
    }
    return true;
  }
}
