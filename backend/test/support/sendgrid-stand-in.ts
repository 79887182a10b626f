import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  authorization: string | undefined;
  body: {
    personalizations: Array<{ to: Array<{ email: string; name?: string }> }>;
    from: { email: string; name?: string };
    subject: string;
    content: Array<{ type: string; value: string }>;
  };
}

/**
 * A local stand-in for SendGrid's v3 API (POST /v3/mail/send). Each recipient address can be
 * given a script of statuses to answer in turn; after the script it accepts (202). Or it can
 * hang: never answer.
 */
export class SendGridStandIn {
  readonly received: ReceivedMail[] = [];
  private readonly scripts = new Map<string, number[]>();
  private readonly hungRecipients = new Set<string>();
  private server?: http.Server;
  private messageCounter = 0;

  script(recipient: string, statuses: number[]): void {
    this.scripts.set(recipient, [...statuses]);
  }

  /** Never answers for `recipient` (a provider that hangs); the connection is dropped at stop(). */
  hang(recipient: string): void {
    this.hungRecipients.add(recipient);
  }

  callsFor(recipient: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.body.personalizations[0]?.to[0]?.email === recipient);
  }

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/v3/mail/send') {
          response.writeHead(404).end();
          return;
        }
        const body = JSON.parse(raw) as ReceivedMail['body'];
        this.received.push({ authorization: request.headers.authorization, body });
        const recipient = body.personalizations[0]?.to[0]?.email ?? '';
        if (this.hungRecipients.has(recipient)) return;
        const status = this.scripts.get(recipient)?.shift() ?? 202;
        if (status === 202) {
          this.messageCounter += 1;
          response.writeHead(202, { 'X-Message-Id': `stand-in-${this.messageCounter}` }).end();
          return;
        }
        response
          .writeHead(status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ errors: [{ message: `stand-in answered ${status}` }] }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
