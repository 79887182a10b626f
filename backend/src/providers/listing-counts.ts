/*
 * The listed counts (the catalogue's total without filters, the providers per category, the top
 * bar's count), computed once per catalogue version and served from memory meanwhile.
 *
 * derived.catalogue_version is bumped by a trigger whenever who is listed or in which categories
 * changes (a profile added, removed or re-categorised, a subscription changed:
 * ProviderListingFigures1763703000000). Time also changes who is listed (a paid period ends), so
 * the counts also expire at the next period end among the listed providers. Each request costs
 * one primary-key read of the version; every instance on the database sees the same version.
 * Pure apart from the `run` callback (unit-tested with a fake one).
 */
import { CATALOGUE_VERSION_ONLY_SQL, ListedCountSource, listedCondition } from './providers.repository';

export interface ListingCounts {
  /** The catalogue version they were computed at. */
  version: string;
  /** The next moment time changes who is listed (a paid period ends); null: none ahead. */
  validUntil: Date | null;
  /** Listed providers. */
  total: number;
  /** Category id → listed providers having it (categories without any are absent). */
  perCategory: Readonly<Record<string, number>>;
}

/** Runs a statement without parameters. */
export type RunSql = (text: string) => Promise<Array<Record<string, unknown>>>;

export const CATALOGUE_VERSION_SQL = `SELECT version::text AS version, now() AS now FROM derived.catalogue_version`;

/** Everything in one statement, so that the version and the counts come from one snapshot. */
export const LISTING_COUNTS_SQL = `SELECT
    (${CATALOGUE_VERSION_ONLY_SQL}) AS version,
    (SELECT min(listing_until) FROM provider_profiles WHERE listing_until > now()) AS "validUntil",
    (SELECT count(*)::int FROM provider_profiles p WHERE ${listedCondition('p')}) AS total,
    (SELECT coalesce(json_object_agg(category, listed), '{}'::json)
       FROM (SELECT category, count(*)::int AS listed
               FROM provider_profiles p CROSS JOIN LATERAL unnest(p.categories) AS category
              WHERE ${listedCondition('p')}
              GROUP BY category) counts) AS "perCategory"`;

export class ListingCountsCache implements ListedCountSource {
  private current: ListingCounts | null = null;
  private loading: Promise<ListingCounts> | null = null;

  constructor(private readonly run: RunSql) {}

  async get(): Promise<ListingCounts> {
    const [row] = await this.run(CATALOGUE_VERSION_SQL);
    const version = row.version as string;
    const now = row.now as Date;
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
    const [row] = await this.run(LISTING_COUNTS_SQL);
    const counts: ListingCounts = {
      version: row.version as string,
      validUntil: (row.validUntil as Date | null) ?? null,
      total: row.total as number,
      perCategory: row.perCategory as Record<string, number>,
    };
    this.current = counts;
    return counts;
  }
}

const isCurrent = (counts: ListingCounts, version: string, at: Date): boolean =>
  counts.version === version && (counts.validUntil === null || at < counts.validUntil);
