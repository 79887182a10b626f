import { describe, expect, it } from 'vitest';
import { aresFields, billingFormValues, dicProblem, icoProblem, normalizeDic, toBillingDto } from './billingModel';

describe('billing form model', () => {
  it('sends trimmed values, IČO without spaces, DIČ upper-cased, and null for a cleared IČO or DIČ', () => {
    expect(
      toBillingDto({
        companyName: '  Foto Novák ',
        street: ' Dlouhá 12 ',
        city: ' Praha 1',
        postalCode: ' 110 00 ',
        ico: ' 2708 2440 ',
        dic: 'cz 27082440',
        vatPayer: true,
      }),
    ).toEqual({ companyName: 'Foto Novák', street: 'Dlouhá 12', city: 'Praha 1', postalCode: '110 00', ico: '27082440', dic: 'CZ27082440', vatPayer: true });
    expect(toBillingDto({ companyName: 'A', street: 'B', city: 'C', postalCode: '11000', ico: ' ', dic: '', vatPayer: false })).toMatchObject({
      ico: null,
      dic: null,
      vatPayer: false,
    });
  });

  it('shows never-saved IČO and DIČ as empty fields', () => {
    expect(
      billingFormValues({
        companyName: 'Foto Novák',
        street: '',
        city: '',
        postalCode: '',
        ico: null,
        dic: null,
        vatPayer: false,
        aresAvailable: false,
        complete: false,
      }),
    ).toEqual({ companyName: 'Foto Novák', street: '', city: '', postalCode: '', ico: '', dic: '', vatPayer: false });
  });

  it('checks IČO by its checksum and DIČ by its form, requiring a DIČ of a VAT payer', () => {
    expect(icoProblem('')).toBeNull();
    expect(icoProblem('2708 2440')).toBeNull();
    expect(icoProblem('27082441')).toBe('IČO musí mít 8 číslic a platný kontrolní součet');
    expect(dicProblem('', false)).toBeNull();
    expect(dicProblem('', true)).toBe('Plátce DPH musí uvést DIČ');
    expect(dicProblem('cz12345678', true)).toBeNull();
    expect(dicProblem('CZ1234567', false)).toBe('DIČ musí mít tvar CZ a 8–10 číslic');
    expect(dicProblem('SK1234567890', false)).toBe('DIČ musí mít tvar CZ a 8–10 číslic');
    expect(normalizeDic(' cz 1234 5678 ')).toBe('CZ12345678');
  });

  it('fills the company and address from ARES and leaves the VAT payer switch alone', () => {
    const filled = aresFields({ ico: '27082440', companyName: 'Alza.cz a.s.', street: 'Jankovcova 1522/53', city: 'Praha', postalCode: '170 00', dic: null });
    expect(filled).toEqual({ companyName: 'Alza.cz a.s.', street: 'Jankovcova 1522/53', city: 'Praha', postalCode: '170 00', ico: '27082440' });
    expect(filled).not.toHaveProperty('vatPayer');
  });
});
