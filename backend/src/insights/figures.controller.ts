import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { withJsonETag } from '../common/http/json-etag';
import { MarketFiguresDto, MarketFiguresQueryDto } from './dto/figures.dto';
import { FiguresService } from './figures.service';

/** The figures change once an hour: any cache may keep them a few minutes, and revalidates by ETag (304). */
export const MARKET_FIGURES_CACHE_CONTROL = 'public, max-age=300';

@ApiTags('insights')
@Controller('market-figures')
export class FiguresController {
  constructor(private readonly figures: FiguresService) {}

  @Get()
  @Header('Cache-Control', MARKET_FIGURES_CACHE_CONTROL)
  @ApiOperation({
    operationId: 'marketFigures',
    summary: 'Svatby v číslech: per category and area the active providers, time to the first offer, the 48-hour share and accepted prices',
    description:
      'Open to anyone. The figures are recomputed once an hour; groups below the minimum size are left out so no single provider can ' +
      'be recognised. Cached for 5 minutes and revalidated by its ETag.',
  })
  @ApiOkResponse({ type: MarketFiguresDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Unknown category or area' })
  async list(@Query() query: MarketFiguresQueryDto, @Res({ passthrough: true }) response: FastifyReply): Promise<MarketFiguresDto> {
    return withJsonETag(response, await this.figures.read(query));
  }
}
