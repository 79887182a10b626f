import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * A fact one module reports and others react to (mails, system messages, figures, live events).
 * `type` is the event's name, e.g. 'offer.accepted'; listeners subscribe with @OnDomainEvent.
 */
export interface DomainEvent {
  readonly type: string;
}

/** Records an event to publish once the transaction that records it commits. */
export type RecordEvent = <E extends DomainEvent>(event: E) => void;

/**
 * The one way a change reaches other modules: the owner changes its own rows in one short
 * transaction and records what happened; the events go out after the commit, never for a rolled-back
 * change, and the listeners (other modules, each in its own transaction) never hold the owner's
 * locks. Listeners run before the caller's answer, so a client that reads after the answer sees
 * their effects; a listener's failure is logged (by the emitter) and never undoes the change.
 * Where an effect must survive a crash between commit and listener, the owner enqueues a pg-boss job
 * in its transaction instead.
 */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly emitter: EventEmitter2,
  ) {}

  /** Runs `work` in one transaction; the events it records are published once it commits. */
  async transaction<T>(work: (manager: EntityManager, record: RecordEvent) => Promise<T>): Promise<T> {
    const recorded: DomainEvent[] = [];
    const result = await this.dataSource.transaction((manager) => work(manager, (event) => recorded.push(event)));
    await this.publish(...recorded);
    return result;
  }

  /**
   * Runs `work`, a change of one statement (atomic on its own), without a transaction around it: START and COMMIT are two
   * round trips more than the change itself. The events it records are published once it ran, none when it failed.
   */
  async statement<T>(work: (manager: EntityManager, record: RecordEvent) => Promise<T>): Promise<T> {
    const recorded: DomainEvent[] = [];
    const result = await work(this.dataSource.manager, (event) => recorded.push(event));
    await this.publish(...recorded);
    return result;
  }

  /** Publishes events of a change already committed, in order; each waits for its listeners. */
  async publish(...events: DomainEvent[]): Promise<void> {
    for (const event of events) {
      try {
        await this.emitter.emitAsync(event.type, event);
      } catch (error) {
        // Listeners suppress their own errors (OnDomainEvent); this is the emitter itself failing.
        this.logger.error(`${event.type} not delivered: ${String(error)}`);
      }
    }
  }
}
