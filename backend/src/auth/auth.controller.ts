import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
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
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { ApiErrorDto, MessageResponseDto } from '../common/http/api-error.dto';
import { AppConfig } from '../config/app-config';
import { AuthService } from './auth.service';
import {
  AuthDebugDto,
  ForgotPasswordResponseDto,
  IsAdminResponseDto,
  LoginResponseDto,
  RegisterResponseDto,
  UserDto,
} from './dto/auth-responses.dto';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { TestLoginDto } from './dto/test-login.dto';
import { User } from './entities/user.entity';
import { GoogleAuthGuard } from './guards/google-auth.guard';
import { LocalAuthGuard } from './guards/local-auth.guard';
import { RATE_LIMITS } from './rate-limits';
import { logInSession, logOutSession } from './session-login';
import { SESSION_COOKIE_NAME } from './session.middleware';
import { TEST_ACCOUNTS, findTestAccount } from './test-accounts';
import { UsersService } from './users.service';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  @Post('auth/register')
  @Throttle(RATE_LIMITS.register)
  @ApiOperation({ operationId: 'authRegister', summary: 'Create an account and sign it in' })
  @ApiCreatedResponse({ type: RegisterResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input (Czech message per field)' })
  @ApiConflictResponse({ type: ApiErrorDto, description: "The e-mail is taken; the message contains 'již registrován'" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async register(@Body() dto: RegisterDto, @Req() request: Request): Promise<RegisterResponseDto> {
    const user = await this.auth.register(dto);
    await logInSession(request, user);
    return { autoLogin: true, message: 'Registrace proběhla úspěšně', user: UserDto.from(user) };
  }

  @Post('auth/login')
  @HttpCode(200)
  @Throttle(RATE_LIMITS.login)
  @UseGuards(LocalAuthGuard)
  @ApiOperation({ operationId: 'authLogin', summary: 'Sign in with e-mail and password' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: "'Neplatné přihlašovací údaje'" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  login(@Body() _dto: LoginDto, @CurrentUser() user: User): LoginResponseDto {
    return { message: 'Přihlášení proběhlo úspěšně', user: UserDto.from(user) };
  }

  @Get('auth/user')
  @UseGuards(AuthenticatedGuard)
  @ApiCookieAuth()
  @ApiOperation({ operationId: 'authUser', summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  currentUser(@CurrentUser() user: User): UserDto {
    return UserDto.from(user);
  }

  @Get('isAdmin')
  @UseGuards(AuthenticatedGuard)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'authIsAdmin',
    summary: 'Whether the signed-in user is an admin (200 only for admins, 403 otherwise)',
  })
  @ApiOkResponse({ type: IsAdminResponseDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: "'Admin access required', with isAdmin: false" })
  isAdmin(@CurrentUser() user: User): IsAdminResponseDto {
    if (!user.isAdmin) throw new ForbiddenException({ message: 'Admin access required', isAdmin: false });
    return { isAdmin: true };
  }

  @Get('logout')
  @ApiOperation({ operationId: 'authLogout', summary: 'End the session and redirect to /' })
  @ApiFoundResponse({ description: 'Redirect to /' })
  async logout(@Req() request: Request, @Res() response: Response): Promise<void> {
    await logOutSession(request);
    response.clearCookie(SESSION_COOKIE_NAME);
    response.redirect('/');
  }

  @Post('auth/forgot-password')
  @HttpCode(200)
  @Throttle(RATE_LIMITS.forgotPassword)
  @ApiOperation({
    operationId: 'authForgotPassword',
    summary: 'E-mail a single-use password reset link (the answer is the same for unknown addresses)',
  })
  @ApiOkResponse({ type: ForgotPasswordResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  forgotPassword(@Body() dto: ForgotPasswordDto): Promise<ForgotPasswordResponseDto> {
    return this.auth.requestPasswordReset(dto.email);
  }

  @Post('reset-password')
  @HttpCode(200)
  @Throttle(RATE_LIMITS.resetPassword)
  @ApiOperation({ operationId: 'authResetPassword', summary: 'Set a new password with a reset token' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input, or the token is unknown, used or expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.auth.resetPassword(dto.token, dto.password);
    return { message: 'Heslo bylo změněno. Nyní se můžete přihlásit.' };
  }

  @Get('auth/google')
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({ operationId: 'authGoogle', summary: 'Start Google sign-in (browser redirect)' })
  @ApiQuery({ name: 'returnTo', required: false, description: 'Same-site path to return to after sign-in' })
  @ApiFoundResponse({ description: "Redirect to Google, or to /login when Google sign-in isn't configured" })
  googleStart(): void {
    // The guard redirects to Google.
  }

  @Get('auth/google/callback')
  @UseGuards(GoogleAuthGuard)
  @ApiOperation({ operationId: 'authGoogleCallback', summary: 'Google redirects here after sign-in' })
  @ApiFoundResponse({ description: 'Redirect to the return path, /admin for admins or /dashboard' })
  googleCallback(@Req() request: Request, @Res() response: Response): void {
    const returnTo = request.session?.returnTo;
    if (request.session) delete request.session.returnTo;
    response.redirect(returnTo ?? (request.user?.isAdmin ? '/admin' : '/dashboard'));
  }

  @Get('auth/debug')
  @ApiOperation({ operationId: 'authDebug', summary: 'Whether Google sign-in is configured, and the test login' })
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
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not a test account' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Test login is disabled' })
  async testLogin(@Body() dto: TestLoginDto, @Req() request: Request): Promise<LoginResponseDto> {
    if (!this.config.testLoginEnabled) throw new NotFoundException('Testovací přihlášení není povoleno');
    const account = findTestAccount(dto.email);
    if (!account) throw new ForbiddenException('Testovací přihlášení je možné jen pro testovací účty');
    const user =
      (await this.users.findByEmail(account.email)) ??
      (await this.users.create({ email: account.email, firstName: account.firstName, lastName: account.lastName }));
    await logInSession(request, user);
    return { message: 'Přihlášení proběhlo úspěšně', user: UserDto.from(user) };
  }
}
