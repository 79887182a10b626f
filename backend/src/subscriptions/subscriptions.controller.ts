import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlanDto } from './dto/plan.dto';
import { formatCzk, PLANS, yearlySavings } from './plans';

@ApiTags('subscriptions')
@Controller('subscription')
export class SubscriptionsController {
  @Get('plans')
  @ApiOperation({ operationId: 'subscriptionPlans', summary: 'The plans with prices in Kč (free, basic, premium; monthly and yearly)' })
  @ApiOkResponse({ type: [PlanDto] })
  plans(): PlanDto[] {
    return PLANS.map((plan) => {
      const yearly = yearlySavings(plan);
      return {
        ...plan,
        priceFormatted: formatCzk(plan.price),
        savings: yearly?.savings ?? null,
        originalPrice: yearly?.originalPrice ?? null,
        discountPercent: yearly?.discountPercent ?? null,
      };
    });
  }
}
