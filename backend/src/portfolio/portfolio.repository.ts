import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { publicReads, type PublicReads } from '../database/read-replica';
import type { PortfolioItemDto } from './dto/portfolio-item.dto';
import type { PortfolioViewsDto } from './dto/portfolio-views.dto';

/** The calendar day of a view: Czech time, as the providers read their figures. */
const TODAY = `(now() AT TIME ZONE 'Europe/Prague')::date`;

const ITEM_COLUMNS = `id, title, category, description, to_char(event_date, 'YYYY-MM-DD') AS date, featured,
  instagram_url AS "instagramUrl", website_url AS "websiteUrl", images, created_at AS "createdAt"`;
/** Featured first, then the newest event, then the newest item: the index's order (and portfolio_preview's). */
const ITEM_ORDER = `featured DESC, event_date DESC NULLS LAST, id DESC`;

export interface ItemRow extends Omit<PortfolioItemDto, 'createdAt'> {
  createdAt: Date;
}

/** The columns of an item from the form, after the rules (links, category, date). */
export interface ItemFields {
  title: string;
  category: string | null;
  description: string;
  eventDate: string | null;
  featured: boolean;
  instagramUrl: string | null;
  websiteUrl: string | null;
}

const values = (fields: ItemFields): unknown[] => [
  fields.title,
  fields.category,
  fields.description,
  fields.eventDate,
  fields.featured,
  fields.instagramUrl,
  fields.websiteUrl,
];

/**
 * The Portfolio module's tables (portfolio_items, portfolio_daily_views, portfolio_view_visitors):
 * the only place that reads or writes them. The catalogue reads its cards' previews through the
 * SQL function portfolio_preview.
 */
@Injectable()
export class PortfolioRepository {
  /** The public portfolio's reads: a visitor's on the read replica when there is one (read-replica.ts). */
  private readonly publicReads: PublicReads;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.publicReads = publicReads(dataSource);
  }

  /** A provider's items; a visitor's (`visitor`) may come from the replica, the owner's always from the primary. */
  listOf(providerId: number, visitor = false): Promise<ItemRow[]> {
    return this.publicReads.rows(visitor)<ItemRow>({
      text: `SELECT ${ITEM_COLUMNS} FROM portfolio_items WHERE provider_id = $1 ORDER BY ${ITEM_ORDER}`,
      values: [providerId],
    });
  }

  async insert(providerId: number, fields: ItemFields, images: string[], manager: EntityManager = this.dataSource.manager): Promise<ItemRow> {
    const [row] = (await manager.query(
      `INSERT INTO portfolio_items (provider_id, title, category, description, event_date, featured, instagram_url, website_url, images)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING ${ITEM_COLUMNS}`,
      [providerId, ...values(fields), images],
    )) as ItemRow[];
    return row;
  }

  async update(manager: EntityManager, itemId: number, fields: ItemFields, images: string[]): Promise<ItemRow> {
    const [rows] = (await manager.query(
      `UPDATE portfolio_items
       SET title = $2, category = $3, description = $4, event_date = $5, featured = $6, instagram_url = $7,
           website_url = $8, images = $9, updated_at = now()
       WHERE id = $1
       RETURNING ${ITEM_COLUMNS}`,
      [itemId, ...values(fields), images],
    )) as [ItemRow[], number];
    return rows[0];
  }

  async delete(manager: EntityManager, itemId: number): Promise<void> {
    await manager.query(`DELETE FROM portfolio_items WHERE id = $1`, [itemId]);
  }

  /** The provider's items without images (id and title), in the portfolio's order, inside `manager`'s transaction. */
  imagelessOf(manager: EntityManager, providerId: number): Promise<Array<{ id: number; title: string }>> {
    return manager.query(
      `SELECT id, title FROM portfolio_items WHERE provider_id = $1 AND cardinality(images) = 0 ORDER BY ${ITEM_ORDER}`,
      [providerId],
    ) as Promise<Array<{ id: number; title: string }>>;
  }

  /** Sets an item's images when it still has none (a seed never replaces the provider's own). */
  async setImagesIfNone(manager: EntityManager, itemId: number, images: string[]): Promise<void> {
    await manager.query(`UPDATE portfolio_items SET images = $2 WHERE id = $1 AND cardinality(images) = 0`, [itemId, images]);
  }

  async hasItems(manager: EntityManager, providerId: number): Promise<boolean> {
    return ((await manager.query(`SELECT 1 FROM portfolio_items WHERE provider_id = $1 LIMIT 1`, [providerId])) as unknown[]).length > 0;
  }

  /** How many items the provider has, without (`lock` false) or after taking the provider's adding lock until the transaction ends. */
  async countOf(manager: EntityManager, providerId: number, lock = false): Promise<number> {
    // Two uploads at once would both see 29 items: the second one waits for the first to commit.
    if (lock) await manager.query(`SELECT pg_advisory_xact_lock(hashtext('svatby:portfolio-add'), $1)`, [providerId]);
    const [row] = (await manager.query(`SELECT count(*)::int AS count FROM portfolio_items WHERE provider_id = $1`, [providerId])) as Array<{
      count: number;
    }>;
    return row.count;
  }

  /** The item's owner and images (locked for update when `lock`); null when missing. */
  async ownerAndImages(manager: EntityManager, itemId: number, lock: boolean): Promise<{ providerId: number; images: string[] } | null> {
    const [item] = (await manager.query(
      `SELECT provider_id AS "providerId", images FROM portfolio_items WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [itemId],
    )) as Array<{ providerId: number; images: string[] }>;
    return item ?? null;
  }

  /** How many items the provider has and their image files. */
  async itemsAndImagesOf(manager: EntityManager, providerId: number): Promise<{ items: number; images: string[] }> {
    const [row] = (await manager.query(
      `SELECT (SELECT count(*) FROM portfolio_items WHERE provider_id = $1)::int AS items,
              (SELECT coalesce(array_agg(image), '{}') FROM portfolio_items, unnest(images) AS image WHERE provider_id = $1) AS images`,
      [providerId],
    )) as Array<{ items: number; images: string[] }>;
    return row;
  }

  /**
   * Records a visitor's view of the day in one statement: the visitor's key for the day, and the
   * day's counter only when the key is new. True when it counted; a missing provider raises 23503.
   */
  async recordView(providerId: number, day: string, visitor: Buffer): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `WITH fresh AS (
         INSERT INTO portfolio_view_visitors (provider_id, day, visitor) VALUES ($1, $2::date, $3)
         ON CONFLICT DO NOTHING RETURNING provider_id, day
       )
       INSERT INTO portfolio_daily_views AS counter (provider_id, day, views)
       SELECT provider_id, day, 1 FROM fresh
       ON CONFLICT (provider_id, day) DO UPDATE SET views = counter.views + 1
       RETURNING views`,
      [providerId, day, visitor],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The provider's view figures: all views and the last 30 days'. */
  async viewFigures(providerId: number): Promise<PortfolioViewsDto> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE(SUM(views), 0)::int AS total,
              COALESCE(SUM(views) FILTER (WHERE day > ${TODAY} - 30), 0)::int AS "last30Days"
       FROM portfolio_daily_views WHERE provider_id = $1`,
      [providerId],
    )) as PortfolioViewsDto[];
    return row;
  }

  /** The providers' views per month (YYYY-MM, Prague days) from month `from` to month `to` inclusive; months without views left out. */
  async monthlyViews(providerIds: number[], from: string, to: string): Promise<Array<{ providerId: number; month: string; views: number }>> {
    if (providerIds.length === 0) return [];
    return (await this.dataSource.query(
      `SELECT provider_id AS "providerId", to_char(day, 'YYYY-MM') AS month, SUM(views)::int AS views
         FROM portfolio_daily_views
        WHERE provider_id = ANY ($1::int[]) AND day >= to_date($2, 'YYYY-MM') AND day < to_date($3, 'YYYY-MM') + interval '1 month'
        GROUP BY provider_id, to_char(day, 'YYYY-MM')`,
      [providerIds, from, to],
    )) as Array<{ providerId: number; month: string; views: number }>;
  }

  /** The first day any view was counted (YYYY-MM-DD), or null when none ever was. */
  async earliestViewDay(): Promise<string | null> {
    const [row] = (await this.dataSource.query(`SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM portfolio_daily_views`)) as Array<{
      day: string | null;
    }>;
    return row?.day ?? null;
  }

  /** Drops the visitor keys of the days before `day` (YYYY-MM-DD). */
  async purgeVisitorsBefore(day: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM portfolio_view_visitors WHERE day < $1::date`, [day]);
  }
}
