import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiTooManyRequestsResponse,
  ApiAcceptedResponse,
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
} from '@nestjs/swagger';
import { RATE_LIMITS, SignedIn, Viewer } from '../../auth/auth.api';
import { Throttle } from '@nestjs/throttler';
import { ApiErrorDto } from '../../common/http/api-error.dto';
import { PositiveIdPipe } from '../../providers/providers.api';
import {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveriesQueryDto,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookEndpointDto,
  WebhookEventTypeDto,
  WebhookSecretDto,
} from './dto/webhook.dto';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_MESSAGES } from './webhook-rules';
import { WebhooksService } from './webhooks.service';

const endpointId = new PositiveIdPipe(WEBHOOK_MESSAGES.notFound);
const WHO = 'A signed-in provider or admin, for the endpoints of their own account (a couple gets 403).';
const forbidden = () => ApiForbiddenResponse({ type: ApiErrorDto, description: `Not a provider nor an admin: '${WEBHOOK_MESSAGES.providersOnly}'` });
const notFound = () => ApiNotFoundResponse({ type: ApiErrorDto, description: `'${WEBHOOK_MESSAGES.notFound}' (also another account's endpoint)` });
const idParam = () => ApiParam({ name: 'id', type: Number, description: "The endpoint's id", example: 3 });

/** Outgoing webhooks (issue 50, README "Webhooks"): the account's endpoints, their secrets, delivery log, resend and test event. */
@ApiTags('webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get('event-types')
  @ApiOperation({
    operationId: 'listWebhookEventTypes',
    summary: 'The events an endpoint may subscribe to',
    description: 'Every webhook event type with its Czech label. Public: the payload of each is documented under components.schemas and x-webhooks.',
  })
  @ApiOkResponse({ type: WebhookEventTypeDto, isArray: true })
  eventTypes(): WebhookEventTypeDto[] {
    return this.webhooks.eventTypes();
  }

  @Get()
  @SignedIn()
  @ApiOperation({ operationId: 'listWebhookEndpoints', summary: "The account's webhook endpoints", description: `Oldest first, without secrets. ${WHO}` })
  @ApiOkResponse({ type: WebhookEndpointDto, isArray: true })
  @forbidden()
  list(@Viewer() viewer: Viewer): Promise<WebhookEndpointDto[]> {
    return this.webhooks.list(viewer);
  }

  @Post()
  @SignedIn()
  @ApiOperation({
    operationId: 'createWebhookEndpoint',
    summary: 'Adds a webhook endpoint',
    description: `Registers a URL and its events; the answer holds the new signing secret (whsec_…). At most ${WEBHOOK_ENDPOINTS_MAX} per account; https only in production, and never a private address. ${WHO}`,
  })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Invalid input, e.g. '${WEBHOOK_MESSAGES.httpsOnly}', '${WEBHOOK_MESSAGES.urlPrivate}', '${WEBHOOK_MESSAGES.eventsInvalid}'` })
  @forbidden()
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${WEBHOOK_MESSAGES.tooMany}'` })
  create(@Body() dto: CreateWebhookEndpointDto, @Viewer() viewer: Viewer): Promise<CreatedWebhookEndpointDto> {
    return this.webhooks.create(viewer, dto);
  }

  @Patch(':id')
  @SignedIn()
  @ApiOperation({
    operationId: 'updateWebhookEndpoint',
    summary: "Changes an endpoint's events or note, or switches it off or on",
    description: `Switching an endpoint on again clears its run of failures. ${WHO}`,
  })
  @idParam()
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Invalid input, e.g. '${WEBHOOK_MESSAGES.eventsInvalid}'` })
  @forbidden()
  @notFound()
  update(@Param('id', endpointId) id: number, @Body() dto: UpdateWebhookEndpointDto, @Viewer() viewer: Viewer): Promise<WebhookEndpointDto> {
    return this.webhooks.update(viewer, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({ operationId: 'deleteWebhookEndpoint', summary: 'Removes an endpoint with its delivery log', description: `Nothing more is sent to it. ${WHO}` })
  @idParam()
  @ApiNoContentResponse({ description: 'Removed' })
  @forbidden()
  @notFound()
  remove(@Param('id', endpointId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.webhooks.remove(viewer, id);
  }

  @Get(':id/secret')
  @SignedIn()
  @ApiOperation({
    operationId: 'getWebhookSecret',
    summary: "Shows an endpoint's signing secret",
    description: `The HMAC-SHA256 key of the Svatby-Signature header, for verifying deliveries (README "Webhooks"). ${WHO}`,
  })
  @idParam()
  @ApiOkResponse({ type: WebhookSecretDto })
  @forbidden()
  @notFound()
  secret(@Param('id', endpointId) id: number, @Viewer() viewer: Viewer): Promise<WebhookSecretDto> {
    return this.webhooks.secret(viewer, id);
  }

  @Get(':id/deliveries')
  @SignedIn()
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: "An endpoint's delivery log, newest first",
    description: `Each delivery's event, state, attempts, last status code, duration, error and response excerpt; paginated. ${WHO}`,
  })
  @idParam()
  @ApiOkResponse({ type: WebhookDeliveryPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid page or pageSize' })
  @forbidden()
  @notFound()
  deliveries(@Param('id', endpointId) id: number, @Query() query: WebhookDeliveriesQueryDto, @Viewer() viewer: Viewer): Promise<WebhookDeliveryPageDto> {
    return this.webhooks.deliveryLog(viewer, id, query);
  }

  @Post(':id/deliveries/:deliveryId/resend')
  @Throttle(RATE_LIMITS.webhookSend)
  @HttpCode(202)
  @SignedIn()
  @ApiOperation({
    operationId: 'resendWebhookDelivery',
    summary: 'Sends a delivered (or failed) event again ("Znovu odeslat")',
    description: `A new delivery of the same event: the same id and payload, a fresh signature and 24-hour retry window. Queued: it goes out within seconds. ${WHO}`,
  })
  @idParam()
  @ApiParam({ name: 'deliveryId', type: String, description: "The delivery's id", example: '1842' })
  @ApiAcceptedResponse({ type: WebhookDeliveryDto, description: 'The new delivery, queued' })
  @forbidden()
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${WEBHOOK_MESSAGES.notFound}' or '${WEBHOOK_MESSAGES.deliveryNotFound}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${WEBHOOK_MESSAGES.disabled}'` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'More than 30 resends from this client in 15 minutes (counted apart from test events)' })
  resend(@Param('id', endpointId) id: number, @Param('deliveryId') deliveryId: string, @Viewer() viewer: Viewer): Promise<WebhookDeliveryDto> {
    return this.webhooks.resend(viewer, id, deliveryId);
  }

  @Post(':id/test')
  @Throttle(RATE_LIMITS.webhookSend)
  @HttpCode(202)
  @SignedIn()
  @ApiOperation({
    operationId: 'sendWebhookTestEvent',
    summary: 'Sends a test event ("Poslat testovací událost")',
    description: `A signed 'ping' event to this endpoint only, queued (it appears in the delivery log within seconds). ${WHO}`,
  })
  @idParam()
  @ApiAcceptedResponse({ type: WebhookDeliveryDto, description: 'The test delivery, queued' })
  @forbidden()
  @notFound()
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${WEBHOOK_MESSAGES.disabled}'` })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'More than 30 test events from this client in 15 minutes (counted apart from resends)' })
  test(@Param('id', endpointId) id: number, @Viewer() viewer: Viewer): Promise<WebhookDeliveryDto> {
    return this.webhooks.sendTest(viewer, id);
  }
}
