import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 50;

/** `page` and `pageSize` of the public lists (requests, catalogue, providers by type). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1, example: 2, description: 'Page number, starting at 1' })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Stránka musí být celé číslo' })
  @Min(1, { message: 'Stránka musí být alespoň 1' })
  @Max(100_000, { message: 'Stránka je mimo rozsah' })
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: PAGE_SIZE_MAX,
    default: PAGE_SIZE_DEFAULT,
    example: PAGE_SIZE_DEFAULT,
    description: `Items per page (at most ${PAGE_SIZE_MAX})`,
  })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Velikost stránky musí být celé číslo' })
  @Min(1, { message: 'Velikost stránky musí být alespoň 1' })
  @Max(PAGE_SIZE_MAX, { message: `Velikost stránky může být nejvýše ${PAGE_SIZE_MAX}` })
  pageSize?: number;
}
