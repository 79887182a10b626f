import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { AiService } from './ai.service';
import { GenerateDescriptionDto, GeneratedDescriptionDto } from './dto/generate-description.dto';
import { RATE_LIMITS } from './rate-limits';

@ApiTags('ai')
@Controller('ai')
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Post('generate-description')
  @HttpCode(200)
  @Throttle(RATE_LIMITS.ai)
  @ApiOperation({
    operationId: 'aiGenerateDescription',
    summary: 'Draft the description of a request from the form data',
    description:
      'Open to visitors (the request form). Returns a Czech draft from the AI service, or a template draft when none is configured. ' +
      'Rate limited to 10 drafts a minute per client address.',
  })
  @ApiOkResponse({ type: GeneratedDescriptionDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input (Czech message per field)' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: "Too many requests from this address, or the AI service's quota is exhausted (the message mentions 429)",
  })
  @ApiBadGatewayResponse({ type: ApiErrorDto, description: 'The AI service failed or timed out; the couple writes the text by hand' })
  generateDescription(@Body() dto: GenerateDescriptionDto): Promise<GeneratedDescriptionDto> {
    return this.ai.generateDescription(dto);
  }
}
