/**
 * The public surface of `integrations/`. Personal API tokens and outgoing webhooks (issue 50): what other modules may use.
 * Other modules import from this file (and `integrations.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { ExportedApiTokenDto } from './api-tokens/dto/api-token.dto';
export { ExportedWebhookEndpointDto } from './webhooks/dto/webhook.dto';
export { WEBHOOK_PAYLOAD_MODELS, declareWebhooks } from './webhooks/webhook-openapi';
