import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BUDGET_BANDS, type BudgetBand } from '../../common/text/budget-band';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { Trim } from '../../common/validation/transforms';
import { REQUEST_SORTS, type RequestSort } from '../request-constants';

export class ListServiceRequestsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Text search in title, description, place and budget (case and diacritics ignored)' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatný hledaný výraz' })
  @MaxLength(100, { message: 'Hledaný výraz může mít nejvýše 100 znaků' })
  search?: string;

  @ApiPropertyOptional({ example: 'photography', description: 'Category id; matches its synonyms too' })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatná kategorie' })
  @MaxLength(64, { message: 'Neplatná kategorie' })
  category?: string;

  @ApiPropertyOptional({ example: 'Praha', description: "Substring of the place; a value starting with 'celá' does not filter" })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatná lokalita' })
  @MaxLength(100, { message: 'Neplatná lokalita' })
  location?: string;

  @ApiPropertyOptional({ enum: BUDGET_BANDS })
  @IsOptional()
  @IsIn(BUDGET_BANDS, { message: 'Neplatný rozpočet' })
  budget?: BudgetBand;

  @ApiPropertyOptional({ enum: REQUEST_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(REQUEST_SORTS, { message: 'Neplatné řazení' })
  sort?: RequestSort;

  @ApiPropertyOptional({ description: "true: only requests matching the signed-in provider's categories" })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean({ message: 'Parametr filtered musí být true nebo false' })
  filtered?: boolean;
}
