import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProviderOnly, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ProviderResultsDto, ProviderResultsQueryDto } from './dto/results.dto';
import { ResultsService } from './results.service';

/** The provider's results ("Výsledky" on its dashboard). */
@ApiTags('insights')
@Controller('insights/results')
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  @Get()
  @ProviderOnly()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'providerResults',
    summary: "The signed-in provider's funnel per month (the last N months or one month), its cost per result and its group's median",
    description:
      'Signed-in providers only, their own figures. Read from pre-aggregated rows kept from events as they happen. A figure that was ' +
      'not recorded in a month is null ' +
      '("neznámé"), never 0. The comparison with the median of providers of the same primary category and region appears only ' +
      'when at least 5 of them have results for the period.',
  })
  @ApiOkResponse({ type: ProviderResultsDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Bad months or month (Czech message)' })
  get(@Query() query: ProviderResultsQueryDto, @Viewer() viewer: Viewer): Promise<ProviderResultsDto> {
    // ProviderGuard let only providers through.
    return this.results.forProvider(viewer.provider!.id, query);
  }
}
