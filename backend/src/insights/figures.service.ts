import { BadRequestException, Injectable } from '@nestjs/common';
import { CatalogService, regionPlaces } from '../catalog/catalog.api';
import { WHOLE_COUNTRY } from '../common/text/location-display';
import { OffersService } from '../offers/offers.api';
import { ProvidersService } from '../providers/providers.api';
import type { MarketFigureDto, MarketFiguresDto, MarketFiguresOptionDto } from './dto/figures.dto';
import {
  EARLY_OFFER_HOURS,
  FIGURES_WINDOW_DAYS,
  marketCell,
  MIN_ACCEPTED_FOR_PRICES,
  MIN_REQUESTS_FOR_TIMING,
  type MarketFigureRow,
} from './figures-rules';
import { FiguresRepository } from './figures.repository';

export const UNKNOWN_CATEGORY = 'Neznámý obor služeb';
export const UNKNOWN_REGION = 'Neznámá oblast: zvolte celou ČR nebo jeden z regionů';

/**
 * "Svatby v číslech" (issue 47): the hourly refresh computes every cell (category × whole country and
 * each region) from the Offers and Providers modules' reports and replaces market_figures; the API and
 * the page read only that table, never the requests or offers.
 */
@Injectable()
export class FiguresService {
  constructor(
    private readonly figures: FiguresRepository,
    private readonly offers: OffersService,
    private readonly providers: ProvidersService,
    private readonly catalog: CatalogService,
  ) {}

  /** Recomputes and replaces every cell; how many there are (the hourly job; tests). */
  async refresh(): Promise<number> {
    const regions = regionPlaces();
    const places = regions.flatMap((region) => region.placeIds.map((placeId) => ({ placeId, regionId: region.regionId })));
    const [categories, offerFigures, providerCounts] = await Promise.all([
      this.catalog.listCategories(),
      this.offers.marketFigures({ days: FIGURES_WINDOW_DAYS, earlyHours: EARLY_OFFER_HOURS, places }),
      this.providers.activeByCategoryAndRegion(places),
    ]);
    const key = (categoryId: string, regionId: string) => `${categoryId}|${regionId}`;
    const offersByCell = new Map(offerFigures.map((row) => [key(row.categoryId, row.regionId), row]));
    const providersByCell = new Map(providerCounts.map((row) => [key(row.categoryId, row.regionId), row.providers]));
    const areas = [WHOLE_COUNTRY, ...regions.map((region) => region.regionId)];
    const rows: MarketFigureRow[] = categories.flatMap((category) =>
      areas.map((regionId) =>
        marketCell(category.id, regionId, providersByCell.get(key(category.id, regionId)) ?? 0, offersByCell.get(key(category.id, regionId))),
      ),
    );
    await this.figures.replaceAll(rows, new Date());
    return rows.length;
  }

  /** GET /api/market-figures: the cells of a category and/or an area (every one without filters). */
  async read(filter: { category?: string; region?: string }): Promise<MarketFiguresDto> {
    const [categories, locationNames] = await Promise.all([this.catalog.listCategories(), this.catalog.locationNameMap()]);
    const regionIds = [WHOLE_COUNTRY, ...regionPlaces().map((region) => region.regionId)];
    if (filter.category !== undefined && !categories.some((category) => category.id === filter.category)) {
      throw new BadRequestException(UNKNOWN_CATEGORY);
    }
    if (filter.region !== undefined && !regionIds.includes(filter.region)) throw new BadRequestException(UNKNOWN_REGION);

    const { rows, refreshedAt } = await this.figures.read({ categoryId: filter.category, regionId: filter.region });
    const categoryOptions: MarketFiguresOptionDto[] = categories.map(({ id, name }) => ({ id, name }));
    const regionOptions: MarketFiguresOptionDto[] = regionIds.map((id) => ({ id, name: locationNames.get(id) ?? id }));
    const categoryOrder = new Map(categoryOptions.map((option, index) => [option.id, index]));
    const regionOrder = new Map(regionOptions.map((option, index) => [option.id, index]));
    const categoryNames = new Map(categoryOptions.map((option) => [option.id, option.name]));
    const known = rows.filter((row) => categoryOrder.has(row.categoryId) && regionOrder.has(row.regionId));
    known.sort(
      (a, b) => regionOrder.get(a.regionId)! - regionOrder.get(b.regionId)! || categoryOrder.get(a.categoryId)! - categoryOrder.get(b.categoryId)!,
    );
    return {
      refreshedAt: refreshedAt?.toISOString() ?? null,
      windowDays: FIGURES_WINDOW_DAYS,
      minimums: { acceptedOffersForPrices: MIN_ACCEPTED_FOR_PRICES, requestsForTiming: MIN_REQUESTS_FOR_TIMING },
      categories: categoryOptions,
      regions: regionOptions,
      rows: known.map(
        (row): MarketFigureDto => ({
          categoryId: row.categoryId,
          categoryName: categoryNames.get(row.categoryId)!,
          regionId: row.regionId,
          regionName: regionOptions[regionOrder.get(row.regionId)!].name,
          providersActive: row.providersActive,
          requestsCount: row.requestsCount,
          medianFirstOfferMinutes: row.medianFirstOfferMinutes,
          shareTwoOffers48h: row.shareTwoOffers48h,
          acceptedCount: row.acceptedCount,
          priceMedian: row.priceMedian,
          priceP25: row.priceP25,
          priceP75: row.priceP75,
        }),
      ),
    };
  }

  /** When the figures were last computed (the page's JSON-LD dateModified); null: never. */
  async refreshedAt(): Promise<Date | null> {
    return this.figures.refreshedAt();
  }
}
