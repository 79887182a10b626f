import { Injectable } from '@nestjs/common';
import * as http from 'node:http';
import * as https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AppConfig } from '../../config/app-config';
import { type HostResolver, resolveTarget, systemResolver } from './address-check';
import { SIGNATURE_HEADER, WEBHOOK_EXCERPT_CHARS, WEBHOOK_TIMEOUT_MS, signatureHeader } from './webhook-rules';

/** What one attempt came to: a 2xx is a success; anything else (or no answer) is retried. */
export interface WebhookAttempt {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  excerpt: string | null;
}

export interface OutgoingWebhook {
  url: string;
  secret: string;
  eventId: string;
  eventType: string;
  body: string;
  /** Unix seconds of the signature. */
  timestamp: number;
}

/** More than this of an answer is not read (the log keeps WEBHOOK_EXCERPT_CHARS of it). */
const READ_LIMIT_BYTES = 8 * 1024;
const USER_AGENT = 'Svatby-Webhooks/1.0 (+https://svatby.cz)';

/**
 * Sends one signed delivery (POST, JSON) with a 10 s timeout. The host is resolved and checked here,
 * at send time (address-check.ts), and the connection goes to that checked address through the
 * request's own `lookup`, so the name cannot resolve elsewhere in between; TLS still verifies the
 * certificate for the name. Redirects are never followed: a 3xx is a failure that names its Location.
 */
@Injectable()
export class WebhookSender {
  /** How long an attempt may take; a field so that a test need not wait 10 s. */
  timeoutMs = WEBHOOK_TIMEOUT_MS;
  /** How a host's addresses are found (the system's resolver; a test names its own). */
  resolver: HostResolver = systemResolver;

  constructor(private readonly config: AppConfig) {}

  async send(webhook: OutgoingWebhook): Promise<WebhookAttempt> {
    const started = Date.now();
    const took = () => Date.now() - started;
    let url: URL;
    try {
      url = new URL(webhook.url);
    } catch {
      return { ok: false, statusCode: null, durationMs: 0, error: 'Neplatná adresa webhooku', excerpt: null };
    }
    if (this.config.isProduction && url.protocol !== 'https:') {
      return { ok: false, statusCode: null, durationMs: 0, error: 'V provozu lze webhooky posílat jen přes https', excerpt: null };
    }
    let target: { address: string; family: 4 | 6 };
    try {
      target = await resolveTarget(url.hostname, this.config.webhooksAllowPrivate, this.resolver);
    } catch (error) {
      return { ok: false, statusCode: null, durationMs: took(), error: (error as Error).message, excerpt: null };
    }
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if ((options as { all?: boolean }).all) (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [target]);
      else callback(null, target.address, target.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<WebhookAttempt>((resolve) => {
      let settled = false;
      const finish = (attempt: Omit<WebhookAttempt, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...attempt, durationMs: took() });
      };
      const request = client.request(
        url,
        {
          method: 'POST',
          lookup: pinned,
          agent: false,
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Length': Buffer.byteLength(webhook.body),
            'User-Agent': USER_AGENT,
            [SIGNATURE_HEADER]: signatureHeader(webhook.secret, webhook.timestamp, webhook.body),
            'Svatby-Event-Id': webhook.eventId,
            'Svatby-Event-Type': webhook.eventType,
          },
        },
        (response) => {
          const statusCode = response.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          const done = () => {
            const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_EXCERPT_CHARS) || null;
            if (statusCode >= 200 && statusCode < 300) return finish({ ok: true, statusCode, error: null, excerpt });
            const location = response.headers.location;
            const error =
              statusCode >= 300 && statusCode < 400
                ? `Přesměrování (${statusCode}) na ${location ?? '?'} nebylo následováno`
                : `Příjemce odpověděl ${statusCode}`;
            finish({ ok: false, statusCode, error: error.slice(0, 1000), excerpt });
          };
          response.on('data', (chunk: Buffer) => {
            if (size >= READ_LIMIT_BYTES) return;
            chunks.push(chunk);
            size += chunk.length;
            // Enough for the log: the rest of a large answer is not waited for.
            if (size >= READ_LIMIT_BYTES) {
              done();
              response.destroy();
            }
          });
          response.on('end', done);
          response.on('error', (error) => finish({ ok: false, statusCode, error: `Odpověď přerušena: ${error.message}`, excerpt: null }));
        },
      );
      const timer = setTimeout(() => {
        finish({ ok: false, statusCode: null, error: `Příjemce neodpověděl do ${this.timeoutMs / 1000} s`, excerpt: null });
        request.destroy();
      }, this.timeoutMs);
      request.on('error', (error) => finish({ ok: false, statusCode: null, error: `Spojení selhalo: ${error.message}`.slice(0, 1000), excerpt: null }));
      request.end(webhook.body);
    });
  }
}
