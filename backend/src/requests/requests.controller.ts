import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiTokenScope, AuthenticatedGuard, Viewer } from '../auth/auth.api';
import { PositiveIdPipe } from '../providers/providers.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { appendSetCookie } from '../common/http/node-http';
import { AppConfig } from '../config/app-config';
import { CreateServiceRequestDto, CreateServiceRequestResponseDto } from './dto/create-service-request.dto';
import { ListServiceRequestsQueryDto } from './dto/list-service-requests.query.dto';
import {
  ConfirmedRequestDto,
  ManagedRequestDto,
  RejectedRequestDto,
  RequestLinkTokenDto,
  UpdateManagedRequestDto,
} from './dto/request-link.dto';
import { ServiceRequestDto, ServiceRequestPageDto } from './dto/service-request.dto';
import { UpdateRequestStatusDto } from './dto/update-request-status.dto';
import { REQUEST_NOT_FOUND } from './request-constants';
import {
  NOT_ME_BLOCK_DAYS,
  OWNER_PASS_COOKIE,
  OWNER_PASS_COOKIE_PATH,
  REQUEST_LIFECYCLE_MESSAGES,
  REQUEST_RATE_LIMITS,
} from './request-lifecycle';
import { RequestsService } from './requests.service';

/** A positive id that fits the column, else 404 (a huge number is not a 500). */
const requestId = new PositiveIdPipe(REQUEST_NOT_FOUND);

/** The pass of a mailbox's owner this browser holds ("not me" gave it), if any. */
const ownerPassOf = (request: FastifyRequest): string | undefined => parseCookies(request.headers.cookie ?? '')[OWNER_PASS_COOKIE];

@ApiTags('requests')
@Controller('service-requests')
export class RequestsController {
  constructor(
    private readonly requests: RequestsService,
    private readonly config: AppConfig,
  ) {}

  @Post()
  @Throttle(REQUEST_RATE_LIMITS.create)
  @ApiOperation({
    operationId: 'requestsCreate',
    summary: "Submit a couple's request (no account needed)",
    description:
      'Open to visitors and signed-in couples. The request starts unconfirmed: not listed until the couple opens the link sent to the ' +
      'contact e-mail ' +
      '(valid 48 hours). The same content to the same e-mail within a day answers the existing request.',
  })
  @ApiCreatedResponse({ type: CreateServiceRequestResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input, with the Czech message of the first problem' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description:
      'More than 5 submissions an hour from one address; 3 unconfirmed requests or 10 requests a day for one contact e-mail; ' +
      "a mailbox blocked by 'this was not me' (not for its owner: the account with that verified e-mail, or the browser that opened the link). " +
      'Every spelling of one mailbox counts as one: Gmail dots and googlemail.com, +tags on every domain',
  })
  create(
    @Body() dto: CreateServiceRequestDto,
    @Viewer() viewer: Viewer,
    @Req() request: FastifyRequest,
  ): Promise<CreateServiceRequestResponseDto> {
    return this.requests.create(dto, viewer.user ?? undefined, ownerPassOf(request));
  }

  @Post('confirm')
  @HttpCode(200)
  @Throttle(REQUEST_RATE_LIMITS.link)
  @ApiOperation({
    operationId: 'requestsConfirm',
    summary: "Confirm a request with the token of the e-mail's link: it is listed",
    description:
      "Anyone holding the link (no session needed). The request becomes active and public, the couple is mailed the manage link, and " +
      "matching providers are notified. Rate limited to 20 tries per 15 minutes.",
  })
  @ApiOkResponse({ type: ConfirmedRequestDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Unknown token: '${REQUEST_LIFECYCLE_MESSAGES.invalidLink}'` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The link was used already or has expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  confirm(@Body() dto: RequestLinkTokenDto): Promise<ConfirmedRequestDto> {
    return this.requests.confirm(dto.token);
  }

  @Post('reject')
  @HttpCode(200)
  @Throttle(REQUEST_RATE_LIMITS.link)
  @ApiOperation({
    operationId: 'requestsReject',
    summary: "'This was not me': delete the unconfirmed request of the e-mail's link and refuse requests to that mailbox from anyone else for 30 days",
    description:
      'Anyone holding the link (no session needed). Opening the link proves the mailbox: the unconfirmed requests others made to it ' +
      'stop counting against it, and the answer sets ' +
      `the cookie ${OWNER_PASS_COOKIE} (HttpOnly, path ${OWNER_PASS_COOKIE_PATH}, 30 days) with which this browser's own submissions to the mailbox pass the block.`,
  })
  @ApiOkResponse({ type: RejectedRequestDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Unknown token: '${REQUEST_LIFECYCLE_MESSAGES.invalidLink}'` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The link was used already or has expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async reject(
    @Body() dto: RequestLinkTokenDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<RejectedRequestDto> {
    const { answer, ownerPass } = await this.requests.reject(dto.token, ownerPassOf(request));
    const maxAge = NOT_ME_BLOCK_DAYS * 86_400;
    appendSetCookie(
      response.raw,
      serializeCookie(OWNER_PASS_COOKIE, ownerPass, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.usesHttps,
        path: OWNER_PASS_COOKIE_PATH,
        maxAge,
        expires: new Date(Date.now() + maxAge * 1000),
      }),
    );
    return answer;
  }

  // Before ':id', which would take 'manage' for an id.
  @Get('manage')
  @Throttle(REQUEST_RATE_LIMITS.link)
  @ApiOperation({
    operationId: 'requestsManaged',
    summary: "The couple's own view of a request through the manage link (no account needed)",
    description:
      'Anyone holding the manage link: the request in any status with its own contact details. Rate limited to 20 reads per 15 ' +
      'minutes.',
  })
  @ApiOkResponse({ type: ServiceRequestDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Unknown token: '${REQUEST_LIFECYCLE_MESSAGES.invalidLink}'` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  managed(@Query() query: RequestLinkTokenDto): Promise<ServiceRequestDto> {
    return this.requests.managed(query.token);
  }

  @Patch('manage')
  @Throttle(REQUEST_RATE_LIMITS.link)
  @ApiOperation({
    operationId: 'requestsUpdateManaged',
    summary: 'Through the manage link: edit the date, services, description and budget; close with a reason or reopen',
    description:
      'Anyone holding the manage link. A closed request leaves the public list at once; providers who offered see the change. Rate ' +
      'limited to 20 calls per 15 minutes.',
  })
  @ApiOkResponse({ type: ManagedRequestDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Unknown token, or invalid input (Czech message per field)' })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The request can no longer be changed (expired)' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  updateManaged(@Body() dto: UpdateManagedRequestDto): Promise<ManagedRequestDto> {
    return this.requests.updateManaged(dto);
  }

  @Post('manage/extend')
  @HttpCode(200)
  @Throttle(REQUEST_RATE_LIMITS.link)
  @ApiOperation({
    operationId: 'requestsExtendManaged',
    summary: "Through the manage link: a dateless request (active or expired) is listed for another 180 days ('Prodloužit')",
    description: 'Anyone holding the manage link; an expired request becomes active again. Rate limited to 20 calls per 15 minutes.',
  })
  @ApiOkResponse({ type: ManagedRequestDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Unknown token: '${REQUEST_LIFECYCLE_MESSAGES.invalidLink}'` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The request has a wedding date, or is closed' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  extendManaged(@Body() dto: RequestLinkTokenDto): Promise<ManagedRequestDto> {
    return this.requests.extendManaged(dto.token);
  }

  @Get()
  @ApiTokenScope('requests:read')
  @ApiOperation({
    operationId: 'requestsList',
    summary: 'Active requests: search, category (with synonyms), place, budget band, sort and pages',
    description:
      "Open to anyone; the couple's contacts (name, e-mail, phone) only for an admin or a provider with an active subscription. " +
      "filtered=true (the provider's categories and areas) needs a provider account.",
  })
  @ApiOkResponse({ type: ServiceRequestPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: "filtered=true without a session: 'Pro tuto akci se musíte přihlásit'" })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: "filtered=true for a user without a provider profile: 'Filtrované poptávky jsou jen pro dodavatele'" })
  list(@Query() query: ListServiceRequestsQueryDto, @Viewer() viewer: Viewer): Promise<ServiceRequestPageDto> {
    return this.requests.list(query, viewer);
  }

  // Before ':id', which would take 'mine' for an id.
  @Get('mine')
  @UseGuards(AuthenticatedGuard)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'requestsMine',
    summary: "The signed-in user's own requests in every status, newest first, with their own contact details",
    description: 'Any signed-in account: its requests; requests sent without an account to its verified e-mail are attached to it first.',
  })
  @ApiOkResponse({ type: [ServiceRequestDto] })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  mine(@Viewer() viewer: Viewer): Promise<ServiceRequestDto[]> {
    return this.requests.mine(viewer.user!);
  }

  @Patch(':id/status')
  @UseGuards(AuthenticatedGuard)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'requestsUpdateStatus',
    summary: 'The owner closes (fulfilled, cancelled, resolved, no_interest) or reopens (active) a request',
    description: 'Signed-in owner of the request only. A closed request leaves the public list and the public detail.',
  })
  @ApiOkResponse({ type: ServiceRequestDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Neplatný stav poptávky'" })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: "'K této poptávce nemáte přístup': another user's request" })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The request is not confirmed yet (its e-mail link lists it)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Poptávka nenalezena'" })
  updateStatus(
    @Param('id', requestId) id: number,
    @Body() dto: UpdateRequestStatusDto,
    @Viewer() viewer: Viewer,
  ): Promise<ServiceRequestDto> {
    return this.requests.updateStatus(id, dto.status, viewer.user!);
  }

  @Get(':id')
  @ApiTokenScope('requests:read')
  @ApiOperation({
    operationId: 'requestsGet',
    summary: 'One active request (contact details only for allowed viewers)',
    description:
      "Open to anyone; the couple's contacts only for an admin or a provider with an active subscription. Unconfirmed, closed and " +
      "expired requests answer 404.",
  })
  @ApiOkResponse({ type: ServiceRequestDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Poptávka nenalezena'" })
  get(@Param('id', requestId) id: number, @Viewer() viewer: Viewer): Promise<ServiceRequestDto> {
    return this.requests.findActive(id, viewer);
  }
}
