/*
 * The listed counts (the catalogue's total without filters, the providers per category, the top
 * bar's count), computed once per catalogue version and served from memory meanwhile.
 *
 * derived.catalogue_version is bumped by a trigger whenever who is listed or in which categories
 * changes (a profile added, removed or re-categorised, a subscription changed:
 * ProviderListingFigures1763703000000). Time also changes who is listed (a paid period ends), so
 * the counts also expire at the next period end among the listed providers. Each request costs
 * one primary-key read of the version; every instance on the database sees the same version. A
 * computation reads the counts triggers keep (ListingCounts1763709500400): a few dozen rows.
 * Pure apart from its source (unit-tested with a fake one).
 */
import type { ListedCountSource, ListingCounts } from './providers.repository';

/** Where the cache reads the version and computes the counts (ProvidersRepository). */
export interface ListingCountsSource {
  catalogueVersion(): Promise<{ version: string; now: Date }>;
  computeListingCounts(): Promise<ListingCounts>;
}

export class ListingCountsCache implements ListedCountSource {
  private current: ListingCounts | null = null;
  private loading: Promise<ListingCounts> | null = null;

  constructor(private readonly source: ListingCountsSource) {}

  async get(): Promise<ListingCounts> {
    const { version, now } = await this.source.catalogueVersion();
    const current = this.current;
    if (current && isCurrent(current, version, now)) return current;
    let counts = await this.shared();
    // A computation that started before the version we read (a change committed meanwhile).
    if (BigInt(counts.version) < BigInt(version)) counts = await this.shared();
    return counts;
  }

  /** The cached listed count when it holds at this catalogue version and database time, else null. */
  cachedTotal(version: string, at: Date): number | null {
    return this.current && isCurrent(this.current, version, at) ? this.current.total : null;
  }

  async total(): Promise<number> {
    return (await this.get()).total;
  }

  /** Concurrent misses share one computation. */
  private shared(): Promise<ListingCounts> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<ListingCounts> {
    const counts = await this.source.computeListingCounts();
    this.current = counts;
    return counts;
  }
}

const isCurrent = (counts: ListingCounts, version: string, at: Date): boolean =>
  counts.version === version && (counts.validUntil === null || at < counts.validUntil);
