import { BadRequestException, Injectable } from '@nestjs/common';
import { CatalogService, regionPlaces } from '../catalog/catalog.api';
import { PortfolioViewsService } from '../portfolio/portfolio.api';
import { ProviderRecords } from '../providers/providers.api';
import { SubscriptionReportsService } from '../subscriptions/subscriptions.api';
import { ProviderResultsDto, ProviderResultsQueryDto, RESULTS_MESSAGES, ResultsComparisonDto, ResultsTrackingDto } from './dto/results.dto';
import {
  currentMonth,
  dayStart,
  isKnownMonth,
  lastMonths,
  medianFigures,
  type MonthFacts,
  periodFigures,
  regionOf,
  type ResultFigures,
} from './results-math';
import { RESULT_COUNTERS, type ResultCounter, ResultsRepository, type TrackedFigure } from './results.repository';

/** The comparison needs this many other providers with results, so that nobody's figures can be worked out. */
export const COMPARISON_MIN_PROVIDERS = 5;

/** Since when each figure is known, as the results read it. */
type Tracking = Record<TrackedFigure | 'portfolioViews', Date | null>;

/** Everything read for a set of providers over a period, by provider and month. */
interface PeriodData {
  counters: Map<string, Record<ResultCounter, number>>;
  views: Map<string, number>;
  responses: Map<string, number[]>;
  paid: Map<string, number>;
  /** Providers with any result in the period. */
  active: Set<number>;
}

const key = (providerId: number, month: string) => `${providerId}|${month}`;

/**
 * The provider's results ("Výsledky", issue 47): its funnel per month from insights' counters, the
 * portfolio's daily views, the payments (subscriptions), and the median of its group when the group
 * is large enough. Reads only pre-aggregated rows: never requests or offers.
 */
@Injectable()
export class ResultsService {
  private readonly regions = regionPlaces();

  constructor(
    private readonly results: ResultsRepository,
    private readonly providers: ProviderRecords,
    private readonly views: PortfolioViewsService,
    private readonly payments: SubscriptionReportsService,
    private readonly catalog: CatalogService,
  ) {}

  async forProvider(providerId: number, query: ProviderResultsQueryDto, now: Date = new Date()): Promise<ProviderResultsDto> {
    if (query.month && query.month > currentMonth(now)) throw new BadRequestException(RESULTS_MESSAGES.futureMonth);
    const months = query.month ? [query.month] : lastMonths(query.months ?? 12, now);
    const from = months[0];
    const to = months[months.length - 1];

    const [tracking, own, group] = await Promise.all([this.tracking(), this.read([providerId], from, to), this.providers.primaryCategoryPeers(providerId)]);
    const ownMonths = months.map((month) => this.monthFacts(own, providerId, month, tracking));
    const comparison = await this.comparison(group, months, tracking);

    return {
      from,
      to,
      months: ownMonths.map((facts) => ({ month: facts.month, ...periodFigures([facts]) })),
      total: periodFigures(ownMonths),
      comparison: comparison.dto,
      comparisonNote: comparison.note,
      trackingSince: Object.fromEntries(Object.entries(tracking).map(([figure, since]) => [figure, since?.toISOString() ?? null])) as unknown as ResultsTrackingDto,
    };
  }

  /** Since when each figure is recorded: insights' own, and the portfolio's views since their first counted day (or since insights began). */
  private async tracking(): Promise<Tracking> {
    const [recorded, viewsSince] = await Promise.all([this.results.tracking(), this.views.countedSince()]);
    const insightsSince = recorded.get('requestsMatched') ?? null;
    const firstView = viewsSince ? dayStart(viewsSince) : null;
    const candidates = [insightsSince, firstView].filter((date): date is Date => date !== null);
    const portfolioViews = candidates.length ? new Date(Math.min(...candidates.map((date) => date.getTime()))) : null;
    const figures: TrackedFigure[] = [...RESULT_COUNTERS, 'responseMinutes'];
    return { portfolioViews, ...Object.fromEntries(figures.map((figure) => [figure, recorded.get(figure) ?? null])) } as Tracking;
  }

  /** The providers' counters, views, response times and payments over the period, by provider and month. */
  private async read(providerIds: number[], from: string, to: string): Promise<PeriodData> {
    const [counters, views, responses, paid] = await Promise.all([
      this.results.monthlyCounters(providerIds, from, to),
      this.views.monthlyViews(providerIds, from, to),
      this.results.responseTimes(providerIds, from, to),
      this.payments.paidByMonth(providerIds, from, to),
    ]);
    const data: PeriodData = { counters: new Map(), views: new Map(), responses: new Map(), paid: new Map(), active: new Set() };
    for (const { providerId, month, ...row } of counters) {
      data.counters.set(key(providerId, month), row);
      data.active.add(providerId);
    }
    for (const row of views) {
      data.views.set(key(row.providerId, row.month), row.views);
      data.active.add(row.providerId);
    }
    for (const row of responses) {
      const list = data.responses.get(key(row.providerId, row.month)) ?? [];
      list.push(row.minutes);
      data.responses.set(key(row.providerId, row.month), list);
      data.active.add(row.providerId);
    }
    for (const row of paid) {
      data.paid.set(key(row.providerId, row.month), row.amount);
      data.active.add(row.providerId);
    }
    return data;
  }

  /** One provider's month: a figure not recorded then is null; a recorded one without a row is 0. */
  private monthFacts(data: PeriodData, providerId: number, month: string, tracking: Tracking): MonthFacts {
    const row = data.counters.get(key(providerId, month));
    const counters = Object.fromEntries(
      RESULT_COUNTERS.map((counter) => [counter, isKnownMonth(month, tracking[counter]) ? (row?.[counter] ?? 0) : null]),
    ) as Record<ResultCounter, number | null>;
    return {
      month,
      counters,
      portfolioViews: isKnownMonth(month, tracking.portfolioViews) ? (data.views.get(key(providerId, month)) ?? 0) : null,
      responseMinutes: isKnownMonth(month, tracking.responseMinutes) ? (data.responses.get(key(providerId, month)) ?? []) : null,
      paidCzk: data.paid.get(key(providerId, month)) ?? 0,
    };
  }

  /**
   * The median of the other providers of the same primary category and region over the period, when
   * at least COMPARISON_MIN_PROVIDERS of them have results in it; otherwise null and why.
   */
  private async comparison(
    group: Awaited<ReturnType<ProviderRecords['primaryCategoryPeers']>>,
    months: string[],
    tracking: Tracking,
  ): Promise<{ dto: ResultsComparisonDto | null; note: string | null }> {
    if (!group?.categoryId) return { dto: null, note: RESULTS_MESSAGES.noCategory };
    const regionId = regionOf(group.serviceAreas, this.regions);
    const peerIds = group.peers.filter((peer) => regionOf(peer.serviceAreas, this.regions) === regionId).map((peer) => peer.id);
    const fewPeers = { dto: null, note: RESULTS_MESSAGES.fewPeers(COMPARISON_MIN_PROVIDERS) };
    if (peerIds.length < COMPARISON_MIN_PROVIDERS) return fewPeers;
    const data = await this.read(peerIds, months[0], months[months.length - 1]);
    const withResults = peerIds.filter((id) => data.active.has(id));
    if (withResults.length < COMPARISON_MIN_PROVIDERS) return fewPeers;
    const figures: ResultFigures[] = withResults.map((id) => periodFigures(months.map((month) => this.monthFacts(data, id, month, tracking))));
    const [categories, places] = await Promise.all([this.catalog.categoryNameMap(), this.catalog.locationNameMap()]);
    return {
      dto: {
        providers: withResults.length,
        categoryId: group.categoryId,
        categoryName: categories.get(group.categoryId) ?? group.categoryId,
        regionId,
        regionName: places.get(regionId) ?? regionId,
        medians: medianFigures(figures),
      },
      note: null,
    };
  }
}
