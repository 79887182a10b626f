import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { MailDiagnosticsService, SendgridDiagnosticsDto, SendgridTestRequestDto, SendgridTestResponseDto } from '../mail/mail.api';

/** The Mail module's diagnostics for the operators (admin only: an open test-send is a spam relay, DESIGN.md section 4). */
@ApiTags('mail')
@AdminOnly()
@Controller('debug/sendgrid')
export class DebugSendgridController {
  constructor(private readonly diagnostics: MailDiagnosticsService) {}

  @Get()
  @ApiOperation({
    operationId: 'debugSendgrid',
    summary: "The SendGrid key's state (length, prefix, masked preview) and the transport in use",
    description:
      'Admins only. Shows whether a SendGrid key is configured (never the key itself) and which mail transport is in use (SendGrid or ' +
      'the outbox).',
  })
  @ApiOkResponse({ type: SendgridDiagnosticsDto })
  status(): SendgridDiagnosticsDto {
    return this.diagnostics.status();
  }

  @Post('test')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'debugSendgridTest',
    summary: 'Send a test e-mail now through the configured transport',
    description:
      'Admins only. Sends one fixed test message to the given address at once (not through the queue) and reports whether the ' +
      'transport accepted it.',
  })
  @ApiOkResponse({ type: SendgridTestResponseDto, description: 'success false with the reason when the transport refused it' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Zadajte platnú email adresu'" })
  sendTest(@Body() dto: SendgridTestRequestDto): Promise<SendgridTestResponseDto> {
    return this.diagnostics.sendTest(dto.email);
  }
}
