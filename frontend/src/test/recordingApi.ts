import { vi } from 'vitest';
import type { MockReply } from './renderApp';
import { sessionAnswer } from './sessionAnswer';

/** A call the app made to the in-memory API: method, path, query and the body (JSON, or FormData for uploads). */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Maps 'POST /api/…' to a reply, or to a function of the body and the call; anything unlisted answers 404 (GET /api/session: see ./sessionAnswer.ts). */
export type RecordingApi = Record<string, MockReply | ((body: unknown, call: RecordedCall) => MockReply | Promise<MockReply>)>;

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/** Replaces fetch with the in-memory API (as renderApp's mockApi) and records every call; `callsTo` filters them. */
export function mockRecordingApi(api: RecordingApi) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const call: RecordedCall = { method: request.method, path: url.pathname, query: url.searchParams, body: await readBody(request) };
    calls.push(call);
    const key = `${request.method} ${url.pathname}`;
    const entry = api[key];
    const answer = async (found: RecordingApi[string] | undefined, forCall: RecordedCall) =>
      typeof found === 'function' ? await found(forCall.body, forCall) : found;
    const reply: MockReply =
      key === 'GET /api/session' && !entry
        ? await sessionAnswer((other) => answer(api[other], { ...call, path: other.slice('GET '.length), query: new URLSearchParams() }))
        : ((await answer(entry, call)) ?? { status: 404, body: { statusCode: 404, message: 'Nenalezeno' } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetchMock };
}
