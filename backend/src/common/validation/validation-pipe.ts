import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
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

type RuleStorage = ReturnType<typeof getMetadataStorage>;
const REMEMBERING = Symbol('svatby.rememberedRuleLookups');

/**
 * class-validator looks a class's rules up on every validation (and Nest's pipe again for nested
 * values), testing the class against every class that has rules (`instanceof`, for inherited ones)
 * and grouping them by property anew: with the app's hundred DTO classes, a third of a submit's
 * validation (87 → 55 µs of CPU, issue 49). The rules are fixed once the classes are loaded, so
 * each lookup is remembered per class and options, and all are forgotten when a rule is added.
 */
export function rememberRuleLookups(storage: RuleStorage = getMetadataStorage()): void {
  const marked = storage as RuleStorage & { [REMEMBERING]?: true };
  if (marked[REMEMBERING]) return;
  marked[REMEMBERING] = true;
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let lookups = new WeakMap<object, Map<string, ValidationMetadata[]>>();
  let groups = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, names) => {
    if (typeof target !== 'function') return lookUp(target, schema, always, strictGroups, names);
    const key = JSON.stringify([schema, always, strictGroups, names ?? null]);
    let byOptions = lookups.get(target);
    if (!byOptions) lookups.set(target, (byOptions = new Map()));
    let rules = byOptions.get(key);
    if (!rules) byOptions.set(key, (rules = lookUp(target, schema, always, strictGroups, names)));
    return rules;
  };
  storage.groupByPropertyName = (rules) => {
    let grouped = groups.get(rules);
    if (!grouped) groups.set(rules, (grouped = group(rules)));
    return grouped;
  };
  storage.addValidationMetadata = (metadata) => {
    lookups = new WeakMap();
    groups = new WeakMap();
    add(metadata);
  };
}

export function createValidationPipe(): ValidationPipe {
  rememberRuleLookups();
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
