import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, ApiTokenScope, RecentSignIn, Viewer } from '../auth/auth.api';
import { PROVIDER_NOT_FOUND, PositiveIdPipe } from '../providers/providers.api';
import { REQUEST_NOT_FOUND } from '../requests/requests.api';
import { AdminReviewPageDto, AdminReviewsQueryDto, ModerateReviewDto, REVIEW_NOT_FOUND } from '../reviews/reviews.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { AdminBackupService } from './admin-backup.service';
import { AdminService } from './admin.service';
import { AdminOverviewDto, AuditLogPageDto, AuditLogQueryDto } from './dto/admin-overview.dto';
import {
  ActivateSubscriptionDto,
  AdminMessageDto,
  AdminProviderChangeDto,
  AdminProviderPageDto,
  AdminProvidersQueryDto,
} from './dto/admin-provider.dto';
import { AdminNotesDto, AdminRequestDto, AdminRequestPageDto, AdminRequestsQueryDto, MarkForDeletionDto } from './dto/admin-request.dto';

const requestId = new PositiveIdPipe(REQUEST_NOT_FOUND);
const providerId = new PositiveIdPipe(PROVIDER_NOT_FOUND);
const reviewId = new PositiveIdPipe(REVIEW_NOT_FOUND);

/** The operators' panel. Every route: 401 without a session, 403 without the admin role; every change is audited. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly backup: AdminBackupService,
  ) {}

  @Get('overview')
  @ApiTokenScope('admin:read')
  @ApiOperation({
    operationId: 'adminOverview',
    summary: 'Figures for the overview charts',
    description: 'Admins only: requests per week, active subscriptions by plan, revenue per month and the totals of the panel\'s overview.',
  })
  @ApiOkResponse({ type: AdminOverviewDto })
  overview(): Promise<AdminOverviewDto> {
    return this.admin.overview();
  }

  @Get('service-requests')
  @ApiTokenScope('admin:read')
  @ApiOperation({
    operationId: 'adminRequests',
    summary: 'Every request with contacts, notes and deletion marks; filtered, sorted and paged',
    description: "Admins only. Includes the couples' contacts and unconfirmed, closed and expired requests.",
  })
  @ApiOkResponse({ type: AdminRequestPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  requests(@Query() query: AdminRequestsQueryDto): Promise<AdminRequestPageDto> {
    return this.admin.listRequests(query);
  }

  @Patch('service-requests/:id/notes')
  @ApiOperation({
    operationId: 'adminUpdateRequestNotes',
    summary: "Replace a request's admin notes",
    description: 'Admins only. The notes are internal (never shown to the couple or providers); audit-logged.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminRequestDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REQUEST_NOT_FOUND}'` })
  updateNotes(@Viewer() viewer: Viewer, @Param('id', requestId) id: number, @Body() dto: AdminNotesDto): Promise<AdminRequestDto> {
    return this.admin.updateNotes(viewer.user!, id, dto.notes);
  }

  @Patch('service-requests/:id/mark-deletion')
  @ApiOperation({
    operationId: 'adminMarkRequestForDeletion',
    summary: 'Mark a request for deletion with a (non-blank) reason',
    description: 'Admins only. Only marks it for a later decision; nothing is deleted yet. Audit-logged.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminRequestDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Zadejte důvod smazání'" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REQUEST_NOT_FOUND}'` })
  markForDeletion(@Viewer() viewer: Viewer, @Param('id', requestId) id: number, @Body() dto: MarkForDeletionDto): Promise<AdminRequestDto> {
    return this.admin.markForDeletion(viewer.user!, id, dto.reason);
  }

  @Delete('service-requests/:id')
  @ApiOperation({
    operationId: 'adminDeleteRequest',
    summary: 'Delete a request permanently (with its notifications)',
    description: 'Admins only. Irreversible; audit-logged.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminMessageDto, description: "'Poptávka byla smazána'" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REQUEST_NOT_FOUND}'` })
  deleteRequest(@Viewer() viewer: Viewer, @Param('id', requestId) id: number): Promise<AdminMessageDto> {
    return this.admin.deleteRequest(viewer.user!, id);
  }

  @Get('providers')
  @ApiTokenScope('admin:read')
  @ApiOperation({
    operationId: 'adminProviders',
    summary: 'Every provider with its subscription; filtered, sorted and paged',
    description: "Admins only, with the providers' contacts and plan state.",
  })
  @ApiOkResponse({ type: AdminProviderPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  providers(@Query() query: AdminProvidersQueryDto): Promise<AdminProviderPageDto> {
    return this.admin.listProviders(query);
  }

  @Delete('providers/:id')
  @ApiOperation({
    operationId: 'adminDeleteProvider',
    summary: 'Delete a provider and everything of it (profile, calendar, portfolio and images, reviews, subscriptions, payments, links) in one transaction',
    description: 'Admins only, with a sign-in or password confirmation in the last 15 minutes. Irreversible; audit-logged.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminMessageDto, description: "'Dodavatel byl smazán'" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${PROVIDER_NOT_FOUND}'` })
  @RecentSignIn()
  deleteProvider(@Viewer() viewer: Viewer, @Param('id', providerId) id: number): Promise<AdminMessageDto> {
    return this.admin.deleteProvider(viewer.user!, id);
  }

  @Patch('providers/:id/activate-subscription')
  @ApiOperation({
    operationId: 'adminActivateSubscription',
    summary: 'Grant a basic or premium subscription free for one year',
    description: 'Admins only. The provider is listed and sees contacts at once; audit-logged.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminProviderChangeDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${PROVIDER_NOT_FOUND}'` })
  activateSubscription(
    @Viewer() viewer: Viewer,
    @Param('id', providerId) id: number,
    @Body() dto: ActivateSubscriptionDto,
  ): Promise<AdminProviderChangeDto> {
    return this.admin.activateSubscription(viewer.user!, id, dto.planType ?? 'basic');
  }

  @Patch('providers/:id/deactivate-subscription')
  @ApiOperation({
    operationId: 'adminDeactivateSubscription',
    summary: "End the provider's subscription now",
    description: 'Admins only. The provider loses the listing and contacts at once, without a refund; audit-logged.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminProviderChangeDto, description: "'Předplatné bylo deaktivováno'" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${PROVIDER_NOT_FOUND}'` })
  deactivateSubscription(@Viewer() viewer: Viewer, @Param('id', providerId) id: number): Promise<AdminProviderChangeDto> {
    return this.admin.deactivateSubscription(viewer.user!, id);
  }

  @Get('reviews')
  @ApiTokenScope('admin:read')
  @ApiOperation({
    operationId: 'adminReviews',
    summary: 'Every review (any status) with its reports; filtered (reported, status, provider, rating) and paged',
    description: "Admins only (the panel's moderation queue), with the reviewers' e-mails.",
  })
  @ApiOkResponse({ type: AdminReviewPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  reviews(@Query() query: AdminReviewsQueryDto): Promise<AdminReviewPageDto> {
    return this.admin.listReviews(query);
  }

  @Patch('reviews/:id/hide')
  @ApiOperation({
    operationId: 'adminHideReview',
    summary: 'Hide a published review (out of the list and figures at once), close its reports, e-mail its author',
    description: 'Admins only, with a reason (sent to the author); audit-logged.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminMessageDto, description: "'Hodnocení bylo skryto'" })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Zadejte důvod'" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REVIEW_NOT_FOUND}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'A pending review (only deletable) or one hidden already' })
  hideReview(@Viewer() viewer: Viewer, @Param('id', reviewId) id: number, @Body() dto: ModerateReviewDto): Promise<AdminMessageDto> {
    return this.admin.hideReview(viewer.user!, id, dto.reason);
  }

  @Patch('reviews/:id/restore')
  @ApiOperation({
    operationId: 'adminRestoreReview',
    summary: 'Publish a hidden review again, or keep a reported published one; closes its reports',
    description: 'Admins only, with a reason; audit-logged.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminMessageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Zadejte důvod'" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REVIEW_NOT_FOUND}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Neither hidden nor reported, or the mailbox has another published review of the provider' })
  restoreReview(@Viewer() viewer: Viewer, @Param('id', reviewId) id: number, @Body() dto: ModerateReviewDto): Promise<AdminMessageDto> {
    return this.admin.restoreReview(viewer.user!, id, dto.reason);
  }

  @Delete('reviews/:id')
  @ApiOperation({
    operationId: 'adminDeleteReview',
    summary: "Delete a review permanently (its reports too); a confirmed one's author is e-mailed",
    description: 'Admins only, with a reason and a sign-in or password confirmation in the last 15 minutes. Irreversible; audit-logged.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ type: AdminMessageDto, description: "'Hodnocení bylo smazáno'" })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Zadejte důvod'" })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REVIEW_NOT_FOUND}'` })
  @RecentSignIn()
  deleteReview(@Viewer() viewer: Viewer, @Param('id', reviewId) id: number, @Body() dto: ModerateReviewDto): Promise<AdminMessageDto> {
    return this.admin.deleteReview(viewer.user!, id, dto.reason);
  }

  @Get('audit-log')
  @ApiTokenScope('admin:read')
  @ApiOperation({
    operationId: 'adminAuditLog',
    summary: 'The admin actions (who, what, when), newest first, optionally one action, in pages',
    description: 'Admins only. Read-only: the log cannot be changed through the API.',
  })
  @ApiOkResponse({ type: AuditLogPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Neznámá akce', or a page out of range" })
  auditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogPageDto> {
    return this.admin.auditLog(query);
  }

  @Get('backup-database')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminBackupDatabase',
    summary: 'Every table as one JSON document, streamed (Content-Disposition: attachment; filename="svatby-backup-….json")',
    description:
      'Admins only, with a sign-in or password confirmation in the last 15 minutes. Every download is audit-logged; the file holds ' +
      'account data (password hashes included), so keep it safe.',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'The backup file', schema: { type: 'string', format: 'binary' } })
  @RecentSignIn()
  async backupDatabase(@Viewer() viewer: Viewer, @Res() response: FastifyReply): Promise<void> {
    await this.backup.stream(viewer.user!, response);
  }
}
