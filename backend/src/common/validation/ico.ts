import { registerDecorator, type ValidationOptions } from 'class-validator';

export const ICO_MESSAGE = 'IČO musí mít 8 číslic a platný kontrolní součet';
export const DIC_MESSAGE = 'DIČ musí mít tvar CZ a 8–10 číslic';
/** A Czech VAT number: CZ and the 8-digit IČO (companies) or 9–10 digits (persons). */
export const DIC_PATTERN = /^CZ\d{8,10}$/;

/**
 * A Czech company number (IČO): 8 digits, the last a mod-11 check digit over the first seven with
 * weights 8..2 (c = (11 − sum mod 11) mod 10).
 */
export function isValidIco(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 7; index++) sum += Number(value[index]) * (8 - index);
  return (11 - (sum % 11)) % 10 === Number(value[7]);
}

/** The class-validator decorator of an IČO field (the Czech message unless given). */
export function IsIco(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isIco',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: ICO_MESSAGE, ...options },
      validator: { validate: (value: unknown) => isValidIco(value) },
    });
}
