/**
 * Visitors' server-rendered pages (the catalogue, its category views, the portfolios) kept for reuse: the
 * whole served HTML (head, crawler content, first screen with its styles and state), as the render of the
 * normalised URL gave it. An entry holds only while the public pages' version it was rendered at is the
 * current one (ProvidersService.publicPagesVersion: any change to a profile, portfolio, review or
 * calendar bumps it) and until `expiresAt`, the next moment time changes the page (a paid period ending,
 * the day ending), with the HTML compressed once in brotli and gzip. Bounded by entries and bytes, least recently used first out, so that a crawler walking
 * every portfolio cannot grow the heap; each instance keeps its own.
 */

import * as zlib from 'node:zlib';

/** A page as it was served. */
export interface CachedPage {
  status: number;
  html: string;
  noindex: boolean;
}

/** The encodings a kept page is compressed in once, instead of by the compression middleware at each answer. */
export type PageEncoding = 'br' | 'gzip';

/** A kept page with its HTML compressed in each encoding. */
export interface KeptPage extends CachedPage {
  encoded: Readonly<Record<PageEncoding, Buffer>>;
}

/** Brotli at 5: within 2 % of its best for these pages, a few ms once per page. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The encoding to answer with: brotli, else gzip, where `acceptEncoding` takes it (q above 0); null: none. */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || Number(quality.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

interface Entry {
  page: KeptPage;
  version: string;
  expiresAt: number;
  bytes: number;
}

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** 2 000 pages of ~60–120 kB: at most 64 MB, whichever bound comes first. */
export const PAGE_CACHE_LIMITS: PageCacheLimits = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 };

const PRAGUE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' });
const HOUR_MS = 3_600_000;

/** The next midnight in Prague (22:00 or 23:00 UTC, summer or winter time), when a page's "today" changes. */
export function nextPragueMidnight(now: Date): number {
  const today = PRAGUE_DAY.format(now);
  const [year, month, day] = today.split('-').map(Number);
  const summer = Date.UTC(year, month - 1, day, 22);
  return PRAGUE_DAY.format(new Date(summer)) !== today ? summer : summer + HOUR_MS;
}

/** The query parameters of links from elsewhere (campaigns, ads), which no page reads. */
const TRACKING_PARAM = /^(utm_\w+|fbclid|gclid|msclkid)$/;

/**
 * The key of a page's address: its path and its query in one order, without tracking parameters, so that
 * the same page asked in other words is one entry. The page is rendered from this address, so an entry is
 * exactly what its key renders.
 */
export function pageKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (TRACKING_PARAM.test(name)) params.delete(name);
  params.sort();
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export class PageCache {
  /** In use order: a Map iterates in insertion order, and a read re-inserts its entry. */
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;

  constructor(private readonly limits: PageCacheLimits = PAGE_CACHE_LIMITS) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** The page at `key` when it was rendered at `version` and has not expired by `now`; an outdated entry is dropped. */
  get(key: string, version: string, now = Date.now()): KeptPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.version !== version || now >= entry.expiresAt) {
      this.totalBytes -= entry.bytes;
      return null;
    }
    this.entries.set(key, entry);
    return entry.page;
  }

  /** Keeps `page` (compressed here) for `key`; a page larger than the whole bound is not kept. */
  set(key: string, page: CachedPage, version: string, expiresAt: number): void {
    // UTF-16 in the heap: two bytes a character.
    const textBytes = page.html.length * 2 + key.length * 2;
    if (textBytes > this.limits.maxBytes) return;
    const encoded = { br: zlib.brotliCompressSync(page.html, BROTLI_OPTIONS), gzip: zlib.gzipSync(page.html) };
    const bytes = textBytes + encoded.br.length + encoded.gzip.length;
    this.delete(key);
    this.entries.set(key, { page: { ...page, encoded }, version, expiresAt, bytes });
    this.totalBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
