import type { WebhookDeliveryDto } from '../../api';

/** The test event's label (the server lists only the events an endpoint may subscribe to). */
export const TEST_EVENT_LABEL = 'Testovací událost';

/** A delivery's state in Czech: waiting for its first attempt, retrying after a failure, delivered, or given up. */
export function deliveryStateLabel(delivery: Pick<WebhookDeliveryDto, 'state' | 'attempts'>): string {
  if (delivery.state === 'succeeded') return 'Doručeno';
  if (delivery.state === 'failed') return 'Selhalo';
  return delivery.attempts === 0 ? 'Odesílá se' : 'Opakuje se';
}

/** A duration in ms as the log shows it ('184 ms', '2,4 s'). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '–';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toLocaleString('cs-CZ', { maximumFractionDigits: 1 })} s`;
}
