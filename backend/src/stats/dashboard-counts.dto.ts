import { ApiProperty } from '@nestjs/swagger';

export class DashboardCountsDto {
  @ApiProperty({ example: 124, description: 'Active requests in the public list' })
  requests: number;

  @ApiProperty({ example: 58, description: 'Providers in the public catalogue' })
  providers: number;
}
