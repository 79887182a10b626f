import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldErrorDto } from '../http/api-error.dto';

/**
 * Czech fallbacks for constraints whose decorator carries no message of its own. DTOs give
 * their own messages for the rules users meet; these cover the rest (unknown fields, wrong
 * JSON shapes) so that no English default ever reaches a user.
 */
const FALLBACK_MESSAGES: Record<string, (field: string) => string> = {
  whitelistValidation: (field) => `Neznámé pole „${field}“`,
  unknownValue: () => 'Neplatné tělo požadavku',
  nestedValidation: (field) => `Pole „${field}“ má neplatný formát`,
};

/**
 * class-validator runs a property's decorators bottom-up and reports every failed one; the user
 * should see the most basic problem first ("required" before "too long"), whatever the order.
 */
const CONSTRAINT_PRIORITY = [
  'whitelistValidation',
  'unknownValue',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
  'isEnum',
  'isIn',
  'minLength',
  'arrayMinSize',
  'isEmail',
];

const priority = (constraint: string): number => {
  const index = CONSTRAINT_PRIORITY.indexOf(constraint);
  return index === -1 ? CONSTRAINT_PRIORITY.length : index;
};

/** One error per field: its most basic failed constraint, with a Czech message. */
function flatten(errors: ValidationError[], parent = ''): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const [first] = Object.entries(error.constraints ?? {}).sort(([a], [b]) => priority(a) - priority(b));
    const own = first ? [{ field, message: FALLBACK_MESSAGES[first[0]]?.(field) ?? first[1] }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

export const NUL_CHARACTER_MESSAGE = 'Text obsahuje nepovolený znak';

/** The path of the first string holding a NUL character, which PostgreSQL cannot store in text. */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = findNulCharacter(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** The ValidationPipe, refusing NUL characters in any input first (they would fail in SQL as a 500). */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const field = findNulCharacter(value);
    if (field !== null) {
      const name = field || metadata.data || 'value';
      throw new BadRequestException({ statusCode: 400, message: NUL_CHARACTER_MESSAGE, errors: [{ field: name, message: NUL_CHARACTER_MESSAGE }] });
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fieldErrors = flatten(errors);
      return new BadRequestException({
        statusCode: 400,
        message: fieldErrors[0]?.message ?? 'Neplatný požadavek',
        errors: fieldErrors,
      });
    },
  });
}
