import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RecentSignIn, SignedIn, Viewer } from '../../auth/auth.api';
import { ApiErrorDto } from '../../common/http/api-error.dto';
import { PositiveIdPipe } from '../../providers/providers.api';
import { API_TOKEN_MESSAGES } from './api-token-rules';
import { ApiTokensService } from './api-tokens.service';
import { ApiTokenDto, CreateApiTokenDto, CreatedApiTokenDto } from './dto/api-token.dto';

const tokenId = new PositiveIdPipe(API_TOKEN_MESSAGES.notFound);
const ROLES_ONLY = `'${API_TOKEN_MESSAGES.rolesOnly}' (a couple's account)`;
const BY_SESSION_ONLY = 'Only with the session cookie: a request made with an API token is refused (403), so a token can never make or revoke tokens.';

/** "Přístup přes API" (issue 50): the signed-in provider's or admin's personal API tokens. */
@ApiTags('api-tokens')
@Controller('api-tokens')
@SignedIn()
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Get()
  @ApiOperation({
    operationId: 'listApiTokens',
    summary: "The account's personal API tokens, newest first (revoked and expired ones too)",
    description: `Lists the signed-in provider's or admin's tokens with their prefix, scopes, state and last use; never a secret. ${BY_SESSION_ONLY}`,
  })
  @ApiOkResponse({ type: ApiTokenDto, isArray: true })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: ROLES_ONLY })
  list(@Viewer() viewer: Viewer): Promise<ApiTokenDto[]> {
    return this.tokens.list(viewer);
  }

  @Post()
  @RecentSignIn()
  @ApiOperation({
    operationId: 'createApiToken',
    summary: 'Creates a personal API token; the answer holds its secret, shown this once',
    description:
      'A provider or an admin names the token, picks its scopes (admin:read only for an admin) and optionally an expiry. ' +
      'At most 10 active tokens per account. The secret (svt_…) is returned once; only its hash is stored. ' +
      `Needs a sign-in within 15 minutes. ${BY_SESSION_ONLY}`,
  })
  @ApiCreatedResponse({ type: CreatedApiTokenDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid name, scopes or expiresAt (the field is named)' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: `${ROLES_ONLY}; '${API_TOKEN_MESSAGES.adminScope}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${API_TOKEN_MESSAGES.tooMany}'` })
  create(@Viewer() viewer: Viewer, @Body() dto: CreateApiTokenDto): Promise<CreatedApiTokenDto> {
    return this.tokens.create(viewer, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'revokeApiToken',
    summary: 'Revokes a personal API token: its next request is refused (401)',
    description: `Revokes one of the signed-in account's tokens at once; revoking a revoked one changes nothing. ${BY_SESSION_ONLY}`,
  })
  @ApiParam({ name: 'id', type: Number, description: 'The token id', example: 7 })
  @ApiOkResponse({ type: ApiTokenDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: ROLES_ONLY })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${API_TOKEN_MESSAGES.notFound}' (also another account's token)` })
  revoke(@Param('id', tokenId) id: number, @Viewer() viewer: Viewer): Promise<ApiTokenDto> {
    return this.tokens.revoke(viewer, id);
  }
}
