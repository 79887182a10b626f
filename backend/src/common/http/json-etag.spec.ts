import type { FastifyReply } from 'fastify';
import { memoizeOnIdentity, withJsonETag } from './json-etag';

const response = () => {
  const headers: Record<string, string> = {};
  const sent: { serializer?: (payload: unknown) => string } = {};
  const res = {
    header: (name: string, value: string) => (headers[name] = value),
    serializer: (serializer: (payload: unknown) => string) => (sent.serializer = serializer),
  } as unknown as FastifyReply;
  return { headers, res, json: (body: unknown) => sent.serializer!(body) };
};

describe('withJsonETag', () => {
  it('tags equal JSON alike and different JSON differently, strong and quoted', () => {
    const a = response();
    const b = response();
    const c = response();
    withJsonETag(a.res, [{ id: 'praha', name: 'Praha' }]);
    withJsonETag(b.res, [{ id: 'praha', name: 'Praha' }]);
    withJsonETag(c.res, [{ id: 'praha', name: 'Praha 1' }]);
    expect(a.headers.ETag).toMatch(/^"[\w-]+"$/);
    expect(b.headers.ETag).toBe(a.headers.ETag);
    expect(c.headers.ETag).not.toBe(a.headers.ETag);
  });

  it("answers the body's JSON as made when the body was first tagged, and another body's as its own", () => {
    const body = [{ id: 'praha', name: 'Praha' }];
    const first = response();
    withJsonETag(first.res, body);
    expect(first.json(body)).toBe('[{"id":"praha","name":"Praha"}]');
    expect(first.headers['Content-Type']).toBe('application/json; charset=utf-8');
    const again = response();
    expect(withJsonETag(again.res, body)).toBe(body);
    expect(again.json(body)).toBe(first.json(body));
    const other = response();
    withJsonETag(other.res, [{ id: 'brno', name: 'Brno' }]);
    expect(other.json(undefined)).toBe('[{"id":"brno","name":"Brno"}]');
  });
});

describe('memoizeOnIdentity', () => {
  it('builds again only when an argument is another object', () => {
    const build = jest.fn((list: string[], counts: Record<string, number>) => list.map((id) => counts[id] ?? 0));
    const memo = memoizeOnIdentity(build);
    const list = ['a', 'b'];
    const counts = { a: 1 };
    const first = memo(list, counts);
    expect(memo(list, counts)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(memo(list, { a: 2 })).toEqual([2, 0]);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
