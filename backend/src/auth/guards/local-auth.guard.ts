import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../common/validation/validation-pipe';
import { LoginDto } from '../dto/login.dto';
import { markSignedIn } from '../session-login';

/**
 * Passport's local strategy behind the login route. Guards run before pipes, so the body is
 * validated here first: bad input gets the same Czech 400 as everywhere else, not a 401.
 * `logIn` regenerates the session (Passport >= 0.6), which prevents session fixation.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await this.validation.transform(request.body, { type: 'body', metatype: LoginDto });
    const authenticated = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    markSignedIn(request);
    return authenticated;
  }
}
