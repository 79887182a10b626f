import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiTokenScope, AuthenticatedGuard, ProviderOnly, Viewer } from '../auth/auth.api';
import { PositiveIdPipe } from '../providers/providers.api';
import { REQUEST_LIFECYCLE_MESSAGES, REQUEST_NOT_FOUND, REQUEST_RATE_LIMITS, RequestLinkTokenDto } from '../requests/requests.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import {
  CreateOfferDto,
  DeclineOfferDto,
  OfferAnswerDto,
  OfferDto,
  ProviderOfferPageDto,
  ProviderOffersQueryDto,
  UpdateOfferDto,
} from './dto/offer.dto';
import { OFFER_MESSAGES } from './offer-rules';
import { OffersService } from './offers.service';

const requestId = new PositiveIdPipe(REQUEST_NOT_FOUND);
const offerId = new PositiveIdPipe(OFFER_MESSAGES.notFound);

/** Offers on a request: the provider sends one, the couple lists them (signed in or by the manage link). */
@ApiTags('offers')
@Controller('service-requests')
export class RequestOffersController {
  constructor(private readonly offers: OffersService) {}

  // Before ':id/offers', which would take 'manage' for an id.
  @Get('manage/offers')
  @ApiOperation({
    operationId: 'offersForManagedRequest',
    summary: "The request's offers for its couple through the manage link (no account needed), newest first",
    description:
      "Anyone holding the manage link. Offers shown for the first time are marked read (the providers see it). Rate limited to 20 " +
      "reads per 15 minutes.",
  })
  @ApiOkResponse({ type: [OfferDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Unknown token: '${REQUEST_LIFECYCLE_MESSAGES.invalidLink}'` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  forManagedRequest(@Query() query: RequestLinkTokenDto): Promise<OfferDto[]> {
    return this.offers.forManagedRequest(query.token);
  }

  @Post(':id/offers')
  @ApiTokenScope('offers:write')
  @ProviderOnly(`'Tato akce je jen pro dodavatele'; '${OFFER_MESSAGES.notSubscribed}'; '${OFFER_MESSAGES.blocked}'`)
  @ApiOperation({
    operationId: 'offersCreate',
    summary: 'A provider with an active subscription sends its offer on an active request (one per provider and request)',
    description:
      'Signed-in providers with an active subscription, on active requests. Opens the conversation with the couple (its first message ' +
      'is the offer\'s message) and e-mails the couple. An offer the ' +
      'provider withdrew is sent again (the same offer).',
  })
  @ApiParam({ name: 'id', type: Number, description: 'Request id' })
  @ApiCreatedResponse({ type: OfferDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input (Czech message per field)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REQUEST_NOT_FOUND}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${OFFER_MESSAGES.alreadySent}', or the request is not open to offers` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'More offers from one account than the hourly limit' })
  create(@Param('id', requestId) id: number, @Body() dto: CreateOfferDto, @Viewer() viewer: Viewer): Promise<OfferDto> {
    return this.offers.create(id, dto, viewer);
  }

  @Get(':id/offers')
  @UseGuards(AuthenticatedGuard)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'offersForRequest',
    summary: "The request's offers for its signed-in couple (the request's owner) or an admin, newest first",
    description: "The request's signed-in owner (offers shown for the first time are then marked read) or an admin; anyone else gets 404.",
  })
  @ApiParam({ name: 'id', type: Number, description: 'Request id' })
  @ApiOkResponse({ type: [OfferDto] })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REQUEST_NOT_FOUND}' (also someone else's request)` })
  forRequest(@Param('id', requestId) id: number, @Viewer() viewer: Viewer): Promise<OfferDto[]> {
    return this.offers.forRequest(id, viewer.user!);
  }
}

/** One offer: the provider edits or withdraws it; the couple accepts or declines it. */
@ApiTags('offers')
@Controller('offers')
@ApiParam({ name: 'id', type: Number, description: 'Offer id' })
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Put(':id')
  @ApiTokenScope('offers:write')
  @ProviderOnly()
  @ApiOperation({
    operationId: 'offersUpdate',
    summary: "The provider edits its offer until the couple answers it ('sent')",
    description:
      'Signed-in providers only, their own offers. A notice is posted in the conversation and the couple is told live (offer.updated).',
  })
  @ApiOkResponse({ type: OfferDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input (Czech message per field)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${OFFER_MESSAGES.notFound}' (also another provider's offer)` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${OFFER_MESSAGES.notEditable}'` })
  update(@Param('id', offerId) id: number, @Body() dto: UpdateOfferDto, @Viewer() viewer: Viewer): Promise<OfferDto> {
    return this.offers.update(id, dto, viewer);
  }

  @Post(':id/withdraw')
  @ApiTokenScope('offers:write')
  @HttpCode(200)
  @ProviderOnly()
  @ApiOperation({
    operationId: 'offersWithdraw',
    summary: "The provider withdraws its offer until the couple answers it ('sent')",
    description:
      'Signed-in providers only, their own offers. A notice is posted in the conversation and the couple is told live; sending an ' +
      'offer on the request again revives it.',
  })
  @ApiOkResponse({ type: OfferDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${OFFER_MESSAGES.notFound}' (also another provider's offer)` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${OFFER_MESSAGES.notEditable}'` })
  withdraw(@Param('id', offerId) id: number, @Viewer() viewer: Viewer): Promise<OfferDto> {
    return this.offers.withdraw(id, viewer);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @Throttle(REQUEST_RATE_LIMITS.link)
  @ApiOperation({
    operationId: 'offersAccept',
    summary: "The request's couple (signed in, or with the manage link's token) accepts the offer: the request is booked",
    description:
      "The request's couple only. The chosen provider is mailed and told live, and a booking is started. " +
      'Every other sent offer is declined automatically with a polite text; the request leaves the list and takes no new ' +
      'offers. Of two accepts at once, one wins and the other answers 409.',
  })
  @ApiOkResponse({ type: OfferDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Unknown token: '${REQUEST_LIFECYCLE_MESSAGES.invalidLink}'` })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Neither a session nor a token' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${OFFER_MESSAGES.notFound}' (also an offer on someone else's request)` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${OFFER_MESSAGES.requestBooked}', the offer was answered or withdrawn` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  accept(@Param('id', offerId) id: number, @Body() dto: OfferAnswerDto, @Viewer() viewer: Viewer): Promise<OfferDto> {
    return this.offers.accept(id, dto, viewer.user ?? undefined);
  }

  @Post(':id/decline')
  @HttpCode(200)
  @Throttle(REQUEST_RATE_LIMITS.link)
  @ApiOperation({
    operationId: 'offersDecline',
    summary: "The request's couple (signed in, or with the manage link's token) declines the offer, optionally saying why",
    description:
      'The request\'s couple only; rate limited to 20 answers per 15 minutes. The provider is mailed, a notice is posted in the ' +
      'conversation, and the request stays open to other offers.',
  })
  @ApiOkResponse({ type: OfferDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Unknown token, or a reason over 500 characters' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'Neither a session nor a token' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${OFFER_MESSAGES.notFound}' (also an offer on someone else's request)` })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The offer was answered or withdrawn, or the request is closed' })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  decline(@Param('id', offerId) id: number, @Body() dto: DeclineOfferDto, @Viewer() viewer: Viewer): Promise<OfferDto> {
    return this.offers.decline(id, dto, viewer.user ?? undefined);
  }
}

/** The signed-in provider's own offers ("Moje nabídky"). */
@ApiTags('offers')
@Controller('provider/offers')
export class ProviderOffersController {
  constructor(private readonly offers: OffersService) {}

  @Get()
  @ApiTokenScope('offers:read')
  @ProviderOnly()
  @ApiOperation({
    operationId: 'providerOffers',
    summary: "The signed-in provider's offers, newest first, with their requests",
    description: 'Signed-in providers only, their own offers (any status), filtered by status and paged.',
  })
  @ApiOkResponse({ type: ProviderOfferPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  list(@Query() query: ProviderOffersQueryDto, @Viewer() viewer: Viewer): Promise<ProviderOfferPageDto> {
    return this.offers.providerOffers(query, viewer);
  }
}
