import { BadRequestException } from '@nestjs/common';
import { IsEmail, IsInt, IsString, MaxLength, MinLength } from 'class-validator';
import { createValidationPipe, findNulCharacter, NUL_CHARACTER_MESSAGE } from './validation-pipe';

class ExampleDto {
  @IsString({ message: 'Jméno je povinné' })
  @MinLength(2, { message: 'Jméno je povinné' })
  @MaxLength(5, { message: 'Jméno je moc dlouhé' })
  name: string;

  @IsEmail({}, { message: 'Zadejte platný email' })
  @MaxLength(30, { message: 'Email je moc dlouhý' })
  email: string;
}

async function errorsOf(body: unknown) {
  try {
    await createValidationPipe().transform(body, { type: 'body', metatype: ExampleDto });
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse() as { message: string; errors: Array<{ field: string; message: string }> };
  }
  throw new Error('expected a validation error');
}

describe('createValidationPipe', () => {
  it('reports the most basic failure of each field, whatever the decorator order', async () => {
    const result = await errorsOf({});
    expect(result.errors).toEqual([
      { field: 'name', message: 'Jméno je povinné' },
      { field: 'email', message: 'Zadejte platný email' },
    ]);
    expect(result.message).toBe('Jméno je povinné');
  });

  it('reports a length limit when that is the only problem', async () => {
    const result = await errorsOf({ name: 'Bartoloměj', email: 'a@b.cz' });
    expect(result.errors).toEqual([{ field: 'name', message: 'Jméno je moc dlouhé' }]);
  });

  it('names unknown fields in Czech', async () => {
    const result = await errorsOf({ name: 'Eva', email: 'a@b.cz', role: 'admin' });
    expect(result.message).toBe('Neznámé pole „role“');
  });

  it('passes a valid body through as a DTO instance', async () => {
    const dto = await createValidationPipe().transform({ name: 'Eva', email: 'a@b.cz' }, { type: 'body', metatype: ExampleDto });
    expect(dto).toBeInstanceOf(ExampleDto);
  });
});

describe('NUL characters', () => {
  it('finds the first string with a NUL character, by its path', () => {
    expect(findNulCharacter({ notes: 'a\u0000b' })).toBe('notes');
    expect(findNulCharacter({ items: [{ title: 'ok' }, { title: '\u0000' }] })).toBe('items.1.title');
    expect(findNulCharacter({ notes: 'Dobrý den', count: 3, nested: { ok: true } })).toBeNull();
  });

  it('refuses them with a 400 before validation', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform({ notes: 'x\u0000' }, { type: 'body', metatype: Object })).rejects.toMatchObject({
      response: { statusCode: 400, message: NUL_CHARACTER_MESSAGE, errors: [{ field: 'notes', message: NUL_CHARACTER_MESSAGE }] },
    });
  });
});

describe('remembered rule lookups', () => {
  class BaseDto {
    @IsString({ message: 'Název je povinný' })
    title: string;
  }
  class DerivedDto extends BaseDto {
    @IsInt({ message: 'Počet musí být celé číslo' })
    count: number;
  }
  const messagesOf = async (metatype: new () => object, body: object) => {
    try {
      await createValidationPipe().transform(body, { type: 'body', metatype });
      return [];
    } catch (error) {
      return ((error as BadRequestException).getResponse() as { errors: Array<{ message: string }> }).errors.map((e) => e.message);
    }
  };

  it('keeps the inherited rules and the answers the same from one validation to the next', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect(await messagesOf(DerivedDto, {})).toEqual(['Počet musí být celé číslo', 'Název je povinný']);
      expect(await messagesOf(DerivedDto, { title: 'Svatba', count: 3 })).toEqual([]);
      expect(await messagesOf(BaseDto, { title: 'Svatba', count: 3 })).toEqual(['Neznámé pole „count“']);
    }
  });

  it('applies a rule added after a class was validated', async () => {
    class LateDto {
      @IsString({ message: 'Poznámka je povinná' })
      note: string;
    }
    expect(await messagesOf(LateDto, { note: 'ano' })).toEqual([]);
    MaxLength(2, { message: 'Poznámka je moc dlouhá' })(LateDto.prototype, 'note');
    expect(await messagesOf(LateDto, { note: 'ano' })).toEqual(['Poznámka je moc dlouhá']);
  });
});
