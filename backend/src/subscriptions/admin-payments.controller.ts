import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ApiErrors } from '../common/http/api-errors';
import { GATEWAY_FAILURE_MESSAGE } from './gateway/stripe-payment-gateway';
import { PositiveIdPipe } from '../providers/providers.api';
import { RefundPaymentDto, RefundResultDto } from './dto/refund.dto';
import { PaymentRefunds, REFUND_MESSAGES } from './payment-refunds.service';

const paymentId = new PositiveIdPipe(REFUND_MESSAGES.notFound);

/** The admin's refund of a subscription payment ("Vrátit platbu" in the panel's "Faktury" tab). 401/403 as the panel. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(private readonly refunds: PaymentRefunds) {}

  @Post(':paymentId/refund')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminRefundPayment',
    summary: 'Gives a succeeded payment back in full (Stripe refund; nothing to call for the test gateway) and issues its credit note; audit-logged',
    description:
      'Admins only. Refunds a succeeded payment once, in full, issues the credit note (opravný daňový doklad) for its invoice and ' +
      'writes an audit entry; the subscription itself is not changed.',
  })
  @ApiParam({ name: 'paymentId', type: Number })
  @ApiOkResponse({ type: RefundResultDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'A reason over 500 characters' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${REFUND_MESSAGES.notFound}'` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${REFUND_MESSAGES.notRefundable}'` })
  @ApiErrors({ 502: `Stripe failed or timed out: '${GATEWAY_FAILURE_MESSAGE}'` })
  refund(@Param('paymentId', paymentId) id: number, @Body() dto: RefundPaymentDto, @Viewer() viewer: Viewer): Promise<RefundResultDto> {
    return this.refunds.adminRefund(viewer.user!, id, dto.reason);
  }
}
