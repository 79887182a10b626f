import type { Response } from 'express';
import { SerializedJson, serializedOnChange } from './serialized-json';

describe('SerializedJson', () => {
  it('holds the JSON text and a strong ETag that follows the content', () => {
    const body = new SerializedJson([{ id: 'praha', name: 'Praha' }]);
    expect(JSON.parse(body.text)).toEqual([{ id: 'praha', name: 'Praha' }]);
    expect(body.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(new SerializedJson([{ id: 'praha', name: 'Praha' }]).etag).toBe(body.etag);
    expect(new SerializedJson([{ id: 'praha', name: 'Praha 1' }]).etag).not.toBe(body.etag);
  });

  it('answers UTF-8 bytes with the JSON type and its ETag set on the response', () => {
    const body = new SerializedJson([{ id: 'cela-cr', name: 'Celá ČR' }]);
    const headers = new Map<string, unknown>();
    const response = { setHeader: (name: string, value: unknown) => headers.set(name, value) } as unknown as Response;
    const sent = body.sendWith(response);
    expect(sent.toString('utf8')).toBe('[{"id":"cela-cr","name":"Celá ČR"}]');
    expect(sent.length).toBe(Buffer.byteLength('[{"id":"cela-cr","name":"Celá ČR"}]'));
    expect(headers).toEqual(new Map([['Content-Type', 'application/json; charset=utf-8'], ['ETag', body.etag]]));
  });
});

describe('serializedOnChange', () => {
  it('serializes again only when a source is another object', () => {
    const build = jest.fn((names: string[], counts: Record<string, number>) => names.map((name) => ({ name, count: counts[name] ?? 0 })));
    const body = serializedOnChange(build);
    const names = ['foto', 'dort'];
    const counts = { foto: 2 };

    const first = body(names, counts);
    expect(body(names, counts)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);

    const recounted = body(names, { foto: 3 });
    expect(build).toHaveBeenCalledTimes(2);
    expect(JSON.parse(recounted.text)).toEqual([
      { name: 'foto', count: 3 },
      { name: 'dort', count: 0 },
    ]);
    expect(recounted.etag).not.toBe(first.etag);
  });
});
