import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiFoundResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie } from '../common/http/node-http';
import { AuthenticatedGuard } from './guards/authenticated.guard';
import { ApiTokenScope } from './api-tokens/api-token-scope.guard';
import { ApiErrorDto, MessageResponseDto } from '../common/http/api-error.dto';
import { AppConfig } from '../config/app-config';
import { AuthService } from './auth.service';
import {
  AuthDebugDto,
  ForgotPasswordResponseDto,
  IsAdminResponseDto,
  LoginResponseDto,
  RegisterResponseDto,
  ResendVerificationResponseDto,
  UserDto,
} from './dto/auth-responses.dto';
import { ChangePasswordDto, ConfirmPasswordDto, VerifyEmailDto } from './dto/account-password.dto';
import { EmailVerificationService, VERIFICATION_MESSAGES } from './email-verification.service';
import type { GoogleRoundTrip } from './google-state-store';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { TestLoginDto } from './dto/test-login.dto';
import { GoogleAuthGuard } from './guards/google-auth.guard';
import { LocalAuthGuard } from './guards/local-auth.guard';
import { PasswordResets } from './password-resets';
import { RATE_LIMITS } from './rate-limits';
import { isRecentSignIn, logInSession, logOutSession, markSignedIn } from './session-login';
import { SESSION_COOKIE_NAME } from './session.middleware';
import { TEST_ACCOUNTS, findTestAccount } from './test-accounts';
import { UsersService } from './users.service';
import { Viewer } from './viewer/viewer';

/** The dashboard's query flag after a Google sign-in cleared an unverified account's password. */
export const GOOGLE_PASSWORD_CLEARED = 'heslo-zruseno';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly verification: EmailVerificationService,
    private readonly passwordResets: PasswordResets,
  ) {}

  @Post('auth/register')
  @Throttle(RATE_LIMITS.register)
  @ApiOperation({
    operationId: 'authRegister',
    summary: 'Create an account and sign it in',
    description:
      'Open to visitors. Creates a couple account (a provider registers at /api/providers), signs it in and mails an e-mail ' +
      'verification link. Rate limited to 10 registrations an hour per client address.',
  })
  @ApiCreatedResponse({ type: RegisterResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input (Czech message per field)' })
  @ApiConflictResponse({ type: ApiErrorDto, description: "The e-mail is taken; the message contains 'již registrován'" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async register(@Body() dto: RegisterDto, @Req() request: FastifyRequest): Promise<RegisterResponseDto> {
    const { user, verifyUrl } = await this.auth.register(dto);
    await logInSession(request, user);
    return {
      autoLogin: true,
      message: 'Registrace proběhla úspěšně. Na váš e-mail jsme poslali odkaz pro jeho ověření.',
      user: UserDto.from(user, true),
      ...this.verification.devLink(verifyUrl),
    };
  }

  @Post('auth/verify-email')
  @HttpCode(200)
  @Throttle(RATE_LIMITS.verifyEmail)
  @ApiOperation({
    operationId: 'authVerifyEmail',
    summary: "Prove the account's e-mail with the token of the e-mailed link (no session needed)",
    description:
      'Anyone holding the link. The account is marked verified; requests sent without an account to that e-mail can then join it. Rate ' +
      'limited to 10 tries per 15 minutes.',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'An unknown link' })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'A used, replaced or expired link' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<MessageResponseDto> {
    await this.verification.verify(dto.token);
    return { message: VERIFICATION_MESSAGES.verified };
  }

  @Post('auth/resend-verification')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @Throttle(RATE_LIMITS.resendVerification)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'authResendVerification',
    summary: 'E-mail a new verification link (3 an hour per account)',
    description:
      'Signed-in accounts whose e-mail is not verified yet. The previous link stops working; rate limited per account and per client ' +
      'address.',
  })
  @ApiOkResponse({ type: ResendVerificationResponseDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The e-mail is verified already' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async resendVerification(@Viewer() viewer: Viewer): Promise<ResendVerificationResponseDto> {
    const verifyUrl = await this.verification.resend(viewer.user!);
    return { message: VERIFICATION_MESSAGES.sent, ...this.verification.devLink(verifyUrl) };
  }

  @Post('auth/change-password')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @Throttle(RATE_LIMITS.changePassword)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'authChangePassword',
    summary: 'Change the password (the current one, then the new one twice); signs out every other session and e-mails the owner; revokeApiTokens also revokes the API tokens',
    description:
      'Any signed-in account with a password, its own. The current session stays signed in; rate limited to 10 tries per 15 minutes.',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid new password, or the current password is wrong' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async changePassword(@Viewer() viewer: Viewer, @Body() dto: ChangePasswordDto, @Req() request: FastifyRequest): Promise<MessageResponseDto> {
    await this.auth.changePassword(viewer.user!, dto, { sid: request.sessionID, recentSignIn: isRecentSignIn(request) });
    markSignedIn(request);
    return { message: 'Heslo bylo změněno. Ostatní přihlášení jsme ukončili.' };
  }

  @Post('auth/confirm-password')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @Throttle(RATE_LIMITS.login)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'authConfirmPassword',
    summary: "Re-enter the password before a sensitive action (answered 403 with reauthenticate: true): counts as a fresh sign-in for 15 minutes",
    description: 'Any signed-in account with a password; then retry the refused action. Rate limited as the sign-in (10 tries a minute).',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Wrong password' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async confirmPassword(@Viewer() viewer: Viewer, @Body() dto: ConfirmPasswordDto, @Req() request: FastifyRequest): Promise<MessageResponseDto> {
    await this.auth.confirmPassword(viewer.user!, dto.password);
    markSignedIn(request);
    return { message: 'Heslo ověřeno' };
  }

  @Post('auth/login')
  @HttpCode(200)
  @Throttle(RATE_LIMITS.login)
  @UseGuards(LocalAuthGuard)
  @ApiOperation({
    operationId: 'authLogin',
    summary:
      'Sign in with e-mail and password. After 5 failures from one address that address waits (2, 4, 8 … s, at most 5 min) before ' +
      'its next try on the account; after 10 failures from many addresses every try on the account waits (at most 30 s); ' +
      'a success or a password reset forgets them',
    description:
      'Open to visitors. Starts a new session (the cookie is set, the previous session id is replaced). Also rate limited to 10 tries ' +
      'a minute per client address.',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: "'Neplatné přihlašovací údaje'" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Too many tries: from this address, or on this account (with Retry-After in seconds)' })
  login(@Body() _dto: LoginDto, @Viewer() viewer: Viewer): LoginResponseDto {
    return { message: 'Přihlášení proběhlo úspěšně', user: UserDto.from(viewer.user!, true) };
  }

  @Get('auth/user')
  @ApiTokenScope('profile:read')
  @UseGuards(AuthenticatedGuard)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'authUser',
    summary: 'The signed-in user',
    description: 'Any signed-in account: its id, e-mail, names, roles and whether it has a password.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  async currentUser(@Viewer() viewer: Viewer): Promise<UserDto> {
    const user = viewer.user!;
    return UserDto.from(user, await this.users.hasPassword(user.id));
  }

  @Get('isAdmin')
  @UseGuards(AuthenticatedGuard)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'authIsAdmin',
    summary: 'Whether the signed-in user is an admin (200 only for admins, 403 otherwise)',
    description: 'Any signed-in account; only an admin gets 200.',
  })
  @ApiOkResponse({ type: IsAdminResponseDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: "'Admin access required', with isAdmin: false" })
  isAdmin(@Viewer() viewer: Viewer): IsAdminResponseDto {
    if (!viewer.isAdmin) throw new ForbiddenException({ message: 'Admin access required', isAdmin: false });
    return { isAdmin: true };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'authLogout',
    summary: 'End the session (POST from the site itself only: another site is refused 403, and GET ends nothing); the app then opens /',
    description: 'Anyone; without a session it still answers 200. The session is destroyed and its cookie cleared.',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: "A request from another site: 'Požadavek z cizího webu byl odmítnut'" })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<MessageResponseDto> {
    await logOutSession(request);
    clearCookie(response.raw, SESSION_COOKIE_NAME);
    return { message: 'Odhlášení proběhlo úspěšně' };
  }

  @Post('auth/forgot-password')
  @HttpCode(200)
  @Throttle(RATE_LIMITS.forgotPassword)
  @ApiOperation({
    operationId: 'authForgotPassword',
    summary:
      'E-mail a single-use password reset link, at most 3 an hour per account. The answer is the same, and takes the same work, ' +
      'for every address: the account is looked up and mailed by a queued job after it',
    description:
      'Open to visitors. The link is valid 24 hours and single use; outside production without a mail transport the answer carries it ' +
      '(devResetLink). Rate limited to 5 requests per 15 minutes per client address.',
  })
  @ApiOkResponse({ type: ForgotPasswordResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  forgotPassword(@Body() dto: ForgotPasswordDto): Promise<ForgotPasswordResponseDto> {
    return this.passwordResets.request(dto.email);
  }

  @Post('reset-password')
  @HttpCode(200)
  @Throttle(RATE_LIMITS.resetPassword)
  @ApiOperation({
    operationId: 'authResetPassword',
    summary: 'Set a new password with a reset token',
    description:
      "Anyone holding the reset link. The token is used up, every session of the account ends, the e-mail counts as verified, failed " +
      "sign-ins are forgotten and the owner is mailed. Rate limited to 10 tries per 15 minutes.",
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input, or the token is unknown, used or expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.auth.resetPassword(dto.token, dto.password);
    return { message: 'Heslo bylo změněno. Nyní se můžete přihlásit.' };
  }

  @Get('auth/google')
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({
    operationId: 'authGoogle',
    summary: 'Start Google sign-in (browser redirect)',
    description: 'Open to visitors, for browsers only (OAuth with state and PKCE). Every outcome is a redirect, never an error body.',
  })
  @ApiQuery({ name: 'returnTo', required: false, description: 'Same-site path to return to after sign-in' })
  @ApiFoundResponse({ description: "Redirect to Google, or to /login when Google sign-in isn't configured" })
  googleStart(): void {
    // The guard redirects to Google.
  }

  @Get('auth/google/callback')
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({
    operationId: 'authGoogleCallback',
    summary: 'Google redirects here after sign-in',
    description:
      "Called by Google's redirect only. Signs in (creating or linking the account by its Google e-mail) and redirects; a failure or a " +
      "state mismatch redirects to /login with a reason.",
  })
  @ApiFoundResponse({ description: 'Redirect to the return path, /admin for admins or /dashboard' })
  googleCallback(@Req() request: FastifyRequest, @Res() response: FastifyReply): void {
    // The round trip's return path, from the state cookie (SignedCookieStateStore).
    const returnTo = (request.authInfo as { state?: GoogleRoundTrip } | undefined)?.state?.returnTo ?? null;
    if (request.googlePasswordCleared) {
      // The dashboard says what happened: the password of the unverified account no longer works.
      response.redirect(`/dashboard?google=${GOOGLE_PASSWORD_CLEARED}`, HttpStatus.FOUND);
      return;
    }
    response.redirect(returnTo ?? (request.user?.isAdmin ? '/admin' : '/dashboard'), HttpStatus.FOUND);
  }

  @Get('auth/debug')
  @ApiOperation({
    operationId: 'authDebug',
    summary: 'Whether Google sign-in is configured, and the test login',
    description: 'Open to anyone, for the sign-in page and setup checks: never a secret, only whether one is set.',
  })
  @ApiOkResponse({ type: AuthDebugDto })
  debug(): AuthDebugDto {
    return {
      hasClientId: Boolean(this.config.google?.clientId),
      hasClientSecret: Boolean(this.config.google?.clientSecret),
      domain: new URL(this.config.appUrl).host,
      callbackUrl: this.config.googleCallbackUrl,
      testLoginEnabled: this.config.testLoginEnabled,
      testAccounts: this.config.testLoginEnabled
        ? TEST_ACCOUNTS.map(({ email, label }) => ({ email, label }))
        : [],
    };
  }

  @Post('auth/test-login')
  @HttpCode(200)
  @Throttle(RATE_LIMITS.testLogin)
  @ApiOperation({
    operationId: 'authTestLogin',
    summary: 'Sign in as a seeded test account (development only, never in production)',
    description:
      'Open to visitors where test login is enabled; only the seeded test accounts, never an arbitrary user. Rate limited to 30 tries ' +
      'a minute.',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not a test account' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Test login is disabled' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async testLogin(@Body() dto: TestLoginDto, @Req() request: FastifyRequest): Promise<LoginResponseDto> {
    if (!this.config.testLoginEnabled) throw new NotFoundException('Testovací přihlášení není povoleno');
    const account = findTestAccount(dto.email);
    if (!account) throw new ForbiddenException('Testovací přihlášení je možné jen pro testovací účty');
    const user =
      (await this.users.findByEmail(account.email)) ??
      (await this.users.create({ email: account.email, firstName: account.firstName, lastName: account.lastName, emailVerified: true }));
    await logInSession(request, user);
    return { message: 'Přihlášení proběhlo úspěšně', user: UserDto.from(user, false) };
  }
}
