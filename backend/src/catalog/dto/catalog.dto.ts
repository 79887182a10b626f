import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CategoryDto {
  @ApiProperty({ example: 'photography', description: "The category's id (slug), used in filters and requests" })
  id: string;

  @ApiProperty({ example: 'Fotografie', description: "The category's Czech name" })
  name: string;

  @ApiProperty({ example: 'Svatební fotografové na celý den, obřad i portréty.', description: "The category's Czech description" })
  description: string;

  @ApiProperty({ example: 'Foto a video', description: 'Czech name of the group the catalogue shows it under' })
  group: string;

  @ApiProperty({ example: 'camera', description: 'lucide icon name (kebab-case)' })
  icon: string;

  @ApiProperty({ example: '15 000 – 45 000 Kč', description: 'Usual price range as Czech display text' })
  priceRange: string;

  @ApiProperty({ example: 12, description: 'Providers listed in the public catalogue with this category' })
  providerCount: number;
}

export class LocationDto {
  @ApiProperty({ example: 'hradec-kralove', description: "The location's id (slug), used in filters, requests and service areas" })
  id: string;

  @ApiProperty({ example: 'Hradec Králové', description: "The location's Czech name" })
  name: string;

  @ApiProperty({ enum: ['city', 'region', 'country'], description: "A city, a region, or 'cela-cr' (the whole country)" })
  type: 'city' | 'region' | 'country';
}

export class QuestionOptionDto {
  @ApiProperty({ example: 'buffet', description: 'The value to send as the answer' })
  value: string;

  @ApiProperty({ example: 'Raut', description: 'Czech label to show' })
  label: string;
}

/** One question of the request form's step 2 (catalog/request-questions.ts). */
export class QuestionDto {
  @ApiProperty({ example: 'photoHours', description: 'The key of the answer in CreateServiceRequestDto.details' })
  key: string;

  @ApiProperty({ example: 'Délka focení', description: 'The Czech question to show' })
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
  @ApiProperty({ example: 'photography', description: 'The category asking the questions' })
  categoryId: string;

  @ApiProperty({ type: [QuestionDto], description: 'Its questions, in the order of the form' })
  questions: QuestionDto[];
}

export class CategoryQuestionsDto {
  @ApiProperty({ type: [CategoryQuestionsItemDto], description: 'The categories that ask questions; the others ask none' })
  categories: CategoryQuestionsItemDto[];
}

/** An answer of a request's step 2 as people read it. */
export class RequestDetailDto {
  @ApiProperty({ example: 'photoHours', description: "The question's key" })
  key: string;

  @ApiProperty({ example: 'Délka focení', description: 'The Czech question' })
  label: string;

  @ApiProperty({ example: '8 h', description: "The answer in Czech: 'Ano' / 'Ne', a number with its unit, the option's label(s)" })
  value: string;
}
