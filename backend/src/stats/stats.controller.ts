import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestsService } from '../requests/requests.service';
import { DashboardCountsDto } from './dashboard-counts.dto';

/** Figures that combine several modules (the top bar's counts). */
@ApiTags('catalog')
@Controller()
export class StatsController {
  constructor(private readonly requests: RequestsService) {}

  @Get('dashboard-counts')
  @ApiOperation({ operationId: 'dashboardCounts', summary: 'Counts shown in the top bar' })
  @ApiOkResponse({ type: DashboardCountsDto })
  async dashboardCounts(): Promise<DashboardCountsDto> {
    // Provider profiles arrive with the Providers module; until then the catalogue is empty.
    return { requests: await this.requests.countActive(), providers: 0 };
  }
}
