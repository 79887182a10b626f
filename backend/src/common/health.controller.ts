import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiErrorDto } from './http/api-error.dto';

class HealthDto {
  @ApiProperty({ example: 'ok', description: "Always 'ok' when the API answers at all" })
  status: 'ok';

  @ApiProperty({ example: 'ok', description: "'ok' when the database answered a query (otherwise the call fails with 503)" })
  database: 'ok';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({
    operationId: 'health',
    summary: 'Liveness and database check (for proxies and orchestration)',
    description: 'Answers 200 when the API runs and the database answers a query, 503 otherwise. Open to anyone, no session needed.',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'The database cannot be reached (the answer of every API call then)' })
  async check(): Promise<HealthDto> {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok', database: 'ok' };
  }
}
