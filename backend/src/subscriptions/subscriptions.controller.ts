import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProviderOnly, SignedIn, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
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
  @ApiOperation({ operationId: 'subscriptionPlans', summary: 'The plans with prices in Kč (free, basic, premium; monthly and yearly)' })
  @ApiOkResponse({ type: [PlanDto] })
  plans(): PlanDto[] {
    return planDtos();
  }

  @Get('subscription/checkout-config')
  @ApiOperation({ operationId: 'subscriptionCheckoutConfig', summary: "How /subscribe takes payments: Stripe (with its publishable key) or the offline test gateway" })
  @ApiOkResponse({ type: CheckoutConfigDto })
  checkoutConfig(): CheckoutConfigDto {
    return this.subscriptions.checkoutConfig();
  }

  @Get('subscription/info')
  @SignedIn()
  @ApiOperation({
    operationId: 'subscriptionInfo',
    summary: "The signed-in user's subscription (a user without a provider profile has none)",
  })
  @ApiOkResponse({ type: SubscriptionInfoDto })
  info(@Viewer() viewer: Viewer): Promise<SubscriptionInfoDto> {
    return this.subscriptions.info(viewer.provider);
  }

  @Get('subscription/payments')
  @SignedIn()
  @ApiOperation({ operationId: 'subscriptionPayments', summary: "The signed-in provider's payments, newest first" })
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
  })
  @ApiOkResponse({ type: SubscriptionChangeDto, description: "message 'Předplatné zrušeno'" })
  @ApiConflictResponse({ type: ApiErrorDto, description: "'Nemáte aktivní předplatné' or 'Předplatné už je zrušené'" })
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
      'A cancelled but still active subscription is kept on this plan (message "Plán aktivován"). A running one moves to a ' +
      'plan that is not dearer when the paid period ends ("Změna plánu naplánována"); its own plan takes a scheduled change back ' +
      '("Naplánovaná změna plánu zrušena"). At Stripe the subscription item gets the new price without proration.',
  })
  @ApiOkResponse({ type: SubscriptionChangeDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Plán nenalezen'" })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: "'Nemáte aktivní předplatné', 'Na dražší plán přejdete hned, doplatkem rozdílu', or 'Toto předplatné už máte aktivní'",
  })
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
  })
  @ApiOkResponse({ type: CheckoutResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: "'Plán nenalezen', or an amount that differs from the price" })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Already subscribed to this plan, or an upgrade to a cheaper plan' })
  checkout(@Viewer() viewer: Viewer, @Body() dto: CheckoutRequestDto): Promise<CheckoutResponseDto> {
    return this.subscriptions.checkout(viewer.user!, viewer.provider!, dto);
  }
}
