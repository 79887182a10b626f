import { QueryFailedError } from 'typeorm';
import { isUniqueViolation, sqlStateOf } from './sql-state';

describe('sqlStateOf', () => {
  it("reads the SQLSTATE of node-postgres's error and of the one TypeORM wraps", () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect(sqlStateOf(driverError)).toBe('23505');
    expect(sqlStateOf(new QueryFailedError('INSERT …', [], driverError))).toBe('23505');
    expect(sqlStateOf({ driverError: { code: '40P01' } })).toBe('40P01');
  });

  it('gives nothing for an error without one', () => {
    expect(sqlStateOf(new Error('boom'))).toBeUndefined();
    expect(sqlStateOf({ code: 42 })).toBeUndefined();
    expect(sqlStateOf(null)).toBeUndefined();
    expect(sqlStateOf(undefined)).toBeUndefined();
  });
});

describe('isUniqueViolation', () => {
  it('is true for 23505 only', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ driverError: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
  });
});
