import { describe, expect, it } from 'vitest';
import { errorMessage, isNetworkError } from './errors';

describe('errorMessage', () => {
  it("reads the server's Czech message", () => {
    const error = { status: 401, data: { statusCode: 401, message: 'Neplatné přihlašovací údaje' } };
    expect(errorMessage(error, 'Fallback')).toBe('Neplatné přihlašovací údaje');
  });

  it('joins a list of messages', () => {
    expect(errorMessage({ status: 400, data: { message: ['a', 'b'] } }, 'x')).toBe('a, b');
  });

  it('falls back without a usable body', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Chyba')).toBe('Chyba');
    expect(errorMessage({ status: 500, data: '<html>' }, 'Chyba')).toBe('Chyba');
    expect(errorMessage({ status: 400, data: { message: '' } }, 'Chyba')).toBe('Chyba');
    expect(errorMessage(undefined, 'Chyba')).toBe('Chyba');
  });

  it('recognises network failures', () => {
    expect(isNetworkError({ status: 'FETCH_ERROR', error: 'x' })).toBe(true);
    expect(isNetworkError({ status: 401, data: {} })).toBe(false);
  });
});
