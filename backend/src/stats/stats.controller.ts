import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CATEGORIES_CACHE_CONTROL, CatalogService, CategoryDto, categoriesWithCounts } from '../catalog/catalog.api';
import { ProvidersService } from '../providers/providers.api';
import { RequestsService } from '../requests/requests.api';
import { memoizeOnIdentity, withJsonETag } from '../common/http/json-etag';
import { DashboardCountsDto } from './dashboard-counts.dto';

/**
 * Figures that combine several modules: the top bar's counts, and the categories with their
 * provider counts (Catalog's cached list + the Providers module's live counts; Catalog itself
 * knows nothing of providers).
 */
@ApiTags('catalog')
@Controller()
export class StatsController {
  /** The same answer object (and so one ETag computation) until the categories or the counts change. */
  private readonly categoriesBody = memoizeOnIdentity(categoriesWithCounts);

  constructor(
    private readonly requests: RequestsService,
    private readonly providers: ProvidersService,
    private readonly catalog: CatalogService,
  ) {}

  @Get('dashboard-counts')
  @ApiOperation({
    operationId: 'dashboardCounts',
    summary: 'Counts shown in the top bar',
    description: 'Open to anyone: the number of active requests and of listed providers.',
  })
  @ApiOkResponse({ type: DashboardCountsDto })
  async dashboardCounts(): Promise<DashboardCountsDto> {
    const [requests, providers] = await Promise.all([this.requests.countActive(), this.providers.countListed()]);
    return { requests, providers };
  }

  @Get('service-categories')
  @Header('Cache-Control', CATEGORIES_CACHE_CONTROL)
  @ApiOperation({
    operationId: 'catalogCategories',
    summary: 'All service categories with provider counts',
    description:
      'Open to anyone: every category with its synonyms and the number of listed providers in it; cached and revalidated by its ETag.',
  })
  @ApiOkResponse({ type: [CategoryDto] })
  async categories(@Res({ passthrough: true }) response: FastifyReply): Promise<CategoryDto[]> {
    const [categories, counts] = await Promise.all([this.catalog.listCategories(), this.providers.listedCounts()]);
    return withJsonETag(response, this.categoriesBody(categories, counts.perCategory));
  }
}
