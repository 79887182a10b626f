import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import '../types/express-augment';
import type { Request } from 'express';
import type { User } from '../../auth/entities/user.entity';

/** The signed-in user, or undefined for a visitor. Pair with AuthenticatedGuard where a user is required. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): User | undefined => {
  const request = context.switchToHttp().getRequest<Request>();
  return request.user;
});
