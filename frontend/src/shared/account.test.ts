import { describe, expect, it } from 'vitest';
import { displayName, initials, safeReturnPath } from './account';

describe('displayName', () => {
  const user = { firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.cz' };

  it('prefers the company name of the provider profile', () => {
    expect(displayName(user, { companyName: 'Foto Květa s.r.o.' })).toBe('Foto Květa s.r.o.');
  });

  it('falls back to first plus last name', () => {
    expect(displayName(user)).toBe('Jana Nováková');
    expect(displayName(user, { companyName: '  ' })).toBe('Jana Nováková');
    expect(displayName(user, null)).toBe('Jana Nováková');
  });

  it('falls back to the first name alone', () => {
    expect(displayName({ firstName: 'Petr', lastName: null, email: 'petr@example.cz' })).toBe('Petr');
  });

  it('falls back to the e-mail', () => {
    expect(displayName({ firstName: null, lastName: 'Svoboda', email: 'svoboda@example.cz' })).toBe(
      'svoboda@example.cz',
    );
    expect(displayName({ firstName: '', lastName: '', email: 'a@b.cz' })).toBe('a@b.cz');
  });

  it("ends with 'Uživatel'", () => {
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe('Uživatel');
    expect(displayName(null)).toBe('Uživatel');
    expect(displayName(undefined)).toBe('Uživatel');
  });
});

describe('initials', () => {
  it('takes the first letters of at most two name parts, uppercase', () => {
    expect(initials('Jana Nováková')).toBe('JN');
    expect(initials('čeněk šťastný')).toBe('ČŠ');
    expect(initials('Foto Květa s.r.o.')).toBe('FK');
    expect(initials('  Petr  ')).toBe('P');
    expect(initials('jana@example.cz')).toBe('J');
    expect(initials('Uživatel')).toBe('U');
  });

  it('is empty for no name', () => {
    expect(initials('')).toBe('');
    expect(initials(null)).toBe('');
  });
});

describe('safeReturnPath', () => {
  it('accepts same-site relative paths', () => {
    expect(safeReturnPath('/poptavky?requestId=4')).toBe('/poptavky?requestId=4');
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/subscribe?plan=premium#pay')).toBe('/subscribe?plan=premium#pay');
  });

  it('rejects other hosts and schemes', () => {
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('javascript:alert(1)')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/\t/evil.example')).toBeNull();
    expect(safeReturnPath('poptavky')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
