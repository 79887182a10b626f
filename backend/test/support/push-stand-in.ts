import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

/* web-push-testing's server and model (CommonJS, no types): a local push service that decrypts what it receives. */
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
 * web-push-testing (a dev dependency) started in the test's process on a free port: subscribe as a
 * browser would (with the app's VAPID public key), read the notifications it received decrypted
 * (RFC 8291), and expire a subscription (then it answers 410).
 */
export class PushStandIn {
  private server: Server | undefined;
  url = '';

  async start(): Promise<string> {
    const model = new PushApiModel();
    const standIn = new WebPushTestingServer(model, 0);
    const log = console.log;
    console.log = () => undefined; // its "Server running on port 0", logged once listening
    let server: Server;
    try {
      standIn.startServer();
      server = standIn._server!;
      await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => setImmediate(resolve))));
    } finally {
      console.log = log;
    }
    this.server = server;
    this.url = `http://localhost:${(server.address() as AddressInfo).port}`;
    // The model builds endpoints from the port it was given; the real one is known only now.
    model.notifyUrl = `${this.url}/notify/`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  async subscribe(applicationServerKey: string): Promise<StandInSubscription> {
    const response = await this.post('/subscribe', { applicationServerKey });
    return ((await response.json()) as { data: StandInSubscription }).data;
  }

  /** The payloads the stand-in received for a subscription, decrypted, oldest first. */
  async messages(clientHash: string): Promise<string[]> {
    const response = await this.post('/get-notifications', { clientHash });
    return ((await response.json()) as { data: { messages: string[] } }).data.messages;
  }

  async expire(clientHash: string): Promise<void> {
    await this.post(`/expire-subscription/${clientHash}`, {});
  }

  private async post(path: string, body: object): Promise<Response> {
    const response = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Push stand-in ${path}: ${response.status} ${await response.text()}`);
    return response;
  }
}
