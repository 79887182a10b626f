import { Client, Query } from 'pg';
import { buildDataSourceOptions } from './data-source-options';
import { preparedQuery } from './sql-query';
import { PooledClient } from './transaction-pooler';

describe('behind a pooler in transaction mode (DATABASE_DIRECT_URL set)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the prepared statements unnamed and everything else as it came', () => {
    const sent: unknown[][] = [];
    jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      sent.push(args);
      return Promise.resolve({ rows: [] }) as never;
    });
    const client = new PooledClient({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const callback = () => undefined;
    const named = preparedQuery('SELECT $1::int AS one', [1]);
    expect(named.name).toMatch(/^svatby_/);
    void client.query(named);
    void client.query('SELECT 2', [2]);
    void client.query({ text: 'SELECT 3' }, callback);
    const submittable = new Query({ name: 'kept', text: 'SELECT 4' });
    void client.query(submittable);
    expect(sent).toEqual([[{ text: 'SELECT $1::int AS one', values: [1] }], ['SELECT 2', [2]], [{ text: 'SELECT 3' }, callback], [submittable]]);
    // The caller's query object keeps its name (it is reused on direct pools).
    expect(named.name).toMatch(/^svatby_/);
  });

  it("gives TypeORM's pool that client and leaves the timeouts to the pooler; a direct pool sends them as before", () => {
    const pooled = buildDataSourceOptions('postgres://pgbouncer:6432/svatby', { statementTimeoutMs: 15_000, transactionPooler: true }).extra;
    expect(pooled.Client).toBe(PooledClient);
    expect(pooled).not.toHaveProperty('statement_timeout');
    expect(pooled).not.toHaveProperty('idle_in_transaction_session_timeout');
    expect(pooled).toMatchObject({ max: 10, application_name: 'svatby' });

    const direct = buildDataSourceOptions('postgres://db:5432/svatby', { statementTimeoutMs: 15_000 }).extra;
    expect(direct).not.toHaveProperty('Client');
    expect(direct).toMatchObject({ statement_timeout: 15_000, idle_in_transaction_session_timeout: 30_000 });
  });
});
