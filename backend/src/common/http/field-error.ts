import { BadRequestException } from '@nestjs/common';

/** A 400 for one field, shaped like the ValidationPipe's errors, for rules checked in services. */
export function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, message, errors: [{ field, message }] });
}
