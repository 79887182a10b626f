import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { poolOf } from '../../database/pg-pool';
import { replicaPoolOf } from '../../database/read-replica';
import { MetricsRegistry } from './metrics-registry';

/**
 * The pg pools' saturation, read at scrape time: TypeORM's primary pool (which the sessions, rate
 * limits and job queue share) and the replica's when DATABASE_REPLICA_URL is set, labelled `pool`.
 * in_use / max near 1 with waiting clients above 0 is a pool too small for its load (or a slow database).
 */
@Injectable()
export class PoolMetrics {
  constructor(registry: MetricsRegistry, @InjectDataSource() dataSource: DataSource) {
    const pools = (): Array<[string, Pool]> => {
      const replica = replicaPoolOf(dataSource);
      return [['primary', poolOf(dataSource)], ...(replica ? [['replica', replica] as [string, Pool]] : [])];
    };
    registry.gauge({
      name: 'db_pool_connections',
      help: 'Open connections of the pg pool, by pool and state (in_use: lent to a query or transaction; idle)',
      labelNames: ['pool', 'state'],
      collect() {
        this.reset();
        for (const [name, pool] of pools()) {
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
        }
      },
    });
    registry.gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections the pg pool opens',
      labelNames: ['pool'],
      collect() {
        this.reset();
        for (const [name, pool] of pools()) this.set({ pool: name }, pool.options.max ?? 10);
      },
    });
    registry.gauge({
      name: 'db_pool_waiting_clients',
      help: 'Queries and transactions waiting for a connection of the pg pool',
      labelNames: ['pool'],
      collect() {
        this.reset();
        for (const [name, pool] of pools()) this.set({ pool: name }, pool.waitingCount);
      },
    });
  }
}
