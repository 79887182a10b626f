import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MarketFigureRow } from './figures-rules';

const COLUMNS = `category_id AS "categoryId", region_id AS "regionId", providers_active AS "providersActive",
  requests_count AS "requestsCount", median_first_offer_minutes AS "medianFirstOfferMinutes",
  share_two_offers_48h AS "shareTwoOffers48h", accepted_count AS "acceptedCount",
  price_median AS "priceMedian", price_p25 AS "priceP25", price_p75 AS "priceP75"`;

/** The public figures' table (market_figures): the only place that reads or writes it. */
@Injectable()
export class FiguresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Replaces every cell in one transaction: readers see the previous hour's figures or this one's, never a mix. */
  async replaceAll(rows: readonly MarketFigureRow[], refreshedAt: Date): Promise<void> {
    const column = <K extends keyof MarketFigureRow>(key: K) => rows.map((row) => row[key]);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM market_figures`);
      if (rows.length === 0) return;
      await manager.query(
        `INSERT INTO market_figures (category_id, region_id, providers_active, requests_count, median_first_offer_minutes,
                                     share_two_offers_48h, accepted_count, price_median, price_p25, price_p75, refreshed_at)
         SELECT c, r, pa, rc, mf, sh, ac, pm, p25, p75, $11
           FROM unnest($1::varchar[], $2::varchar[], $3::int[], $4::int[], $5::int[], $6::real[], $7::int[], $8::int[], $9::int[], $10::int[])
             AS x(c, r, pa, rc, mf, sh, ac, pm, p25, p75)`,
        [
          column('categoryId'),
          column('regionId'),
          column('providersActive'),
          column('requestsCount'),
          column('medianFirstOfferMinutes'),
          column('shareTwoOffers48h'),
          column('acceptedCount'),
          column('priceMedian'),
          column('priceP25'),
          column('priceP75'),
          refreshedAt,
        ],
      );
    });
  }

  /** The cells, optionally of one category and/or one area, and when they were computed (null: never). */
  async read(filter: { categoryId?: string; regionId?: string }): Promise<{ rows: MarketFigureRow[]; refreshedAt: Date | null }> {
    const [rows, refreshedAt] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM market_figures
          WHERE ($1::varchar IS NULL OR category_id = $1) AND ($2::varchar IS NULL OR region_id = $2)`,
        [filter.categoryId ?? null, filter.regionId ?? null],
      ) as Promise<MarketFigureRow[]>,
      this.refreshedAt(),
    ]);
    return { rows, refreshedAt };
  }

  /** When the cells were last computed; null: never. */
  async refreshedAt(): Promise<Date | null> {
    const [row] = (await this.dataSource.query(`SELECT max(refreshed_at) AS "refreshedAt" FROM market_figures`)) as Array<{ refreshedAt: Date | null }>;
    return row?.refreshedAt ?? null;
  }
}
