import { Body, Delete, Get, HttpCode, Param, Patch, Post, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiProduces,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { PositiveIdPipe } from '../providers/providers.api';
import {
  CreatePlanGuestDto,
  GuestImportFormDto,
  GuestImportResultDto,
  ListPlanGuestsQueryDto,
  PlanGuestDto,
  PlanGuestPageDto,
  RsvpLinkDto,
  UpdatePlanGuestDto,
} from './dto/plan-guest.dto';
import { GuestUploadInterceptor } from './guest-upload.interceptor';
import { PlanGuestsService } from './plan-guests.service';
import { GUEST_MESSAGES } from './planning-rules';
import { ApiNoPlanResponse, PlanRoutes } from './plan-routes';

const guestId = new PositiveIdPipe(GUEST_MESSAGES.notFound);
const NOT_FOUND = `'${GUEST_MESSAGES.notFound}' (also another plan's guest), or no plan`;

/** The couple's guest list ("Hosté"), its CSV import and export, and the guests' RSVP links. */
@PlanRoutes('plan/guests')
export class PlanGuestsController {
  constructor(private readonly guests: PlanGuestsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listPlanGuests',
    summary: 'One page of the guest list (by group, then name), with the counts and the groups',
    description:
      'Either partner of the plan (signed-in couples only; provider accounts get 403, a couple without a plan 404). Filtered by RSVP ' +
      'answer or a name search, and paged.',
  })
  @ApiOkResponse({ type: PlanGuestPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid filters' })
  @ApiNoPlanResponse()
  list(@Query() query: ListPlanGuestsQueryDto, @Viewer() viewer: Viewer): Promise<PlanGuestPageDto> {
    return this.guests.list(viewer, query);
  }

  @Post()
  @ApiOperation({
    operationId: 'createPlanGuest',
    summary: 'Adds a guest (at most 2 000 per plan)',
    description: 'Either partner of the plan. The guest gets no message: the couple sends the RSVP link themselves.',
  })
  @ApiCreatedResponse({ type: PlanGuestDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input' })
  @ApiNoPlanResponse()
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${GUEST_MESSAGES.listFull}'` })
  create(@Body() dto: CreatePlanGuestDto, @Viewer() viewer: Viewer): Promise<PlanGuestDto> {
    return this.guests.create(viewer, dto);
  }

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(GuestUploadInterceptor())
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: GuestImportFormDto })
  @ApiOperation({
    operationId: 'importPlanGuests',
    summary: 'Adds the guests of a CSV file (Excel CZ or UTF-8); bad rows are reported by line, the good ones kept',
    description: 'Either partner of the plan. The list limit of 2 000 guests applies; rows over it are reported, not added.',
  })
  @ApiOkResponse({ type: GuestImportResultDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `'${GUEST_MESSAGES.fileMissing}', '${GUEST_MESSAGES.fileEmpty}' or '${GUEST_MESSAGES.noNameColumn}' (field file)`,
  })
  @ApiPayloadTooLargeResponse({ type: ApiErrorDto, description: `'${GUEST_MESSAGES.fileTooLarge}'` })
  @ApiNoPlanResponse()
  import(@UploadedFile() file: { buffer: Buffer } | undefined, @Viewer() viewer: Viewer): Promise<GuestImportResultDto> {
    return this.guests.import(viewer, file);
  }

  @Get('export')
  @ApiOperation({
    operationId: 'exportPlanGuests',
    summary: 'The guest list as CSV for Excel CZ (UTF-8 with BOM, `;`), the columns the import reads',
    description: 'Either partner of the plan. attachment; filename="hoste.csv"; never cached.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiNoPlanResponse()
  async export(@Viewer() viewer: Viewer, @Res() reply: FastifyReply): Promise<void> {
    const body = await this.guests.export(viewer);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="hoste.csv"')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store');
    await reply.send(body);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updatePlanGuest',
    summary: "Changes a guest's fields (null clears the optional texts)",
    description:
      "Either partner of the plan, for the plan's guests. Only the fields sent change; the couple may also record the guest's answer " +
      "by hand.",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: PlanGuestDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  update(@Param('id', guestId) id: number, @Body() dto: UpdatePlanGuestDto, @Viewer() viewer: Viewer): Promise<PlanGuestDto> {
    return this.guests.update(viewer, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deletePlanGuest',
    summary: 'Deletes a guest (its RSVP link stops working)',
    description: "Either partner of the plan, for the plan's guests.",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  remove(@Param('id', guestId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.guests.remove(viewer, id);
  }

  @Post(':id/rsvp-link')
  @ApiOperation({
    operationId: 'createRsvpLink',
    summary: "A new RSVP link for the guest (the previous one stops working); valid until the day after the wedding, a year without a date",
    description:
      "Either partner of the plan. The link is returned only now (the database keeps its hash); the couple sends it to the guest " +
      "themselves.",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiCreatedResponse({ type: RsvpLinkDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  createRsvpLink(@Param('id', guestId) id: number, @Viewer() viewer: Viewer): Promise<RsvpLinkDto> {
    return this.guests.createRsvpLink(viewer, id);
  }

  @Delete(':id/rsvp-link')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokeRsvpLink',
    summary: "Revokes the guest's RSVP link (the answer stays)",
    description: "Either partner of the plan, for the plan's guests; revoking when there is no link also answers 204.",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Revoked (or there was none)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_FOUND })
  revokeRsvpLink(@Param('id', guestId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.guests.revokeRsvpLink(viewer, id);
  }
}
