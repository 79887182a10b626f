import { EventEmitter2 } from '@nestjs/event-emitter';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainEvents } from './domain-events';

describe('DomainEvents', () => {
  const plain = { kind: 'plain' } as unknown as EntityManager;
  const transactional = { kind: 'transactional' } as unknown as EntityManager;
  let steps: string[];
  let events: DomainEvents;

  beforeEach(() => {
    steps = [];
    const dataSource = {
      manager: plain,
      transaction: async <T>(work: (manager: EntityManager) => Promise<T>): Promise<T> => {
        steps.push('START');
        const result = await work(transactional);
        steps.push('COMMIT');
        return result;
      },
    } as unknown as DataSource;
    const emitter = new EventEmitter2();
    emitter.on('thing.changed', async (event: { n: number }) => steps.push(`published ${event.n}`), { promisify: true });
    events = new DomainEvents(dataSource, emitter);
  });

  it('runs a one-statement change without a transaction and publishes its events after it, in order', async () => {
    const result = await events.statement(async (manager, record) => {
      steps.push(`change on ${(manager as unknown as { kind: string }).kind}`);
      record({ type: 'thing.changed', n: 1 });
      record({ type: 'thing.changed', n: 2 });
      return 7;
    });
    expect(result).toBe(7);
    expect(steps).toEqual(['change on plain', 'published 1', 'published 2']);
  });

  it('publishes nothing for a one-statement change that failed', async () => {
    const failing = events.statement(async (_manager, record) => {
      record({ type: 'thing.changed', n: 1 });
      throw new Error('unique_violation');
    });
    await expect(failing).rejects.toThrow('unique_violation');
    expect(steps).toEqual([]);
  });

  it('publishes a transaction\'s events after its commit', async () => {
    await events.transaction(async (manager, record) => {
      steps.push(`change on ${(manager as unknown as { kind: string }).kind}`);
      record({ type: 'thing.changed', n: 1 });
    });
    expect(steps).toEqual(['START', 'change on transactional', 'COMMIT', 'published 1']);
  });
});
