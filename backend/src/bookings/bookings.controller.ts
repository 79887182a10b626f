import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiTokenScope, ProviderOnly, SIGN_IN_REQUIRED, SignedIn, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { PositiveIdPipe } from '../providers/providers.api';
import { REQUEST_LIFECYCLE_MESSAGES, REQUEST_RATE_LIMITS, RequestLinkTokenDto } from '../requests/requests.api';
import { BOOKING_MESSAGES } from './booking-rules';
import { BookingsService } from './bookings.service';
import {
  BookingActionTokenDto,
  BookingDto,
  BookingPageDto,
  CancelBookingDto,
  ConfirmBookingDto,
  DeclineBookingDto,
  ProviderBookingsQueryDto,
} from './dto/booking.dto';

const bookingId = new PositiveIdPipe(BOOKING_MESSAGES.notFound);
const NOT_FOUND = `'${BOOKING_MESSAGES.notFound}' (also someone else's booking)`;
const BAD_TOKEN = `Unknown manage link token: '${REQUEST_LIFECYCLE_MESSAGES.invalidLink}', or invalid input (Czech message per field)`;

/** One booking: both sides read it; the provider confirms, declines or marks the deposit; either side cancels. */
@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  // Before ':id', which would take 'mine' for an id.
  @Get('mine')
  @SignedIn()
  @ApiOperation({
    operationId: 'bookingsForCouple',
    summary: "The signed-in couple's bookings, newest first",
    description: "Any signed-in account: the bookings of the requests it owns (a provider's own bookings are at /api/provider/bookings).",
  })
  @ApiOkResponse({ type: [BookingDto] })
  mine(@Viewer() viewer: Viewer): Promise<BookingDto[]> {
    return this.bookings.forCouple(viewer);
  }

  @Get(':id')
  @ApiTokenScope('bookings:read')
  @ApiOperation({
    operationId: 'bookingsGet',
    summary: 'One booking for its couple (signed in, or with the manage link token), its provider or an admin',
    description: 'Only these callers; anyone else gets 404. Includes the terms frozen at confirmation and the history.',
  })
  @ApiParam({ name: 'id', type: Number, description: 'Booking id' })
  @ApiOkResponse({ type: BookingDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: BAD_TOKEN })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: `Neither a session nor a token: '${SIGN_IN_REQUIRED}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  get(@Param('id', bookingId) id: number, @Query() query: BookingActionTokenDto, @Viewer() viewer: Viewer): Promise<BookingDto> {
    return this.bookings.get(id, viewer, query.token);
  }

  @Post(':id/confirm')
  @ApiTokenScope('bookings:write')
  @HttpCode(200)
  @ProviderOnly(`'${BOOKING_MESSAGES.providerOnly}'`)
  @ApiOperation({
    operationId: 'bookingsConfirm',
    summary: 'The provider confirms a booking waiting for it: the day turns busy in its calendar and the content is frozen',
    description:
      'The booking\'s provider only (any plan). The couple is mailed and told live. ' +
      "A request without a wedding date needs `eventDate`. Over the provider's events a day (booking settings) it answers 409; " +
      'of two confirmations at once over the capacity, one wins.',
  })
  @ApiParam({ name: 'id', type: Number, description: 'Booking id' })
  @ApiOkResponse({ type: BookingDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `'${BOOKING_MESSAGES.eventDateRequired}', '${BOOKING_MESSAGES.eventDateFormat}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${BOOKING_MESSAGES.notPending}', '${BOOKING_MESSAGES.capacityFull}'` })
  confirm(@Param('id', bookingId) id: number, @Body() dto: ConfirmBookingDto, @Viewer() viewer: Viewer): Promise<BookingDto> {
    return this.bookings.confirm(id, dto, viewer);
  }

  @Post(':id/decline')
  @ApiTokenScope('bookings:write')
  @HttpCode(200)
  @ProviderOnly(`'${BOOKING_MESSAGES.providerOnly}'`)
  @ApiOperation({
    operationId: 'bookingsDecline',
    summary: 'The provider declines a booking waiting for it, with a reason',
    description:
      "The booking's provider only. The couple is mailed and told live; the accepted offer is withdrawn, the request is open again " +
      "and its still valid offers declined with the acceptance are 'sent' again.",
  })
  @ApiParam({ name: 'id', type: Number, description: 'Booking id' })
  @ApiOkResponse({ type: BookingDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `'${BOOKING_MESSAGES.reasonRequired}', '${BOOKING_MESSAGES.reasonMin}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${BOOKING_MESSAGES.notPending}'` })
  decline(@Param('id', bookingId) id: number, @Body() dto: DeclineBookingDto, @Viewer() viewer: Viewer): Promise<BookingDto> {
    return this.bookings.decline(id, dto, viewer);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @Throttle(REQUEST_RATE_LIMITS.link)
  @ApiOperation({
    operationId: 'bookingsCancel',
    summary: 'The couple (signed in, or with the manage link token) or the provider cancels a confirmed booking, with a reason',
    description:
      'Either side of the booking; the other side is mailed (without the reason) and told live. ' +
      "The day is released in the provider's calendar unless the provider keeps it blocked (`keepDateBlocked`, the provider only) " +
      'or another confirmed booking holds it. The request stays booked.',
  })
  @ApiParam({ name: 'id', type: Number, description: 'Booking id' })
  @ApiOkResponse({ type: BookingDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: BAD_TOKEN })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: `Neither a session nor a token: '${SIGN_IN_REQUIRED}'` })
  @ApiForbiddenResponse({
    type: ApiErrorDto,
    description: `'${BOOKING_MESSAGES.keepDateProviderOnly}', or an admin here: '${BOOKING_MESSAGES.partiesOnly}' (admins cancel in the admin panel)`,
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${BOOKING_MESSAGES.notConfirmed}'` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  cancel(@Param('id', bookingId) id: number, @Body() dto: CancelBookingDto, @Viewer() viewer: Viewer): Promise<BookingDto> {
    return this.bookings.cancel(id, dto, viewer);
  }

  @Post(':id/deposit-received')
  @ApiTokenScope('bookings:write')
  @HttpCode(200)
  @ProviderOnly(`'${BOOKING_MESSAGES.providerOnly}'`)
  @ApiOperation({
    operationId: 'bookingsMarkDepositReceived',
    summary: "The provider marks a confirmed booking's deposit received",
    description: "The booking's provider only, once per booking; a notice goes into the conversation and the couple is mailed.",
  })
  @ApiParam({ name: 'id', type: Number, description: 'Booking id' })
  @ApiOkResponse({ type: BookingDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: `'${BOOKING_MESSAGES.notConfirmed}', '${BOOKING_MESSAGES.noDeposit}', '${BOOKING_MESSAGES.depositAlready}'`,
  })
  depositReceived(@Param('id', bookingId) id: number, @Viewer() viewer: Viewer): Promise<BookingDto> {
    return this.bookings.markDepositReceived(id, viewer);
  }
}

/** The bookings of a request for its couple through the manage link (no account needed). */
@ApiTags('bookings')
@Controller('service-requests')
export class ManagedRequestBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get('manage/bookings')
  @ApiOperation({
    operationId: 'bookingsForManagedRequest',
    summary: "The request's bookings for its couple through the manage link, newest first",
    description: 'Anyone holding the manage link, no account needed.',
  })
  @ApiOkResponse({ type: [BookingDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Unknown token: '${REQUEST_LIFECYCLE_MESSAGES.invalidLink}'` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  forManagedRequest(@Query() query: RequestLinkTokenDto): Promise<BookingDto[]> {
    return this.bookings.forManagedRequest(query.token);
  }
}

/** The signed-in provider's bookings ("Rezervace"). */
@ApiTags('bookings')
@Controller('provider/bookings')
export class ProviderBookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get()
  @ApiTokenScope('bookings:read')
  @ProviderOnly()
  @ApiOperation({
    operationId: 'bookingsForProvider',
    summary: "The signed-in provider's bookings: waiting for it first, then by the event date",
    description: 'Signed-in providers only, their own bookings, filtered by status and paged.',
  })
  @ApiOkResponse({ type: BookingPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  list(@Query() query: ProviderBookingsQueryDto, @Viewer() viewer: Viewer): Promise<BookingPageDto> {
    return this.bookings.forProvider(query, viewer);
  }
}
