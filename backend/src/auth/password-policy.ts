import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { dictionary } from '@zxcvbn-ts/language-common';
import { IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';

/** Every new password: registration, provider registration, reset and change (OWASP ASVS 5.0, 6.2). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `Heslo musí mít alespoň ${PASSWORD_MIN} znaků`,
  tooLong: `Heslo může mít nejvýše ${PASSWORD_MAX} znaků`,
  common: 'Toto heslo patří mezi nejčastěji používaná a dá se snadno uhodnout. Zvolte prosím jiné.',
} as const;

/**
 * The 49 000 most common passwords of zxcvbn-ts's common dictionary (from leaked password sets),
 * kept up by that project rather than typed in here; entries are lower-case.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'] as string[]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** A new password's validation and documentation: a string of 8 to 200 characters, not a common one. */
export function NewPassword(description?: string) {
  return applyDecorators(
    ApiProperty({
      example: 'Modrá-svatba-2027',
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      description: description ?? `The new password: ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not one of the most common passwords`,
    }),
    IsString({ message: PASSWORD_MESSAGES.tooShort }),
    MinLength(PASSWORD_MIN, { message: PASSWORD_MESSAGES.tooShort }),
    MaxLength(PASSWORD_MAX, { message: PASSWORD_MESSAGES.tooLong }),
    ValidateBy({ name: 'notCommonPassword', validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) } }, {
      message: PASSWORD_MESSAGES.common,
    }),
  );
}
