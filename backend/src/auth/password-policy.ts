import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
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
 * The 49 000 most common passwords of zxcvbn-ts's common dictionary (from leaked password sets), kept up by that
 * project rather than typed in here; entries are lower-case. Held as one sorted, newline-joined string searched by
 * halves: 0.6 MB of heap for the process's lifetime, where the package's array and a Set of it held 3.8 MB (its index
 * also loads a diceware list and keyboard graphs). Read on the first new password, not at start.
 */
export class CommonPasswords {
  private constructor(
    private readonly text: string,
    /** Where each entry starts in `text`, plus one past the end. */
    private readonly starts: Uint32Array,
  ) {}

  static fromList(list: readonly string[]): CommonPasswords {
    const sorted = [...new Set(list)].sort();
    const starts = new Uint32Array(sorted.length + 1);
    let offset = 0;
    sorted.forEach((entry, index) => {
      starts[index] = offset;
      offset += entry.length + 1;
    });
    starts[sorted.length] = offset;
    return new CommonPasswords(`${sorted.join('\n')}\n`, starts);
  }

  /**
   * The package's list, read from its file and run as a function of our own rather than required: a required module stays
   * in the module cache and in its parent's children (with its exports, the 49 000 strings) for the process's lifetime.
   */
  static fromPackage(): CommonPasswords {
    const file = require.resolve('@zxcvbn-ts/language-common/dist/passwords.json.cjs');
    const loaded = { exports: [] as unknown };
    compileFunction(readFileSync(file, 'utf8'), ['module', 'exports', 'require'], { filename: file })(loaded, loaded.exports, createRequire(file));
    return CommonPasswords.fromList(loaded.exports as string[]);
  }

  get size(): number {
    return this.starts.length - 1;
  }

  has(candidate: string): boolean {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const entry = this.text.slice(this.starts[middle], this.starts[middle + 1] - 1);
      if (entry === candidate) return true;
      if (entry < candidate) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

let commonPasswords: CommonPasswords | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= CommonPasswords.fromPackage();
  return commonPasswords.has(password.toLowerCase());
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
