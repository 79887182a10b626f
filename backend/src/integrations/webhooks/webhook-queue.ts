import type { QueueDefinition } from '../../queue/queue.api';

/**
 * One job per attempt of a delivery. The back-off between attempts is the delivery's own
 * (next_attempt_at, webhook-rules.ts), queued again by the minutely sweep when due; pg-boss's retries
 * only cover a worker that died mid-attempt.
 */
export const WEBHOOK_DELIVERY_QUEUE: QueueDefinition = {
  name: 'webhook-delivery',
  retries: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 60,
};

export interface WebhookDeliveryJob {
  deliveryId: string;
}
