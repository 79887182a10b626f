import { Injectable } from '@nestjs/common';
import {
  collectDefaultMetrics,
  Counter,
  type CounterConfiguration,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  Registry,
} from 'prom-client';

/**
 * The process metrics (CPU, memory, event-loop lag, GC, handles) once per process: collectDefaultMetrics
 * starts observers that are never stopped, and the API tests run several apps in one process.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's Prometheus registry (README "Metrics"). Every module registers its own families here
 * (MetricsModule is global, so no module imports another for its metrics); a family read from state
 * at scrape time (pool sizes, queue depth, open streams) is a gauge with a `collect` function.
 * One registry per app, not prom-client's global one: two apps in one process (the tests) would clash.
 */
@Injectable()
export class MetricsRegistry {
  private readonly registry = new Registry();

  constructor() {
    processMetrics();
  }

  counter<T extends string>(configuration: Omit<CounterConfiguration<T>, 'registers'>): Counter<T> {
    return new Counter({ ...configuration, registers: [this.registry] });
  }

  gauge<T extends string>(configuration: Omit<GaugeConfiguration<T>, 'registers'>): Gauge<T> {
    return new Gauge({ ...configuration, registers: [this.registry] });
  }

  histogram<T extends string>(configuration: Omit<HistogramConfiguration<T>, 'registers'>): Histogram<T> {
    return new Histogram({ ...configuration, registers: [this.registry] });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Everything in the Prometheus text format: the app's families, then the process's. */
  async scrape(): Promise<string> {
    const [app, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${app}\n${process}`;
  }
}
