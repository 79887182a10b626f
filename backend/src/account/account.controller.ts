import { Body, Controller, Delete, Get, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie } from '../common/http/node-http';
import { AuthenticatedGuard, SESSION_COOKIE_NAME, isRecentSignIn, logOutSession, Viewer } from '../auth/auth.api';
import { ApiErrorDto, MessageResponseDto } from '../common/http/api-error.dto';
import { AccountService } from './account.service';
import { AccountExportDto } from './dto/account-export.dto';
import { AccountSummaryDto, DeleteAccountDto } from './dto/account.dto';

/** Password guesses through the deletion, per client address. */
const DELETE_RATE_LIMIT = { default: { limit: 5, ttl: 900_000 } } as const;

/** The export file's day, in Prague. */
const pragueDay = (date: Date): string => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Prague' });

/** The signed-in user's own account: its data export and its deletion. Every route: 401 without a session. */
@ApiTags('account')
@ApiCookieAuth()
@ApiUnauthorizedResponse({ type: ApiErrorDto, description: "'Pro tuto akci se musíte přihlásit'" })
@UseGuards(AuthenticatedGuard)
@Controller('account')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Get()
  @ApiOperation({
    operationId: 'accountSummary',
    summary: 'What the account pages need for the export and the deletion',
    description:
      'Any signed-in account, its own: its e-mail, whether it has a password and a verified e-mail, is a provider, or is the only ' +
      'admin.',
  })
  @ApiOkResponse({ type: AccountSummaryDto })
  summary(@Viewer() viewer: Viewer): Promise<AccountSummaryDto> {
    return this.account.summary(viewer);
  }

  @Get('export')
  @ApiOperation({
    operationId: 'accountExport',
    summary:
      'Everything stored about the account as one JSON document ' +
      '(Content-Disposition: attachment; filename="svatby-moje-data-YYYY-MM-DD.json")',
    description:
      'Any signed-in account, its own data (GDPR articles 15 and 20): account, requests, provider profile, offers, messages, bookings, ' +
      'reviews and payments. Never cached.',
  })
  @ApiOkResponse({ type: AccountExportDto })
  async export(@Viewer() viewer: Viewer, @Res({ passthrough: true }) response: FastifyReply): Promise<AccountExportDto> {
    const document = await this.account.export(viewer);
    response.header('Content-Disposition', `attachment; filename="svatby-moje-data-${pragueDay(new Date())}.json"`);
    return document;
  }

  @Delete()
  @HttpCode(200)
  @Throttle(DELETE_RATE_LIMIT)
  @ApiOperation({
    operationId: 'accountDelete',
    summary:
      'Delete the account (the password, or for a Google-only account a sign-in within 15 minutes); the session ends. ' +
      "A couple's requests are closed and their contacts erased; a provider's profile, portfolio, calendar and reviews go " +
      'and a Stripe subscription is cancelled at once; payments stay, anonymised, for accounting.',
    description:
      'Any signed-in account, its own (GDPR article 17). Irreversible: the session ends and the cookie is cleared. Rate limited to 5 ' +
      'tries per 15 minutes per client address.',
  })
  @ApiOkResponse({ type: MessageResponseDto, description: "'Váš účet byl smazán.'" })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Pro smazání účtu zadejte své heslo.'" })
  @ApiForbiddenResponse({
    type: ApiErrorDto,
    description: "'Zadané heslo není správné.', or for a Google-only account without a recent sign-in `reauthenticate: true`",
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The only admin cannot delete itself' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async delete(
    @Viewer() viewer: Viewer,
    @Body() dto: DeleteAccountDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<MessageResponseDto> {
    const result = await this.account.delete(viewer, dto.password, isRecentSignIn(request));
    await logOutSession(request);
    clearCookie(response.raw, SESSION_COOKIE_NAME);
    return result;
  }
}
