import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows an unreachable, refusing or restarting database', () => {
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('55000', 'database "svatby" is not currently accepting connections'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it("looks through TypeORM's wrapper and an error's cause", () => {
    const wrapped = new QueryFailedError('SELECT 1', [], pgError('57P01', 'terminating connection'));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('session store failed', { cause: pgError('ECONNRESET', 'read ECONNRESET') }))).toBe(true);
  });

  it('leaves bugs and bad data alone', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('55000', 'cannot refresh materialized view concurrently'))).toBe(false);
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT x', [], pgError('42703', 'column "x" does not exist')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
