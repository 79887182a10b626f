import { Writable } from 'node:stream';
import { createRequestLineLogger, createRootLogger, REDACTED } from './app-logger';

/** A JSON root logger whose lines are collected, parsed. */
function collectingRoot(): { root: ReturnType<typeof createRootLogger>; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { root: createRootLogger({ format: 'json', level: 'info' }, destination), lines };
}

describe('log redaction', () => {
  it('hides secrets nested anywhere in the app\'s lines', () => {
    const { root, lines } = collectingRoot();
    root.info({ body: { password: 'hunter2', token: 'link-token' }, headers: { cookie: 'sid=1' }, token: 'top' }, 'payload');
    expect(lines[0]).toMatchObject({ body: { password: REDACTED, token: REDACTED }, headers: { cookie: REDACTED }, token: REDACTED });
  });

  it('keeps the top-level names hidden on the request line, at the root\'s level and output', () => {
    const { root, lines } = collectingRoot();
    const requestLines = createRequestLineLogger(root);
    requestLines.info({ reqId: 'r-1', url: '/api/x', token: 'top', password: 'hunter2', authorization: 'Bearer x' }, 'GET /api/x 200');
    requestLines.debug({ reqId: 'r-2' }, 'below the level');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'r-1', url: '/api/x', token: REDACTED, password: REDACTED, authorization: REDACTED, level: 'info' });
  });
});
