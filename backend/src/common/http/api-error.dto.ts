import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'email', description: 'Name of the offending field (dot path for nested fields)' })
  field: string;

  @ApiProperty({ example: 'Zadejte platný email', description: 'Czech message, ready to show' })
  message: string;
}

/** The body of every error answer. */
export class ApiErrorDto {
  @ApiProperty({ example: 400, description: 'HTTP status code of the answer, repeated in the body' })
  statusCode: number;

  @ApiProperty({ example: 'Zadejte platný email', description: 'Czech message, ready to show to the user' })
  message: string;

  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'Per-field validation errors' })
  errors?: FieldErrorDto[];
}

export class MessageResponseDto {
  @ApiProperty({ example: 'Hotovo', description: 'Czech confirmation, ready to show to the user' })
  message: string;
}
