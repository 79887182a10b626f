import { ApiProperty } from '@nestjs/swagger';

/** The own portfolio's "Zobrazení": public views, one per visitor and day, the owner's own not counted. */
export class PortfolioViewsDto {
  @ApiProperty({ example: 128, description: 'All counted views of the public portfolio' })
  total: number;

  @ApiProperty({ example: 31, description: 'Views in the last 30 days (today included)' })
  last30Days: number;
}
