import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatMessage {
  role: string;
  content: string;
}

export interface ReceivedCompletion {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: ChatMessage[]; [key: string]: unknown };
}

/** How the stand-in answers the next requests. */
export type StandInMode =
  | { kind: 'ok'; text: string }
  | { kind: 'empty' }
  | { kind: '429' }
  | { kind: '500' }
  /** Never answers: the client's timeout has to end the call. */
  | { kind: 'hang' };

/**
 * A local stand-in for OpenAI's Chat Completions endpoint (POST /v1/chat/completions, which the
 * SDK calls for baseURL `http://127.0.0.1:PORT/v1`). It records every request and answers as the
 * current test scripted it.
 */
export class OpenAiStandIn {
  readonly received: ReceivedCompletion[] = [];
  mode: StandInMode = { kind: 'ok', text: 'Plánujeme svatbu a hledáme fotografa.' };
  private server?: http.Server;
  private completionCounter = 0;

  /** The base URL to give the SDK (OPENAI_BASE_URL). */
  baseUrl = '';

  reset(mode: StandInMode): void {
    this.received.length = 0;
    this.mode = mode;
  }

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
          this.json(response, 404, { error: { message: `stand-in: no route ${request.method} ${request.url}`, type: 'invalid_request_error', code: null } });
          return;
        }
        const body = JSON.parse(raw) as ReceivedCompletion['body'];
        this.received.push({ path: request.url, authorization: request.headers.authorization, body });
        const mode = this.mode;
        switch (mode.kind) {
          case 'ok':
          case 'empty':
            this.completionCounter += 1;
            this.json(response, 200, {
              id: `chatcmpl-stand-in-${this.completionCounter}`,
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model: body.model,
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: mode.kind === 'ok' ? mode.text : '', refusal: null },
                  logprobs: null,
                  finish_reason: 'stop',
                },
              ],
              usage: { prompt_tokens: 200, completion_tokens: 120, total_tokens: 320 },
            });
            return;
          case '429':
            this.json(response, 429, {
              error: {
                message: 'You exceeded your current quota, please check your plan and billing details.',
                type: 'insufficient_quota',
                param: null,
                code: 'insufficient_quota',
              },
            });
            return;
          case '500':
            this.json(response, 500, {
              error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null },
            });
            return;
          case 'hang':
            // Keep the connection open without answering; stop() cuts it.
            return;
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  private json(response: http.ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }
}
