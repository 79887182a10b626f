import { ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createValidationPipe } from '../../common/validation/validation-pipe';
import { LoginDto } from '../dto/login.dto';
import { markSignedIn } from '../session-login';
import { SignInDelays } from '../sign-in-delay';
import { NodePassportGuard } from './node-passport.guard';

/**
 * Passport's local strategy behind the login route. Guards run before pipes, so the body is
 * validated here first: bad input gets the same Czech 400 as everywhere else, not a 401.
 * Around the password check, the failed sign-ins are counted (SignInDelays): a try while the
 * account or this address waits is answered 429 with Retry-After before the password is looked at.
 * `logIn` regenerates the session (Passport >= 0.6), which prevents session fixation.
 */
@Injectable()
export class LocalAuthGuard extends NodePassportGuard('local') {
  private readonly validation = createValidationPipe();

  constructor(private readonly delays: SignInDelays) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const body = (request.body = (await this.validation.transform(request.body, { type: 'body', metatype: LoginDto })) as LoginDto);
    const attempt = { email: body.email, address: request.ip };
    const counted = await this.delays.begin(attempt, (seconds) => void http.getResponse<FastifyReply>().header('Retry-After', String(seconds)));
    let authenticated: boolean;
    try {
      authenticated = (await super.canActivate(context)) as boolean;
    } catch (error) {
      // A wrong password (401): the try stays counted, and its wait starts now.
      await this.delays.failed(counted);
      throw error;
    }
    await this.delays.succeeded(attempt);
    await super.logIn(this.getRequest(context));
    markSignedIn(request);
    return authenticated;
  }
}
