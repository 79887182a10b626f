import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { User } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { CurrentProvider, type CurrentProviderInfo, ProviderOnly } from '../providers/current-provider';
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

const UNAUTHORIZED = { type: ApiErrorDto, description: "'Pro tuto akci se musíte přihlásit'" };

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
  @UseGuards(AuthenticatedGuard)
  @ApiCookieAuth()
  @ApiOperation({
    operationId: 'subscriptionInfo',
    summary: "The signed-in user's subscription (a user without a provider profile has none)",
  })
  @ApiOkResponse({ type: SubscriptionInfoDto })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  info(@CurrentUser() user: User): Promise<SubscriptionInfoDto> {
    return this.subscriptions.info(user.id);
  }

  @Get('subscription/payments')
  @UseGuards(AuthenticatedGuard)
  @ApiCookieAuth()
  @ApiOperation({ operationId: 'subscriptionPayments', summary: "The signed-in provider's payments, newest first" })
  @ApiOkResponse({ type: [PaymentDto] })
  @ApiUnauthorizedResponse(UNAUTHORIZED)
  payments(@CurrentUser() user: User): Promise<PaymentDto[]> {
    return this.subscriptions.payments(user.id);
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
  cancel(@CurrentProvider() provider: CurrentProviderInfo): Promise<SubscriptionChangeDto> {
    return this.subscriptions.cancel(provider);
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
  schedulePlan(@CurrentProvider() provider: CurrentProviderInfo, @Body() dto: SchedulePlanDto): Promise<SubscriptionChangeDto> {
    return this.subscriptions.schedulePlan(provider, dto.planType);
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
  checkout(
    @CurrentUser() user: User,
    @CurrentProvider() provider: CurrentProviderInfo,
    @Body() dto: CheckoutRequestDto,
  ): Promise<CheckoutResponseDto> {
    return this.subscriptions.checkout(user, provider, dto);
  }
}
