import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import '../types/request-augment';
import type { FastifyRequest } from 'fastify';
import type { User } from '../../auth/entities/user.entity';

/** The signed-in user, or undefined for a visitor. Pair with AuthenticatedGuard where a user is required. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): User | undefined => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return request.user;
});
