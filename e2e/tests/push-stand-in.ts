import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/* web-push-testing (CommonJS, no types): a local push service that decrypts what it receives (RFC 8291). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (model: object, port: number) => {
  _server?: Server;
  startServer(): void;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => { notifyUrl: string } };

/** A browser's subscription on the stand-in, as PushSubscription.toJSON() gives it, plus its handle there. */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * The push service of the journey: headless Chromium has no way to a real one (no network), so the page's
 * PushManager hands out a subscription made here, and the app's sends arrive here, decrypted.
 */
export class PushStandIn {
  private server: Server | undefined;
  private url = '';

  async start(): Promise<void> {
    const model = new PushApiModel();
    const standIn = new WebPushTestingServer(model, 0);
    const log = console.log;
    console.log = () => undefined; // its "Server running on port 0"
    try {
      standIn.startServer();
      const server = standIn._server!;
      await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => setImmediate(resolve))));
      this.server = server;
    } finally {
      console.log = log;
    }
    this.url = `http://localhost:${(this.server!.address() as AddressInfo).port}`;
    model.notifyUrl = `${this.url}/notify/`; // the model built its endpoints from port 0
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  async subscribe(applicationServerKey: string): Promise<StandInSubscription> {
    return ((await this.post('/subscribe', { applicationServerKey })) as { data: StandInSubscription }).data;
  }

  /** The payloads received for a subscription, decrypted, oldest first. */
  async messages(clientHash: string): Promise<string[]> {
    return ((await this.post('/get-notifications', { clientHash })) as { data: { messages: string[] } }).data.messages;
  }

  private async post(path: string, body: object): Promise<unknown> {
    const response = await fetch(`${this.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`Push stand-in ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }
}
