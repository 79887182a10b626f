import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { SignedIn, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ApiErrors } from '../common/http/api-errors';
import { PositiveIdPipe } from '../providers/providers.api';
import { PushConfigDto, PushDeviceDto, PushDevicesQueryDto, SubscribePushDto } from './dto/push.dto';
import { PUSH_MESSAGES } from './push-rules';
import { PushService } from './push.service';

const deviceId = new PositiveIdPipe(PUSH_MESSAGES.deviceNotFound);

/** Web Push (issue 47): the server's key and the signed-in account's devices ("Oznámení na tomto zařízení"). */
@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Get('config')
  @ApiOperation({
    operationId: 'pushConfig',
    summary: 'Whether push notifications are offered, and the VAPID public key to subscribe with (public)',
    description: 'Open to anyone: push is offered only when VAPID keys are configured.',
  })
  @ApiOkResponse({ type: PushConfigDto })
  config(): PushConfigDto {
    return this.push.pushConfig();
  }

  @Get('devices')
  @SignedIn()
  @ApiOperation({
    operationId: 'listPushDevices',
    summary: "The account's devices with push on, newest first; ?endpoint= marks the asking browser's",
    description: 'Any signed-in account (couple, provider or admin), its own devices only.',
  })
  @ApiOkResponse({ type: PushDeviceDto, isArray: true })
  @ApiErrors({ 400: `An endpoint that is not text or over 1000 characters: '${PUSH_MESSAGES.endpointInvalid}'` })
  list(@Query() query: PushDevicesQueryDto, @Viewer() viewer: Viewer): Promise<PushDeviceDto[]> {
    return this.push.list(viewer, query.endpoint);
  }

  @Post('devices')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    operationId: 'subscribePush',
    summary: "Turns push on for this browser: its PushSubscription's endpoint and keys (again with the same endpoint updates it)",
    description:
      "Any signed-in account. The account's new messages, offers and bookings are then also sent to this browser as push " +
      "notifications.",
  })
  @ApiOkResponse({ type: PushDeviceDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `Invalid input; an endpoint outside the browsers' push services: '${PUSH_MESSAGES.endpointNotAllowed}'` })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: `'${PUSH_MESSAGES.tooManyDevices}'; without VAPID keys configured: '${PUSH_MESSAGES.disabled}'`,
  })
  subscribe(@Body() dto: SubscribePushDto, @Viewer() viewer: Viewer, @Headers('user-agent') userAgent: string | undefined): Promise<PushDeviceDto> {
    return this.push.subscribe(viewer, dto, userAgent);
  }

  @Delete('devices/:id')
  @HttpCode(204)
  @SignedIn()
  @ApiOperation({
    operationId: 'deletePushDevice',
    summary: 'Revokes a device: it gets no more notifications',
    description: "Any signed-in account, for its own devices (another account's device answers 404).",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${PUSH_MESSAGES.deviceNotFound}' (also another account's device)` })
  remove(@Param('id', deviceId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.push.remove(viewer, id);
  }

  @Post('devices/:id/test')
  @HttpCode(202)
  @SignedIn()
  @ApiOperation({
    operationId: 'testPushDevice',
    summary: 'Sends "Zkušební oznámení" to the device (queued: it arrives within seconds)',
    description: "Any signed-in account, for its own devices. The notification is queued (202) and sent within seconds.",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiAcceptedResponse({ description: 'Queued' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${PUSH_MESSAGES.deviceNotFound}' (also another account's device)` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `No VAPID keys configured: '${PUSH_MESSAGES.disabled}'` })
  test(@Param('id', deviceId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.push.test(viewer, id);
  }
}
