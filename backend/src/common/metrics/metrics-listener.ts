import * as http from 'node:http';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { METRICS_PATH } from './metrics.controller';
import { MetricsRegistry } from './metrics-registry';

/**
 * METRICS_PORT: a second HTTP listener on HOST that answers only GET /metrics, without a token, for a
 * scraper on a private network (the port stays closed to the public; the app's port keeps its own rule).
 * Plain Node http: none of the app's middleware, sessions or rate limits.
 */
@Injectable()
export class MetricsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsListener.name);
  private server: http.Server | null = null;

  constructor(
    private readonly registry: MetricsRegistry,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metrics.port;
    if (port === undefined) return;
    const server = http.createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== `/${METRICS_PATH}` || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      this.registry.scrape().then(
        (text) => response.writeHead(200, { 'Content-Type': this.registry.contentType, 'Cache-Control': 'no-store' }).end(text),
        (error: unknown) => {
          this.logger.error(`Metrics scrape failed: ${String(error)}`);
          response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Scrape failed\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) => reject(new Error(`METRICS_PORT ${port} cannot be listened on: ${error.message}`)));
      server.listen(port, this.config.host, () => resolve());
    });
    this.server = server;
    this.logger.log(`Metrics at http://${this.config.host}:${port}/${METRICS_PATH} (METRICS_PORT)`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
