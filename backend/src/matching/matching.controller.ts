import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiTokenScope, ProviderOnly, SignedIn, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { PositiveIdPipe, PROVIDER_NOT_FOUND } from '../providers/providers.api';
import { REQUEST_NOT_FOUND } from '../requests/requests.api';
import { InvitationsDto, InviteProvidersDto, ProviderInvitationCountDto } from './dto/invitation.dto';
import { ShortlistDto, ShortlistIdsDto } from './dto/shortlist.dto';
import { InvitationsService } from './invitations.service';
import { MATCHING_MESSAGES, MATCHING_RATE_LIMITS } from './matching-rules';
import { MatchingService } from './matching.service';
import { ShortlistService } from './shortlist.service';

const providerId = new PositiveIdPipe(PROVIDER_NOT_FOUND);
const requestId = new PositiveIdPipe(REQUEST_NOT_FOUND);

/** The signed-in couple's shortlist ("Vybraní dodavatelé", the hearts). */
@ApiTags('matching')
@Controller('shortlist')
@SignedIn()
@ApiForbiddenResponse({ type: ApiErrorDto, description: `A provider account: '${MATCHING_MESSAGES.couplesOnly}'` })
export class ShortlistController {
  constructor(private readonly shortlist: ShortlistService) {}

  @Get()
  @ApiOperation({
    operationId: 'listShortlist',
    summary: "The couple's shortlisted providers with the comparison's figures, by category, then when added",
    description: 'Signed-in couples only (provider accounts get 403), their own shortlist. Providers no longer listed are left out.',
  })
  @ApiOkResponse({ type: ShortlistDto })
  list(@Viewer() viewer: Viewer): Promise<ShortlistDto> {
    return this.shortlist.list(viewer);
  }

  // Before ':providerId'.
  @Get('ids')
  @ApiOperation({
    operationId: 'shortlistIds',
    summary: "The shortlisted providers' ids (the hearts)",
    description: 'Signed-in couples only (provider accounts get 403): the ids alone, to mark the hearts on provider cards.',
  })
  @ApiOkResponse({ type: ShortlistIdsDto })
  ids(@Viewer() viewer: Viewer): Promise<ShortlistIdsDto> {
    return this.shortlist.ids(viewer);
  }

  @Put(':providerId')
  @HttpCode(204)
  @Throttle(MATCHING_RATE_LIMITS.shortlist)
  @ApiOperation({
    operationId: 'addToShortlist',
    summary: 'Saves a listed provider to the shortlist ("Uložit do výběru"); idempotent',
    description:
      'Signed-in couples only (provider accounts get 403); at most 200 providers, rate limited to 120 changes a minute. The provider ' +
      'is not told.',
  })
  @ApiParam({ name: 'providerId', type: Number })
  @ApiNoContentResponse({ description: 'Saved (or already there)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `Unknown or unlisted provider: '${PROVIDER_NOT_FOUND}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${MATCHING_MESSAGES.shortlistFull}'` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  add(@Param('providerId', providerId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.shortlist.add(id, viewer);
  }

  @Delete(':providerId')
  @HttpCode(204)
  @Throttle(MATCHING_RATE_LIMITS.shortlist)
  @ApiOperation({
    operationId: 'removeFromShortlist',
    summary: 'Removes a provider from the shortlist ("Odebrat z výběru"); idempotent',
    description: 'Signed-in couples only (provider accounts get 403); rate limited to 120 changes a minute.',
  })
  @ApiParam({ name: 'providerId', type: Number })
  @ApiNoContentResponse({ description: 'Removed (or was not there)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `An id that is not a positive whole number: '${PROVIDER_NOT_FOUND}'` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  remove(@Param('providerId', providerId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.shortlist.remove(id, viewer);
  }
}

/** Invitations to quote on the signed-in couple's own request. */
@ApiTags('matching')
@Controller('service-requests')
@ApiParam({ name: 'id', type: Number, description: 'Request id' })
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Post(':id/invitations')
  @SignedIn()
  @Throttle(MATCHING_RATE_LIMITS.invite)
  @ApiOperation({
    operationId: 'inviteProviders',
    summary: "The request's owner invites listed providers to quote (at most 5 per request, 20 a day)",
    description:
      'Signed-in owner of the request only; rate limited to 30 calls per 15 minutes. Already invited providers are skipped. Each new ' +
      'invitee gets an e-mail without any text the couple typed (the category, ' +
      'the place and the date only) and the live event request.invited; the request shows "Pozvánka od páru" at the top of its inquiries. ' +
      'Invited providers always get a slot (their offers do not count against the cap of 8).',
  })
  @ApiCreatedResponse({ type: InvitationsDto, description: "All the request's invitations, oldest first" })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input, or providers that are not listed (field providerIds)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REQUEST_NOT_FOUND}' (also someone else's request)` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${MATCHING_MESSAGES.perRequest}', or '${MATCHING_MESSAGES.requestNotActive}'` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: `'${MATCHING_MESSAGES.perDay}'` })
  invite(@Param('id', requestId) id: number, @Body() dto: InviteProvidersDto, @Viewer() viewer: Viewer): Promise<InvitationsDto> {
    return this.invitations.invite(id, dto, viewer);
  }

  @Get(':id/invitations')
  @SignedIn()
  @ApiOperation({
    operationId: 'listInvitations',
    summary: "The request's invitations (the couple's and the 48-hour follow-up's), for its owner",
    description: "Signed-in owner of the request only (anyone else's request answers 404), with each invitee's company and who invited it.",
  })
  @ApiOkResponse({ type: InvitationsDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REQUEST_NOT_FOUND}' (also someone else's request)` })
  list(@Param('id', requestId) id: number, @Viewer() viewer: Viewer): Promise<InvitationsDto> {
    return this.invitations.list(id, viewer);
  }
}

/** The signed-in provider's open invitations (the dashboard's count). */
@ApiTags('matching')
@Controller('provider/invitations')
export class ProviderInvitationsController {
  constructor(private readonly matching: MatchingService) {}

  @Get('count')
  @ApiTokenScope('requests:read')
  @ProviderOnly()
  @ApiOperation({
    operationId: 'providerInvitationCount',
    summary: "How many invitations to quote wait for the signed-in provider (active requests it has not offered on or answered)",
    description: 'Signed-in providers only, their own count (any plan).',
  })
  @ApiOkResponse({ type: ProviderInvitationCountDto })
  async count(@Viewer() viewer: Viewer): Promise<ProviderInvitationCountDto> {
    return { open: await this.matching.openInvitationCount(viewer.provider!.id) };
  }
}
