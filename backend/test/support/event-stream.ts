import * as http from 'node:http';

export interface StreamEvent {
  event: string;
  data: string;
}

export interface EventStreamReader {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received so far, as sent. */
  raw(): string;
  events: StreamEvent[];
  /** The next event of `type` (already received or still to come), or a rejection after `timeoutMs`. */
  next(type: string, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/**
 * A minimal EventSource: GET `url` with the cookie, parse `event:` / `data:` blocks as they arrive.
 * Resolves once the response head is in (any status; a non-200 body is read whole).
 */
export function openEventStream(
  url: string,
  cookie?: string | string[],
  extraHeaders: Record<string, string> = {},
): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...extraHeaders };
    if (cookie) headers.Cookie = Array.isArray(cookie) ? cookie.map((part) => part.split(';')[0]).join('; ') : cookie;
    const request = http.get(url, { headers }, (response) => {
      let raw = '';
      let buffer = '';
      const events: StreamEvent[] = [];
      const waiters: Array<{ type: string; resolve: (event: StreamEvent) => void }> = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!event) continue;
          const parsed = { event, data };
          events.push(parsed);
          for (const waiter of [...waiters]) {
            if (waiter.type === event) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(parsed);
            }
          }
        }
      });
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        raw: () => raw,
        events,
        next(type, timeoutMs = 5_000) {
          const seen = events.find((event) => event.event === type);
          if (seen) {
            events.splice(events.indexOf(seen), 1);
            return Promise.resolve(seen);
          }
          return new Promise((resolveEvent, rejectEvent) => {
            const timer = setTimeout(
              () => rejectEvent(new Error(`No '${type}' event within ${timeoutMs} ms; received:\n${raw}`)),
              timeoutMs,
            );
            waiters.push({
              type,
              resolve: (event) => {
                clearTimeout(timer);
                events.splice(events.indexOf(event), 1);
                resolveEvent(event);
              },
            });
          });
        },
        close() {
          request.destroy();
          response.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}

/** Waits until `read` is true (polling), or fails after `timeoutMs`. */
export async function eventually(read: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await read())) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
