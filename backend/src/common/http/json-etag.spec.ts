import type { FastifyReply } from 'fastify';
import { memoizeOnIdentity, withJsonETag } from './json-etag';

const response = () => {
  const headers: Record<string, string> = {};
  return { headers, res: { header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply };
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
