import { Injectable } from '@nestjs/common';
import { MetricsRegistry } from '../common/metrics/metrics-registry';
import { EventsService } from './events.service';

/** This instance's open live-event streams and their refusals (README "Metrics"), read from EventsService at scrape time. */
@Injectable()
export class EventsMetrics {
  constructor(registry: MetricsRegistry, events: EventsService) {
    registry.gauge({
      name: 'event_streams_open',
      help: 'Live-event streams (GET /api/events) open on this instance',
      collect() {
        this.set(events.streamStats().open);
      },
    });
    registry.gauge({
      name: 'event_streams_refused',
      help: 'Live-event streams refused since the start: per_address (429, EVENT_STREAMS_PER_ADDRESS) or instance_full (503, EVENT_STREAMS_MAX)',
      labelNames: ['cap'],
      collect() {
        const stats = events.streamStats();
        this.set({ cap: 'per_address' }, stats.refusedPerAddress);
        this.set({ cap: 'instance_full' }, stats.refusedInstanceFull);
      },
    });
  }
}
