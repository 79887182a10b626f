import { Global, Module } from '@nestjs/common';
import { HttpMetrics } from './http-metrics';
import { MetricsController } from './metrics.controller';
import { MetricsListener } from './metrics-listener';
import { MetricsRegistry } from './metrics-registry';
import { PoolMetrics } from './pool-metrics';

/**
 * Prometheus metrics (README "Metrics"): the registry every module registers its own families with
 * (global, so the kernel's registry is injectable everywhere without a module importing another), the
 * HTTP families (attached to Fastify in app.setup.ts), the pools', GET /metrics and the METRICS_PORT listener.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsRegistry, HttpMetrics, PoolMetrics, MetricsListener],
  exports: [MetricsRegistry, HttpMetrics],
})
export class MetricsModule {}
