import { HttpStatus, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
// The rate limits' own client key (an IPv6 address counts by its /64): one rule for "an address".
import { normalizeIp } from '@nestjs/throttler/dist/ip';
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { poolOf } from '../database/pg-pool';
import { queryPrepared } from '../database/sql-query';
import { directClient } from '../database/transaction-pooler';
import { type AppEvent, APP_EVENT_TYPES, EVENTS_CHANNEL, type EventEnvelope, NOTIFY_USER_IDS_MAX } from './app-event';
import { type ChannelWatch, NotifiedCache } from './notified-cache';

/** A comment line every 25 s keeps proxies (nginx: 60 s) and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** The browser's reconnect delay after the stream drops. */
export const RETRY_MS = 5_000;
/**
 * A stream ends after this long and the browser reconnects (after RETRY_MS): the reconnect passes
 * the session middleware again, so a signed-out or expired session stops receiving within this time.
 */
export const STREAM_MAX_AGE_MS = 15 * 60_000;
/** Open streams per user and instance (tabs); the oldest is closed beyond it. */
export const STREAMS_PER_USER_MAX = 10;
/** Retry-After of a stream refused by a cap (the app's browsers poll meanwhile, useEventStream). */
export const STREAM_RETRY_AFTER_SECONDS = 30;
/** How often the open streams are written to the log (when the figures changed), and the least gap between two refusal warnings. */
const STATS_LOG_INTERVAL_MS = 60_000;
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export const EVENT_STREAM_MESSAGES = {
  tooManyFromAddress: 'Z vaší adresy je otevřeno příliš mnoho živých spojení. Zavřete některé panely nebo to zkuste za chvíli.',
  instanceFull: 'Živých spojení je právě příliš mnoho. Zkuste to prosím za chvíli.',
} as const;

/** This instance's streams, for the log and the tests. */
export interface StreamStats {
  open: number;
  /** Client addresses holding them (an IPv6 address counts by its /64). */
  addresses: number;
  /** The most streams one address holds. */
  largestFromOneAddress: number;
  /** Streams refused since the start: the address at EVENT_STREAMS_PER_ADDRESS (429), the instance at EVENT_STREAMS_MAX (503). */
  refusedPerAddress: number;
  refusedInstanceFull: number;
}

interface Stream {
  userId: number;
  /** The client's address key (normalizeIp of the request's address, TRUST_PROXY applied). */
  address: string;
  response: ServerResponse;
  heartbeat: NodeJS.Timeout;
  maxAge: NodeJS.Timeout;
  removed: boolean;
}

/**
 * Live events for browsers (DESIGN.md section 5): `publish` sends an event through PostgreSQL's
 * NOTIFY on channel svatby_events; every instance LISTENs on one dedicated connection (reconnected
 * with back-off when it drops) and writes the event to its own open server-sent-event streams of
 * the users named. Publish after the change committed (a NOTIFY inside a transaction is delivered
 * at commit, but a client that refetches on an event from outside one could read too early).
 */
@Injectable()
export class EventsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventsService.name);
  private readonly streams = new Map<number, Set<Stream>>();
  /** Open streams per client address, and in all, on this instance. */
  private readonly byAddress = new Map<string, number>();
  private openCount = 0;
  private readonly refused = { perAddress: 0, instanceFull: 0 };
  private readonly lastRefusalLog = { perAddress: 0, instanceFull: 0 };
  private statsTimer: NodeJS.Timeout | null = null;
  private lastStatsLine = '';
  private listener: Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectAttempt = 0;
  private closing = false;
  private listening: Promise<void> | null = null;
  /** Other channels LISTENed on the same connection (watch), with what each notice or reconnect calls. */
  private readonly watches = new Map<string, Set<() => void>>();
  /** The watched channels the current connection LISTENs on. */
  private readonly listenedChannels = new Set<string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    this.statsTimer = setInterval(() => this.logStats(), STATS_LOG_INTERVAL_MS);
    this.statsTimer.unref();
    return this.listen();
  }

  /**
   * Tells the users' open streams (on every instance) about an event: `pg_notify('svatby_events', json)`.
   * Call it after the transaction of the change committed. Never throws: a lost live event only
   * delays a refresh (the inbox refetches on focus, the manage page polls).
   */
  async publish(userIds: readonly number[], event: AppEvent): Promise<void> {
    try {
      for (const payload of this.notices(userIds, event)) {
        await queryPrepared(this.dataSource.manager, `SELECT pg_notify($1, $2)`, [EVENTS_CHANNEL, payload]);
      }
    } catch (error) {
      this.logger.warn(`Event ${event.type} not published: ${String(error)}`);
    }
  }

  /**
   * The pg_notify payloads on EVENTS_CHANNEL that tell the users about the event (none without a
   * valid user), for a writer that notifies within its own statement: delivered at its commit, and
   * not at all when it fails (the message post saves a round trip and a transaction this way).
   */
  notices(userIds: readonly number[], event: AppEvent): string[] {
    const users = [...new Set(userIds.filter((id) => Number.isInteger(id) && id > 0))];
    const payloads: string[] = [];
    for (let start = 0; start < users.length; start += NOTIFY_USER_IDS_MAX) {
      const envelope: EventEnvelope = { userIds: users.slice(start, start + NOTIFY_USER_IDS_MAX), event: clean(event) };
      payloads.push(JSON.stringify(envelope));
    }
    return payloads;
  }

  /** Open streams on this instance (the tests and the benchmark read it). */
  streamCount(userId?: number): number {
    if (userId !== undefined) return this.streams.get(userId)?.size ?? 0;
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  /** This instance's open streams and refusals (also written to the log once a minute when they changed). */
  streamStats(): StreamStats {
    let largest = 0;
    for (const count of this.byAddress.values()) largest = Math.max(largest, count);
    return {
      open: this.openCount,
      addresses: this.byAddress.size,
      largestFromOneAddress: largest,
      refusedPerAddress: this.refused.perAddress,
      refusedInstanceFull: this.refused.instanceFull,
    };
  }

  /** Whether this instance's LISTEN connection is up (a stream opened now receives events). */
  isListening(): boolean {
    return this.listener !== null;
  }

  /**
   * LISTENs on `channel` too, on this instance's one LISTEN connection: `onChange` runs at every notice on it,
   * and whenever the connection drops or comes back (notices may have been missed meanwhile).
   */
  watch(channel: string, onChange: () => void): ChannelWatch {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel) || channel === EVENTS_CHANNEL) throw new Error(`Not a channel to watch: ${channel}`);
    const handlers = this.watches.get(channel) ?? new Set<() => void>();
    this.watches.set(channel, handlers);
    handlers.add(onChange);
    const listener = this.listener;
    if (listener && !this.listenedChannels.has(channel)) void this.listenOn(listener, channel);
    return { isLive: () => this.listener !== null && this.listenedChannels.has(channel) };
  }

  /** A value kept until a notice on `channel` says it changed (NotifiedCache). */
  cached<T>(channel: string, load: () => Promise<T>): NotifiedCache<T> {
    let cache: NotifiedCache<T> | null = null;
    const watch = this.watch(channel, () => cache?.invalidate());
    cache = new NotifiedCache(watch, load);
    return cache;
  }

  /**
   * GET /api/events: answers the signed-in user's request with an open event stream (the guard
   * refused visitors). Each stream holds a socket for up to 15 minutes, so an address may hold at
   * most EVENT_STREAMS_PER_ADDRESS of them on this instance (429 beyond, whichever account asks) and
   * the instance at most EVENT_STREAMS_MAX (503 beyond); both with Retry-After. The browser then
   * polls the unread count until a stream opens again (frontend useEventStream).
   */
  openStream(request: FastifyRequest, reply: FastifyReply): void {
    const userId = request.user!.id;
    const address = normalizeIp(request.ip) || 'unknown';
    const { perAddress, max } = this.config.eventStreams;
    if ((this.byAddress.get(address) ?? 0) >= perAddress) return this.refuse(reply, 'perAddress', address);
    if (this.openCount >= max) return this.refuse(reply, 'instanceFull', address);
    // The stream is written on the Node response for as long as it is open.
    reply.hijack();
    const response = reply.raw;
    response.statusCode = 200;
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // no-transform: the compression middleware leaves the stream alone (it would buffer the events).
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('Connection', 'keep-alive');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    request.raw.socket.setKeepAlive(true);
    request.raw.socket.setNoDelay(true);
    request.raw.socket.setTimeout(0);
    response.write(`retry: ${RETRY_MS}\n: connected\n\n`);

    const stream: Stream = {
      userId,
      address,
      response,
      heartbeat: setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS),
      maxAge: setTimeout(() => response.end(), STREAM_MAX_AGE_MS),
      removed: false,
    };
    this.openCount += 1;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    const set = this.streams.get(userId) ?? new Set<Stream>();
    this.streams.set(userId, set);
    set.add(stream);
    if (set.size > STREAMS_PER_USER_MAX) set.values().next().value?.response.end();
    const remove = () => this.remove(stream);
    response.on('close', remove);
    response.on('error', remove);
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.statsTimer) clearInterval(this.statsTimer);
    // Open streams would keep the HTTP server from closing: end them (the browsers reconnect elsewhere).
    for (const set of this.streams.values()) for (const stream of [...set]) stream.response.end();
    this.streams.clear();
    const listener = this.listener;
    this.listener = null;
    if (listener) await listener.end().catch(() => undefined);
  }

  private remove(stream: Stream): void {
    clearInterval(stream.heartbeat);
    clearTimeout(stream.maxAge);
    // 'close' and 'error' may both come: count the stream out once.
    if (!stream.removed) {
      stream.removed = true;
      this.openCount -= 1;
      const left = (this.byAddress.get(stream.address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(stream.address, left);
      else this.byAddress.delete(stream.address);
    }
    const set = this.streams.get(stream.userId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) this.streams.delete(stream.userId);
  }

  /**
   * Answers a refused stream (429 for the address's cap, 503 for the instance's, with Retry-After; not
   * through the exception filter, which logs every 503 as an outage), counts it and warns in the log
   * at most once a minute per cap.
   */
  private refuse(reply: FastifyReply, cap: 'perAddress' | 'instanceFull', address: string): void {
    this.refused[cap] += 1;
    const statusCode = cap === 'perAddress' ? HttpStatus.TOO_MANY_REQUESTS : HttpStatus.SERVICE_UNAVAILABLE;
    const message = cap === 'perAddress' ? EVENT_STREAM_MESSAGES.tooManyFromAddress : EVENT_STREAM_MESSAGES.instanceFull;
    void reply.code(statusCode).header('Retry-After', String(STREAM_RETRY_AFTER_SECONDS)).send({ statusCode, message });
    const now = Date.now();
    if (now - this.lastRefusalLog[cap] < STATS_LOG_INTERVAL_MS) return;
    this.lastRefusalLog[cap] = now;
    const { perAddress, max } = this.config.eventStreams;
    this.logger.warn(
      cap === 'perAddress'
        ? `Event stream refused (429): address ${address} holds ${this.byAddress.get(address) ?? 0} streams, EVENT_STREAMS_PER_ADDRESS=${perAddress} (${this.refused.perAddress} refused since start)`
        : `Event stream refused (503): ${this.openCount} streams open, EVENT_STREAMS_MAX=${max} (${this.refused.instanceFull} refused since start)`,
    );
  }

  /** Writes the open streams to the log when the figures changed since the last line (a timer calls it once a minute). */
  logStats(): void {
    const stats = this.streamStats();
    const line =
      `Event streams: ${stats.open} open from ${stats.addresses} addresses (at most ${stats.largestFromOneAddress} from one); ` +
      `refused since start: ${stats.refusedPerAddress} per address, ${stats.refusedInstanceFull} instance full`;
    if (line === this.lastStatsLine) return;
    this.lastStatsLine = line;
    this.logger.log(line);
  }

  /** Connects the LISTEN client; on failure or a dropped connection tries again with back-off. */
  private listen(): Promise<void> {
    this.listening ??= this.connect().finally(() => {
      this.listening = null;
    });
    return this.listening;
  }

  private async connect(): Promise<void> {
    if (this.closing) return;
    // A client of its own, since LISTEN holds the server session: to DATABASE_DIRECT_URL (a pooler in
    // transaction mode would drop the LISTEN with the transaction), else with the pool's own settings.
    const client: Client = directClient(poolOf(this.dataSource), this.config.databasePooler.directUrl, 'svatby-events');
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) this.deliver(message.payload);
      else this.changed(message.channel);
    });
    client.on('error', (error) => {
      this.logger.warn(`Event listener connection failed: ${error.message}`);
      this.dropped(client);
    });
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
      const channels = [...this.watches.keys()];
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
      if (this.closing) {
        await client.end().catch(() => undefined);
        return;
      }
      this.listener = client;
      this.listenedChannels.clear();
      for (const channel of channels) this.listenedChannels.add(channel);
      // Watched while this connection was being made.
      for (const channel of this.watches.keys()) if (!this.listenedChannels.has(channel)) void this.listenOn(client, channel);
      this.changed();
      if (this.reconnectAttempt > 0) this.logger.log('Event listener reconnected');
      this.reconnectAttempt = 0;
    } catch (error) {
      this.logger.warn(`Event listener could not connect: ${String(error)}`);
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
    }
  }

  private dropped(client: Client): void {
    if (this.listener !== client) return;
    this.listener = null;
    this.listenedChannels.clear();
    this.changed();
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  /** A channel watched after the connection was up: live once its LISTEN is done (a failure ends the connection, which reconnects). */
  private async listenOn(client: Client, channel: string): Promise<void> {
    try {
      await client.query(`LISTEN ${channel}`);
      if (this.listener === client) this.listenedChannels.add(channel);
    } catch (error) {
      this.logger.warn(`LISTEN ${channel} failed: ${String(error)}`);
      this.dropped(client);
    }
  }

  /** Runs the handlers watching `channel`, or every watch's (the connection dropped or came back). */
  private changed(channel?: string): void {
    const handlers = channel === undefined ? [...this.watches.values()].flatMap((set) => [...set]) : [...(this.watches.get(channel) ?? [])];
    for (const handler of handlers) {
      try {
        handler();
      } catch (error) {
        this.logger.warn(`A watch of ${channel ?? 'the reconnect'} failed: ${String(error)}`);
      }
    }
  }

  private scheduleReconnect(): void {
    if (this.closing || this.reconnectTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)];
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, delay);
    this.reconnectTimer.unref();
  }

  /** Writes a notified event to this instance's streams of the users it names. */
  private deliver(payload: string): void {
    let envelope: EventEnvelope;
    try {
      envelope = JSON.parse(payload) as EventEnvelope;
    } catch {
      return;
    }
    if (!Array.isArray(envelope.userIds) || !APP_EVENT_TYPES.includes(envelope.event?.type)) return;
    const frame = `event: ${envelope.event.type}\ndata: ${JSON.stringify(clean(envelope.event))}\n\n`;
    for (const userId of envelope.userIds) {
      const set = this.streams.get(userId);
      if (set) for (const stream of set) stream.response.write(frame);
    }
  }
}

/** Only the event's known fields (ids): nothing else a caller passed travels or reaches a browser. */
function clean(event: AppEvent): AppEvent {
  const out: AppEvent = { type: event.type };
  if (typeof event.requestId === 'number') out.requestId = event.requestId;
  if (typeof event.offerId === 'number') out.offerId = event.offerId;
  if (typeof event.conversationId === 'number') out.conversationId = event.conversationId;
  if (typeof event.bookingId === 'number') out.bookingId = event.bookingId;
  if (typeof event.planSection === 'string') out.planSection = event.planSection;
  return out;
}
