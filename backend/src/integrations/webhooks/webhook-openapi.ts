import type { OpenAPIObject } from '@nestjs/swagger';
import { WEBHOOK_PAYLOADS } from './dto/webhook-payloads.dto';
import { SIGNATURE_HEADER, WEBHOOK_EVENTS } from './webhook-rules';

/** The payload classes, for SwaggerModule.createDocument's extraModels (each lands in components.schemas). */
export const WEBHOOK_PAYLOAD_MODELS = Object.values(WEBHOOK_PAYLOADS);

const LABELS = new Map<string, string>(WEBHOOK_EVENTS.map((event) => [event.type, event.label]));

/**
 * The events Svatby POSTs to registered endpoints, as OpenAPI 3.1's `webhooks` map would describe
 * them; the document is 3.0, so under the `x-webhooks` extension (read by Redoc and code generators).
 */
export function declareWebhooks(document: OpenAPIObject): void {
  const headers = [
    {
      name: SIGNATURE_HEADER,
      in: 'header',
      required: true,
      description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint secret> (README "Webhooks")',
      schema: { type: 'string', example: 't=1767225600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd' },
    },
    { name: 'Svatby-Event-Id', in: 'header', required: true, description: "The event's id (evt_…)", schema: { type: 'string' } },
    { name: 'Svatby-Event-Type', in: 'header', required: true, description: "The event's type", schema: { type: 'string' } },
  ];
  const webhooks: Record<string, unknown> = {};
  for (const [type, model] of Object.entries(WEBHOOK_PAYLOADS)) {
    webhooks[type] = {
      post: {
        operationId: `webhook_${type.replace('.', '_')}`,
        summary: LABELS.get(type) ?? 'Testovací událost',
        description:
          'POSTed (JSON, 10 s timeout) to each enabled endpoint subscribed to this event. Answer 2xx to acknowledge; anything else is retried ' +
          'with back-off (1 min, 5 min, 30 min, 2 h, 5 h, 10 h) for 24 hours. Redirects are not followed.',
        parameters: headers,
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${model.name}` } } } },
        responses: { '200': { description: 'Received (any 2xx)' } },
      },
    };
  }
  (document as OpenAPIObject & { 'x-webhooks'?: Record<string, unknown> })['x-webhooks'] = webhooks;
}
