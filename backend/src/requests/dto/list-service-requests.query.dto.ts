import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BUDGET_BANDS, type BudgetBand } from '../budget';
import { PageQueryDto } from '../../common/http/page-query.dto';
import { Trim } from '../../common/validation/transforms';
import { REQUEST_SORTS, type RequestSort } from '../request-constants';

/** More than the catalogue has: a longer list is not a filter a person chose. */
const MAX_CATEGORIES = 40;

export class ListServiceRequestsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    example: 'fotograf',
    description: 'Text search in title, description, place and budget (case and diacritics ignored)',
  })
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

  @ApiPropertyOptional({
    type: String,
    example: 'photography,video',
    description:
      'Several category ids, comma-separated: requests matching any of them (with synonyms). Together with `category`, ' +
      'the requests matching any of all the given categories.',
  })
  // 'a, b,,a' → ['a', 'b']: trimmed, empty entries dropped, each once.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))] : value,
  )
  @IsOptional()
  @IsArray({ message: 'Neplatné kategorie' })
  @ArrayMaxSize(MAX_CATEGORIES, { message: `Vyberte nejvýše ${MAX_CATEGORIES} kategorií` })
  @IsString({ each: true, message: 'Neplatná kategorie' })
  @MaxLength(64, { each: true, message: 'Neplatná kategorie' })
  categories?: string[];

  @ApiPropertyOptional({
    example: 'Praha',
    description: "A location id from GET /api/locations or a place name: requests whose place contains its name; 'celá ČR' (cela-cr) does not filter",
  })
  @Trim()
  @IsOptional()
  @IsString({ message: 'Neplatná lokalita' })
  @MaxLength(100, { message: 'Neplatná lokalita' })
  location?: string;

  @ApiPropertyOptional({ enum: BUDGET_BANDS, enumName: 'BudgetBand', description: 'Only requests whose budget falls in this band' })
  @IsOptional()
  @IsIn(BUDGET_BANDS, { message: 'Neplatný rozpočet' })
  budget?: BudgetBand;

  @ApiPropertyOptional({ enum: REQUEST_SORTS, default: 'newest', description: 'Order of the list' })
  @IsOptional()
  @IsIn(REQUEST_SORTS, { message: 'Neplatné řazení' })
  sort?: RequestSort;

  @ApiPropertyOptional({
    example: true,
    description:
      "true: only requests relevant to the signed-in provider: matching its categories and in its areas (an area, a place overlapping it or a request for the whole country; a provider serving 'cela-cr' gets every place)",
  })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsOptional()
  @IsBoolean({ message: 'Parametr filtered musí být true nebo false' })
  filtered?: boolean;
}
