import { ExecutionContext, Type } from '@nestjs/common';
import { AuthGuard, IAuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { passportRequestOf, type NodeResponse, type PassportRequest } from '../../common/http/node-http';

/**
 * Passport's guard for strategy `type`, handing the strategies Node's request and response (as
 * Express does): Passport and the OAuth strategies redirect and set cookies on them, and the session
 * Passport logs into lives on the Node request (see node-http.ts).
 */
export function NodePassportGuard(type: string): Type<IAuthGuard> {
  class NodePassport extends AuthGuard(type) {
    override getRequest(context: ExecutionContext): PassportRequest {
      const http = context.switchToHttp();
      return passportRequestOf(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
    }

    getResponse(context: ExecutionContext): NodeResponse {
      return context.switchToHttp().getResponse<FastifyReply>().raw;
    }
  }
  return NodePassport;
}
