import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CategoryDto {
  @ApiProperty({ example: 'photography' })
  id: string;

  @ApiProperty({ example: 'Fotografie' })
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ example: 'Foto a video' })
  group: string;

  @ApiProperty({ example: 'camera', description: 'lucide icon name (kebab-case)' })
  icon: string;

  @ApiProperty({ example: '15 000 – 45 000 Kč' })
  priceRange: string;

  @ApiProperty({ example: 12, description: 'Providers listed in the public catalogue with this category' })
  providerCount: number;
}

export class LocationDto {
  @ApiProperty({ example: 'hradec-kralove' })
  id: string;

  @ApiProperty({ example: 'Hradec Králové' })
  name: string;

  @ApiProperty({ enum: ['city', 'region', 'country'] })
  type: 'city' | 'region' | 'country';
}

export class QuestionOptionDto {
  @ApiProperty({ example: 'buffet' })
  value: string;

  @ApiProperty({ example: 'Raut' })
  label: string;
}

/** One question of the request form's step 2 (catalog/request-questions.ts). */
export class QuestionDto {
  @ApiProperty({ example: 'photoHours', description: 'The key of the answer in CreateServiceRequestDto.details' })
  key: string;

  @ApiProperty({ example: 'Délka focení' })
  label: string;

  @ApiProperty({
    enum: ['number', 'boolean', 'choice', 'multi'],
    enumName: 'QuestionKind',
    description: "number: a whole number within min..max; boolean: yes / no; choice: one option's value; multi: a list of options' values",
  })
  kind: 'number' | 'boolean' | 'choice' | 'multi';

  @ApiPropertyOptional({ type: [QuestionOptionDto], description: 'choice and multi only' })
  options?: QuestionOptionDto[];

  @ApiPropertyOptional({ example: 1, description: 'number only' })
  min?: number;

  @ApiPropertyOptional({ example: 16, description: 'number only' })
  max?: number;

  @ApiPropertyOptional({ example: 'h', description: 'number only: written after the value' })
  unit?: string;
}

export class CategoryQuestionsItemDto {
  @ApiProperty({ example: 'photography' })
  categoryId: string;

  @ApiProperty({ type: [QuestionDto] })
  questions: QuestionDto[];
}

export class CategoryQuestionsDto {
  @ApiProperty({ type: [CategoryQuestionsItemDto], description: 'The categories that ask questions; the others ask none' })
  categories: CategoryQuestionsItemDto[];
}

/** An answer of a request's step 2 as people read it. */
export class RequestDetailDto {
  @ApiProperty({ example: 'photoHours' })
  key: string;

  @ApiProperty({ example: 'Délka focení' })
  label: string;

  @ApiProperty({ example: '8 h', description: "The answer in Czech: 'Ano' / 'Ne', a number with its unit, the option's label(s)" })
  value: string;
}
