import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { DAY_FORMAT_MESSAGE, DAY_PATTERN } from '../../common/validation/calendar-day';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { Trim } from '../../common/validation/transforms';
import { PRICE_MAX, PROVIDER_SORTS, type ProviderSort } from '../provider-constants';

/** page and pageSize of the providers-by-type list. */
export class ProviderPageQueryDto extends PageQueryDto {}

export class ListProvidersQueryDto extends ProviderPageQueryDto {
  @ApiPropertyOptional({
    example: 'fotograf',
    description: 'Text search in the business name and description (case and diacritics ignored)',
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatný hledaný výraz' })
  @MaxLength(100, { message: 'Hledaný výraz může mít nejvýše 100 znaků' })
  search?: string;

  @ApiPropertyOptional({ example: 'photography', description: "Category id; matches the provider's categories and the category's synonyms" })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatná kategorie' })
  @MaxLength(64, { message: 'Neplatná kategorie' })
  category?: string;

  @ApiPropertyOptional({ example: 'praha', description: "Location id: providers serving it or the whole country; 'cela-cr' does not filter" })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatná oblast' })
  @MaxLength(64, { message: 'Neplatná oblast' })
  area?: string;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: PRICE_MAX,
    example: 10000,
    description: 'Kč; providers whose range reaches at least this much',
  })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Minimální cena musí být celé číslo' })
  @Min(0, { message: 'Minimální cena nesmí být záporná' })
  @Max(PRICE_MAX, { message: 'Cena nesmí přesáhnout 99 999 999 Kč' })
  priceMin?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: PRICE_MAX,
    example: 50000,
    description: 'Kč; providers whose range starts at most at this much',
  })
  @Type(() => Number)
  @IsOptional()
  @IsInt({ message: 'Maximální cena musí být celé číslo' })
  @Min(0, { message: 'Maximální cena nesmí být záporná' })
  @Max(PRICE_MAX, { message: 'Cena nesmí přesáhnout 99 999 999 Kč' })
  priceMax?: number;

  @ApiPropertyOptional({
    example: '2026-09-12',
    description:
      "YYYY-MM-DD: leaves out providers whose calendar says 'busy' that day; each remaining row carries dateAvailability " +
      "('available', 'inquiry', or 'unknown' when the provider never set the day: maybe, never free)",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: DAY_FORMAT_MESSAGE })
  @Matches(DAY_PATTERN, { message: DAY_FORMAT_MESSAGE })
  weddingDate?: string;

  @ApiPropertyOptional({
    enum: PROVIDER_SORTS,
    default: 'newest',
    description:
      "Order of the list; 'response' ('Nejrychlejší odpověď'): the shortest median first answer first, providers without one last",
  })
  @IsOptional()
  @IsIn(PROVIDER_SORTS, { message: 'Neplatné řazení' })
  sort?: ProviderSort;
}
