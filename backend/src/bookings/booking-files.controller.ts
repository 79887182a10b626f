import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiTokenScope, SIGN_IN_REQUIRED, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { PositiveIdPipe } from '../providers/providers.api';
import { REQUEST_LIFECYCLE_MESSAGES } from '../requests/requests.api';
import { BookingFilesService, BOOKING_FILE_MESSAGES, type BookingFile } from './booking-files.service';
import { BOOKING_MESSAGES } from './booking-rules';
import { BookingActionTokenDto } from './dto/booking.dto';

const bookingId = new PositiveIdPipe(BOOKING_MESSAGES.notFound);
const NOT_FOUND = `'${BOOKING_MESSAGES.notFound}' (also someone else's booking)`;
const BAD_TOKEN = `Unknown manage link token: '${REQUEST_LIFECYCLE_MESSAGES.invalidLink}'`;

/** Sends a download: the file name is ASCII (booking numbers are), nothing is cached on the way. */
async function send(reply: FastifyReply, file: BookingFile, disposition: 'attachment' | 'inline'): Promise<void> {
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  await reply.send(file.body);
}

/** A booking's files for its two sides (the couple signed in or with the manage link's token) and an admin. */
@ApiTags('bookings')
@Controller('bookings')
@ApiParam({ name: 'id', type: Number, description: 'Booking id' })
export class BookingFilesController {
  constructor(private readonly files: BookingFilesService) {}

  @Get(':id/document.pdf')
  @ApiTokenScope('bookings:read')
  @ApiOperation({
    operationId: 'bookingsDocumentPdf',
    summary: '"Potvrzení rezervace" as PDF (A4, Czech), as frozen when the provider confirmed',
    description:
      "The booking's provider, its couple (signed in or with the manage link's token) or an admin. " +
      'attachment; filename="potvrzeni-rezervace-SV-2026-000123.pdf". A cancelled booking\'s document adds its history.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: BAD_TOKEN })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: `Neither a session nor a token: '${SIGN_IN_REQUIRED}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${BOOKING_FILE_MESSAGES.notConfirmed}'` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  async documentPdf(
    @Param('id', bookingId) id: number,
    @Query() query: BookingActionTokenDto,
    @Viewer() viewer: Viewer,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await send(reply, await this.files.documentPdf(id, viewer, query.token), 'attachment');
  }

  @Get(':id/event.ics')
  @ApiTokenScope('bookings:read')
  @ApiOperation({
    operationId: 'bookingsEventIcs',
    summary: 'The confirmed (or cancelled) booking as one all-day calendar event (.ics), to add by hand',
    description:
      "The booking's provider, its couple (signed in or with the manage link's token) or an admin. " +
      'The same event (UID booking-{id}@svatby.cz, SEQUENCE) as in the calendar feed, so the two never duplicate it.',
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The calendar file', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: BAD_TOKEN })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: `Neither a session nor a token: '${SIGN_IN_REQUIRED}'` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${BOOKING_FILE_MESSAGES.notConfirmed}'` })
  @ApiGoneResponse({ type: ApiErrorDto, description: 'The manage link has expired' })
  async eventIcs(
    @Param('id', bookingId) id: number,
    @Query() query: BookingActionTokenDto,
    @Viewer() viewer: Viewer,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await send(reply, await this.files.eventIcs(id, viewer, query.token), 'attachment');
  }
}
