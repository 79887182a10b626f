import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ProviderOnly, SignedIn, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ApiErrors } from '../common/http/api-errors';
import { GATEWAY_FAILURE_MESSAGE } from './gateway/stripe-payment-gateway';
import {
  CheckoutConfigDto,
  CheckoutRequestDto,
  CheckoutResponseDto,
  SchedulePlanDto,
  SubscriptionChangeDto,
} from './dto/checkout.dto';
import { PaymentDto } from './dto/payment.dto';
import { PlanDto } from './dto/plan.dto';
import { SubscriptionInfoDto } from './dto/subscription-info.dto';
import { planDtos } from './plans';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get('subscription/plans')
  @ApiOperation({
    operationId: 'subscriptionPlans',
    summary: 'The plans with prices in Kč (free, basic, premium; monthly and yearly)',
    description: "Open to anyone: the price list of /pricing with each plan's features.",
  })
  @ApiOkResponse({ type: [PlanDto] })
  plans(): PlanDto[] {
    return planDtos();
  }

  @Get('subscription/checkout-config')
  @ApiOperation({
    operationId: 'subscriptionCheckoutConfig',
    summary: "How /subscribe takes payments: Stripe (with its publishable key) or the offline test gateway",
    description: 'Open to anyone. In test mode the page says that no real payment is taken ("testovací režim").',
  })
  @ApiOkResponse({ type: CheckoutConfigDto })
  checkoutConfig(): CheckoutConfigDto {
    return this.subscriptions.checkoutConfig();
  }

  @Get('subscription/info')
  @SignedIn()
  @ApiOperation({
    operationId: 'subscriptionInfo',
    summary: "The signed-in user's subscription (a user without a provider profile has none)",
    description:
      "Any signed-in account: a provider's current plan, period end, cancellation and scheduled change; an account without a provider " +
      "profile gets an empty answer.",
  })
  @ApiOkResponse({ type: SubscriptionInfoDto })
  info(@Viewer() viewer: Viewer): Promise<SubscriptionInfoDto> {
    return this.subscriptions.info(viewer.provider);
  }

  @Get('subscription/payments')
  @SignedIn()
  @ApiOperation({
    operationId: 'subscriptionPayments',
    summary: "The signed-in provider's payments, newest first",
    description: 'Any signed-in account, its own payments (an account without a provider profile gets an empty list).',
  })
  @ApiOkResponse({ type: [PaymentDto] })
  payments(@Viewer() viewer: Viewer): Promise<PaymentDto[]> {
    return this.subscriptions.payments(viewer.provider);
  }

  @Post('subscription/cancel')
  @HttpCode(200)
  @ProviderOnly()
  @ApiOperation({
    operationId: 'subscriptionCancel',
    summary: 'Cancel at the end of the paid period: the subscription stays active until then',
    description:
      'Signed-in providers with an active subscription. Nothing is refunded; contacts stay visible until the period ends, then the ' +
      'plan lapses to free. The provider is mailed a confirmation.',
  })
  @ApiOkResponse({ type: SubscriptionChangeDto, description: "message 'Předplatné zrušeno'" })
  @ApiConflictResponse({ type: ApiErrorDto, description: "'Nemáte aktivní předplatné' or 'Předplatné už je zrušené'" })
  @ApiErrors({ 502: `Stripe failed or timed out: '${GATEWAY_FAILURE_MESSAGE}'` })
  cancel(@Viewer() viewer: Viewer): Promise<SubscriptionChangeDto> {
    return this.subscriptions.cancel(viewer.provider!);
  }

  @Post('subscription/schedule-plan')
  @HttpCode(200)
  @ProviderOnly()
  @ApiOperation({
    operationId: 'subscriptionSchedulePlan',
    summary: 'Choose the plan of the next period without paying now',
    description:
      'Signed-in providers with an active subscription. A cancelled but still active subscription is kept on this plan (message "Plán ' +
      'aktivován"). A running one moves to a ' +
      'plan that is not dearer when the paid period ends ("Změna plánu naplánována"); its own plan takes a scheduled change back ' +
      '("Naplánovaná změna plánu zrušena"). At Stripe the subscription item gets the new price without proration.',
  })
  @ApiOkResponse({ type: SubscriptionChangeDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Plán nenalezen'" })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: "'Nemáte aktivní předplatné', 'Na dražší plán přejdete hned, doplatkem rozdílu', or 'Toto předplatné už máte aktivní'",
  })
  @ApiErrors({ 502: `Stripe failed or timed out: '${GATEWAY_FAILURE_MESSAGE}'` })
  schedulePlan(@Viewer() viewer: Viewer, @Body() dto: SchedulePlanDto): Promise<SubscriptionChangeDto> {
    return this.subscriptions.schedulePlan(viewer.provider!, dto.planType);
  }

  @Post('get-or-create-subscription')
  @HttpCode(200)
  @ProviderOnly()
  @ApiOperation({
    operationId: 'getOrCreateSubscription',
    summary:
      'Checkout: create (or resume) the subscription to a paid plan, or upgrade the live one for the difference. ' +
      'Stripe mode answers the client secret for the Payment Element; the offline gateway activates at once.',
    description:
      'Signed-in providers only. The subscription becomes active when the payment succeeds (the Stripe webhook, or at once with the ' +
      'test gateway); the payment is recorded, invoiced and confirmed by e-mail.',
  })
  @ApiOkResponse({ type: CheckoutResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Plán nenalezen', or an amount that differs from the price" })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'Already subscribed to this plan, a payment still pending, or an upgrade to a cheaper plan',
  })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'A Stripe subscription while Stripe is not configured' })
  @ApiErrors({ 502: `Stripe failed or timed out: '${GATEWAY_FAILURE_MESSAGE}'` })
  checkout(@Viewer() viewer: Viewer, @Body() dto: CheckoutRequestDto): Promise<CheckoutResponseDto> {
    return this.subscriptions.checkout(viewer.user!, viewer.provider!, dto);
  }
}
