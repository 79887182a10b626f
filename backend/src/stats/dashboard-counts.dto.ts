import { ApiProperty } from '@nestjs/swagger';

export class DashboardCountsDto {
  @ApiProperty({ example: 124, description: 'Active requests in the public list, demo ones included: the unfiltered list’s total' })
  requests: number;

  @ApiProperty({ example: 58, description: 'Providers in the public catalogue, demo ones included: the unfiltered catalogue’s total' })
  providers: number;
}
