import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ContactService } from './contact.service';
import { ContactMessageDto, ContactMessageResponseDto } from './dto/contact-message.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(200)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @ApiOperation({
    operationId: 'contactSend',
    summary: 'The /kontakt form: stored and e-mailed to the operators (through the outbox)',
    description:
      'Open to visitors. Stores the message and queues an e-mail to the operators. Rate limited to 5 messages a minute per client ' +
      'address.',
  })
  @ApiOkResponse({ type: ContactMessageResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  send(@Body() dto: ContactMessageDto): Promise<ContactMessageResponseDto> {
    return this.contact.send(dto);
  }
}
