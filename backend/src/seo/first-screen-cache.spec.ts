import * as zlib from 'node:zlib';
import { nextPragueMidnight, PageCache, pageKey, preferredEncoding } from './first-screen-cache';

const page = (html: string) => ({ status: 200, html, noindex: false });

describe('PageCache', () => {
  it('gives a page back at the version it was rendered at, until it expires', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('/dodavatele', page('<main>1</main>'), '7', 2_000);
    expect(cache.get('/dodavatele', '7', 1_000)?.html).toBe('<main>1</main>');
    expect(cache.get('/dodavatele', '7', 2_000)).toBeNull();
    cache.set('/dodavatele', page('<main>1</main>'), '7', 2_000);
    expect(cache.get('/dodavatele', '8', 1_000)).toBeNull();
    // An outdated entry is dropped, not kept for an older version.
    expect(cache.get('/dodavatele', '7', 1_000)).toBeNull();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('keeps the page compressed in brotli and gzip, as its HTML', () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const html = `<main>${'Fotograf Praha '.repeat(500)}</main>`;
    cache.set('/dodavatele', page(html), '1', Infinity);
    const kept = cache.get('/dodavatele', '1')!;
    expect(zlib.brotliDecompressSync(kept.encoded.br).toString('utf8')).toBe(html);
    expect(zlib.gunzipSync(kept.encoded.gzip).toString('utf8')).toBe(html);
    expect(cache.bytes).toBe(html.length * 2 + '/dodavatele'.length * 2 + kept.encoded.br.length + kept.encoded.gzip.length);
  });

  it('holds its bounds of entries and bytes, the least recently used out first', () => {
    const cache = new PageCache({ maxEntries: 3, maxBytes: 1_000_000 });
    for (const key of ['/a', '/b', '/c']) cache.set(key, page(key), '1', Infinity);
    cache.get('/a', '1');
    cache.set('/d', page('/d'), '1', Infinity);
    expect(['/a', '/b', '/c', '/d'].map((key) => cache.get(key, '1') !== null)).toEqual([true, false, true, true]);

    const small = new PageCache({ maxEntries: 100_000, maxBytes: 10_000 });
    for (let index = 0; index < 1_000; index += 1) small.set(`/portfolio?provider=${index}`, page('x'.repeat(1_000)), '1', Infinity);
    expect(small.bytes).toBeLessThanOrEqual(10_000);
    expect(small.size).toBe(4);
    // A page larger than the whole bound is not kept at all.
    small.set('/huge', page('x'.repeat(10_000)), '1', Infinity);
    expect(small.get('/huge', '1')).toBeNull();
  });
});

describe('pageKey', () => {
  it('is the path with the query in one order, without tracking parameters', () => {
    expect(pageKey('/dodavatele', '?razeni=rating-high&kategorie=music&utm_source=x&fbclid=y')).toBe('/dodavatele?kategorie=music&razeni=rating-high');
    expect(pageKey('/dodavatele', '')).toBe('/dodavatele');
    expect(pageKey('/portfolio', '?provider=12')).toBe('/portfolio?provider=12');
  });
});

describe('nextPragueMidnight', () => {
  it('is the next midnight in Prague, in winter and summer time', () => {
    expect(new Date(nextPragueMidnight(new Date('2026-01-15T10:00:00Z'))).toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(new Date(nextPragueMidnight(new Date('2026-07-15T21:59:00Z'))).toISOString()).toBe('2026-07-15T22:00:00.000Z');
    expect(new Date(nextPragueMidnight(new Date('2026-07-15T22:30:00Z'))).toISOString()).toBe('2026-07-16T22:00:00.000Z');
  });
});

describe('preferredEncoding', () => {
  it('is brotli, else gzip, where the client takes it', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
