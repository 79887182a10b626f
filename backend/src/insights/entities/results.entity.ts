import { Column, Entity, PrimaryColumn } from 'typeorm';

/*
 * The providers' results tables (CreateProviderResults1763709100100). ResultsRepository reads and
 * writes them with SQL; these classes describe the rows.
 */

/** Since when a figure is recorded: months that ended before it are unknown. */
@Entity('insights_tracking')
export class InsightsTracking {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  figure: string;

  @Column({ type: 'timestamptz' })
  since: Date;
}

/** One provider's funnel counters of one Prague day. */
@Entity('provider_daily_results')
export class ProviderDailyResult {
  @PrimaryColumn({ type: 'integer' })
  providerId: number;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  requestsMatched: number;

  @Column({ type: 'integer', default: 0 })
  requestsOpened: number;

  @Column({ type: 'integer', default: 0 })
  offersSent: number;

  @Column({ type: 'integer', default: 0 })
  offersRead: number;

  @Column({ type: 'integer', default: 0 })
  offersAccepted: number;

  @Column({ type: 'integer', default: 0 })
  bookingsConfirmed: number;
}

/** What happened between one provider and one request, each step once. */
@Entity('provider_request_results')
export class ProviderRequestResult {
  @PrimaryColumn({ type: 'integer' })
  providerId: number;

  @PrimaryColumn({ type: 'integer' })
  requestId: number;

  @Column({ type: 'timestamptz', nullable: true })
  matchedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  openedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  offeredAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  respondedAt: Date | null;
}

/** When a request was first listed. */
@Entity('results_listed_requests')
export class ResultsListedRequest {
  @PrimaryColumn({ type: 'integer' })
  requestId: number;

  @Column({ type: 'timestamptz' })
  listedAt: Date;
}

/** A provider's first answer to a request that reached it, in minutes. */
@Entity('provider_response_times')
export class ProviderResponseTime {
  @PrimaryColumn({ type: 'integer' })
  providerId: number;

  @PrimaryColumn({ type: 'integer' })
  requestId: number;

  @Column({ type: 'integer' })
  minutes: number;

  @Column({ type: 'timestamptz' })
  respondedAt: Date;
}
