import type { QueueDefinition } from '../queue/queue.api';
import type { PushNoticeKind } from './push-rules';

/** One job per device and notice; a push service's failure (not 404/410) is tried again with back-off. */
export const PUSH_SEND_QUEUE: QueueDefinition = {
  name: 'push-send',
  retries: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 60,
};

export interface PushSendJob {
  subscriptionId: number;
  kind: PushNoticeKind;
  /** The app's path the notice opens. */
  url: string;
  /** The digest's count of new requests. */
  count?: number;
}
