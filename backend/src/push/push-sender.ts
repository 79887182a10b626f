import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { PUSH_TTL_SECONDS, type PushPayload } from './push-rules';

/** What the push service answered: accepted, or the subscription is gone for good (404/410). */
export type PushOutcome = 'sent' | 'gone';

/** A device's push address and keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push service's refusal other than "gone" (5xx, 429, a timeout): the job tries again. */
export class PushDeliveryError extends Error {}

const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends one notification through the device's push service (RFC 8030): the `web-push` package
 * encrypts the payload for the device (RFC 8291, aes128gcm) and signs the VAPID header; the request
 * itself goes out with fetch and a timeout (web-push's own sender speaks https only, and the tests'
 * stand-in push service is plain http on this machine).
 */
@Injectable()
export class PushSender {
  constructor(private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.push !== undefined;
  }

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const vapid = this.config.push;
    if (!vapid) throw new PushDeliveryError('Web Push is not configured (VAPID keys)');
    // Loaded with the first notification (~1 MB of heap with its crypto helpers), not at the app's start.
    const { generateRequestDetails } = require('web-push') as typeof import('web-push');
    const details = generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    let response: Response;
    try {
      response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body),
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PushDeliveryError(`Push service unreachable: ${String(error)}`);
    }
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok) return 'sent';
    throw new PushDeliveryError(`Push service answered ${response.status}`);
  }
}
