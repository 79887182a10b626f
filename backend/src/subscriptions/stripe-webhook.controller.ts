import { BadRequestException, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { SkipThrottle } from '@nestjs/throttler';
import { StripeWebhookService } from './stripe-webhook.service';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * Stripe's events (invoice paid / payment failed, subscription updated / deleted). Authenticated by
 * the signature over the raw body, so it is exempt from the same-origin check and the throttler.
 */
@ApiTags('subscriptions')
@Controller('stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('webhook')
  @HttpCode(200)
  @SkipThrottle()
  @ApiOperation({
    operationId: 'stripeWebhook',
    summary: "Stripe's webhook: the raw event, signed (Stripe-Signature header); each event id is applied once",
    description:
      'Called by Stripe only, authenticated by the signature over the raw body (no session, no same-origin check, not rate limited). ' +
      'Applies paid and failed invoices, subscription changes and refunds; 404 when Stripe is not configured.',
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { received: { type: 'boolean' } } } })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Missing or bad signature; nothing is changed' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Stripe is not configured (the test gateway is in use)' })
  async webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: boolean }> {
    if (!request.rawBody || !signature) throw new BadRequestException('Chybí podpis události');
    await this.webhooks.handle(request.rawBody, signature);
    return { received: true };
  }
}
