import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly, ApiTokenScope, Viewer } from '../auth/auth.api';
import {
  AdminBookingDto,
  AdminBookingPageDto,
  AdminBookingsQueryDto,
  AdminCancelBookingDto,
  BOOKING_MESSAGES,
  BookingAdministration,
} from '../bookings/bookings.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { PositiveIdPipe } from '../providers/providers.api';

const bookingId = new PositiveIdPipe(BOOKING_MESSAGES.notFound);

/** The admin panel's "Rezervace" tab: every booking, read-only apart from the cancel with a reason (fraud cases). 401/403 as the panel. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/bookings')
export class AdminBookingsController {
  constructor(private readonly bookings: BookingAdministration) {}

  @Get()
  @ApiTokenScope('admin:read')
  @ApiOperation({
    operationId: 'adminBookingsList',
    summary: 'Every booking (any status): filtered by status, searched by number, company or couple, sorted and paged',
    description: "Admins only (the panel's Rezervace tab). Read-only list with the couple's and provider's names.",
  })
  @ApiOkResponse({ type: AdminBookingPageDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `'${BOOKING_MESSAGES.invalidStatus}', 'Neplatné řazení', or a page out of range`,
  })
  list(@Query() query: AdminBookingsQueryDto): Promise<AdminBookingPageDto> {
    return this.bookings.page(query);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminBookingsCancel',
    summary:
      'Cancel a confirmed booking with a reason (both sides see it in the history and the conversation; their mails carry no reason); ' +
      'the day is released; audit-logged',
    description:
      'Admins only, for confirmed bookings (fraud cases). The booking becomes cancelled, the day is released in the calendar, both ' +
      'sides are mailed and notified live, and an audit entry is written.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminBookingDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `'${BOOKING_MESSAGES.reasonRequired}', '${BOOKING_MESSAGES.reasonMin}', '${BOOKING_MESSAGES.reasonMax}'`,
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${BOOKING_MESSAGES.notFound}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${BOOKING_MESSAGES.notConfirmed}'` })
  cancel(@Viewer() viewer: Viewer, @Param('id', bookingId) id: number, @Body() dto: AdminCancelBookingDto): Promise<AdminBookingDto> {
    return this.bookings.cancel(viewer.user!, id, dto.reason);
  }
}
