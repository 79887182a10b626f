import { createHmac } from 'node:crypto';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { PROVIDER_NOT_FOUND } from '../providers/provider-constants';
import { ProvidersService } from '../providers/providers.service';
import { PortfolioViewsDto } from './dto/portfolio-views.dto';

/** The calendar day of a view: Czech time, as the providers read their figures. */
const TODAY = `(now() AT TIME ZONE 'Europe/Prague')::date`;
const PRAGUE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A foreign key violation: the provider does not exist (any more). */
const isMissingProvider = (error: unknown) => (error as { code?: string }).code === '23503';

/** Who looked: the signed-in user, else the address and browser (hashed with the day, never stored raw). */
export interface PortfolioViewer {
  userId?: number;
  ip?: string;
  userAgent?: string;
}

/**
 * Public portfolio views (the own portfolio's "Zobrazení" tile): a visitor counts once a day per
 * provider, the provider's own visits never. A daily counter row per provider holds the figure;
 * the day's visitor keys (an HMAC of the visitor and the day under the session secret, so the
 * table holds no addresses) decide whether a view is new, and are dropped once the day is over.
 */
@Injectable()
export class PortfolioViewsService {
  private readonly logger = new Logger(PortfolioViewsService.name);
  /** The last day this instance purged old visitor keys (one DELETE a day is enough). */
  private purgedDay = '';

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: ProvidersService,
    private readonly config: AppConfig,
  ) {}

  /** Records a view of a provider's public portfolio; true when it counted. 404 for an unknown provider. */
  async record(providerId: number, viewer: PortfolioViewer): Promise<boolean> {
    if (viewer.userId !== undefined && (await this.providers.findByUser(viewer.userId))?.id === providerId) return false;
    const day = PRAGUE_DAY.format(new Date()); // YYYY-MM-DD
    this.purgeBefore(day);
    const who = viewer.userId !== undefined ? `user:${viewer.userId}` : `visitor:${viewer.ip ?? ''}|${viewer.userAgent ?? ''}`;
    const visitor = createHmac('sha256', this.config.sessionSecret).update(`${day}|${providerId}|${who}`).digest().subarray(0, 16);
    try {
      // One statement: the visitor's key for the day, and the day's counter only when the key is new.
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
    } catch (error) {
      if (isMissingProvider(error)) throw new NotFoundException(PROVIDER_NOT_FOUND);
      throw error;
    }
  }

  /** The provider's figures: all views and the last 30 days'. */
  async figures(providerId: number): Promise<PortfolioViewsDto> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE(SUM(views), 0)::int AS total,
              COALESCE(SUM(views) FILTER (WHERE day > ${TODAY} - 30), 0)::int AS "last30Days"
       FROM portfolio_daily_views WHERE provider_id = $1`,
      [providerId],
    )) as PortfolioViewsDto[];
    return row;
  }

  private purgeBefore(day: string): void {
    if (this.purgedDay === day) return;
    this.purgedDay = day;
    this.dataSource
      .query(`DELETE FROM portfolio_view_visitors WHERE day < $1::date`, [day])
      .catch((error: unknown) => this.logger.warn(`Purging old portfolio visitor keys failed: ${String(error)}`));
  }
}
