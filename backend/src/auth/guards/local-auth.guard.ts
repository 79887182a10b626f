import { ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createValidationPipe } from '../../common/validation/validation-pipe';
import { LoginDto } from '../dto/login.dto';
import { markSignedIn } from '../session-login';
import { NodePassportGuard } from './node-passport.guard';

/**
 * Passport's local strategy behind the login route. Guards run before pipes, so the body is
 * validated here first: bad input gets the same Czech 400 as everywhere else, not a 401.
 * `logIn` regenerates the session (Passport >= 0.6), which prevents session fixation.
 */
@Injectable()
export class LocalAuthGuard extends NodePassportGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.body = await this.validation.transform(request.body, { type: 'body', metatype: LoginDto });
    const authenticated = (await super.canActivate(context)) as boolean;
    await super.logIn(this.getRequest(context));
    markSignedIn(request);
    return authenticated;
  }
}
