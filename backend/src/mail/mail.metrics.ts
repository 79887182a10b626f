import { Inject, Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { MetricsRegistry } from '../common/metrics/metrics-registry';
import { MAIL_TRANSPORT, type MailTransport } from './transports/mail-transport';

/** Mails handed to the transport and refused by it (README "Metrics"), counted where MailService sends. */
@Injectable()
export class MailMetrics {
  private readonly sent: Counter<'transport'>;
  private readonly failed: Counter<'transport' | 'final'>;
  private readonly transport: string;

  constructor(registry: MetricsRegistry, @Inject(MAIL_TRANSPORT) transport: MailTransport) {
    this.transport = transport.name;
    this.sent = registry.counter({ name: 'mails_sent_total', help: 'Mails the transport accepted', labelNames: ['transport'] });
    this.failed = registry.counter({
      name: 'mails_failed_total',
      help: 'Failed mail sends: final="false" is an attempt that will be retried, final="true" a mail given up on',
      labelNames: ['transport', 'final'],
    });
    // Zero series from the start: a rate() sees the first failure, and the families show before any mail.
    this.sent.inc({ transport: this.transport }, 0);
    for (const final of ['true', 'false']) this.failed.inc({ transport: this.transport, final }, 0);
  }

  sentOne(): void {
    this.sent.inc({ transport: this.transport });
  }

  failedOne(final: boolean): void {
    this.failed.inc({ transport: this.transport, final: String(final) });
  }
}
