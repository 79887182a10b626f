import { createHmac } from 'node:crypto';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { PROVIDER_NOT_FOUND } from '../providers/providers.api';
import { PortfolioViewsDto } from './dto/portfolio-views.dto';
import { PortfolioRepository } from './portfolio.repository';

const PRAGUE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A foreign key violation: the provider does not exist (any more). */
const isMissingProvider = (error: unknown) => (error as { code?: string }).code === '23503';

/** Who looked: the signed-in user, else the address and browser (hashed with the day, never stored raw). */
export interface PortfolioViewer {
  userId?: number;
  /** The signed-in user's own provider profile (the request's viewer): its own portfolio's views do not count. */
  providerId?: number;
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
  /** The first day a view was counted, once some was (it never changes after). */
  private firstDay: string | null = null;

  constructor(
    private readonly portfolio: PortfolioRepository,
    private readonly config: AppConfig,
  ) {}

  /** Records a view of a provider's public portfolio; true when it counted. 404 for an unknown provider. */
  async record(providerId: number, viewer: PortfolioViewer): Promise<boolean> {
    if (viewer.providerId === providerId) return false;
    const day = PRAGUE_DAY.format(new Date()); // YYYY-MM-DD
    this.purgeBefore(day);
    const who = viewer.userId !== undefined ? `user:${viewer.userId}` : `visitor:${viewer.ip ?? ''}|${viewer.userAgent ?? ''}`;
    const visitor = createHmac('sha256', this.config.sessionSecret).update(`${day}|${providerId}|${who}`).digest().subarray(0, 16);
    try {
      return await this.portfolio.recordView(providerId, day, visitor);
    } catch (error) {
      if (isMissingProvider(error)) throw new NotFoundException(PROVIDER_NOT_FOUND);
      throw error;
    }
  }

  /** The provider's figures: all views and the last 30 days'. */
  figures(providerId: number): Promise<PortfolioViewsDto> {
    return this.portfolio.viewFigures(providerId);
  }

  /**
   * Views per provider and month (YYYY-MM, from and to inclusive), read from the daily counters: the
   * providers' results (insights, issue 47). Months without a row had no view.
   */
  monthlyViews(providerIds: number[], from: string, to: string): Promise<Array<{ providerId: number; month: string; views: number }>> {
    return this.portfolio.monthlyViews(providerIds, from, to);
  }

  /** Since when views are counted: the first counted day (YYYY-MM-DD), remembered once known; null before any view. */
  async countedSince(): Promise<string | null> {
    this.firstDay ??= await this.portfolio.earliestViewDay();
    return this.firstDay;
  }

  private purgeBefore(day: string): void {
    if (this.purgedDay === day) return;
    this.purgedDay = day;
    this.portfolio
      .purgeVisitorsBefore(day)
      .catch((error: unknown) => this.logger.warn(`Purging old portfolio visitor keys failed: ${String(error)}`));
  }
}
