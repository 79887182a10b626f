import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { AnswerRsvpDto, RsvpDto } from './dto/plan-guest.dto';
import { PlanGuestsService } from './plan-guests.service';
import { GUEST_MESSAGES, RSVP_RATE_LIMITS } from './planning-rules';

const INVALID = `Unknown, revoked or expired link: '${GUEST_MESSAGES.rsvpLinkInvalid}'`;

/**
 * A guest's RSVP page (public, by the link's token): the couple's names and date and the guest's own
 * answer, nothing else of the plan. Rate-limited per client address, as the other anonymous writes.
 */
@ApiTags('planning')
@Controller('rsvp')
@ApiParam({ name: 'token', type: String, description: "The guest's link token" })
export class RsvpController {
  constructor(private readonly guests: PlanGuestsService) {}

  @Get(':token')
  @Throttle(RSVP_RATE_LIMITS.read)
  @ApiOperation({
    operationId: 'getRsvp',
    summary: "The guest's invitation: the couple's names, the date and the guest's own answer",
    description: "Anyone holding the guest's RSVP link (no account). Rate limited to 30 reads a minute per client address.",
  })
  @ApiOkResponse({ type: RsvpDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: INVALID })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  get(@Param('token') token: string): Promise<RsvpDto> {
    return this.guests.rsvp(token);
  }

  @Post(':token')
  @HttpCode(200)
  @Throttle(RSVP_RATE_LIMITS.answer)
  @ApiOperation({
    operationId: 'answerRsvp',
    summary: 'The guest answers: coming or not, how many people, a dietary note (may answer again while the link works)',
    description:
      "Anyone holding the guest's RSVP link (no account). The answer updates the guest in the couple's plan at once; rate limited to " +
      "10 answers a minute per client address.",
  })
  @ApiOkResponse({ type: RsvpDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: INVALID })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  answer(@Param('token') token: string, @Body() dto: AnswerRsvpDto): Promise<RsvpDto> {
    return this.guests.answer(token, dto);
  }
}
