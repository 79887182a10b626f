import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { DEFAULT_SERVICE_NAME } from '../../config/logging-settings';
import { withoutTokens } from '../http/without-tokens';

/** Probes of load balancers: a trace each would drown the real ones. */
const UNTRACED_PATHS = new Set(['/api/health']);

/**
 * Required by tracing.ts only with OTEL_EXPORTER_OTLP_ENDPOINT set. The exporter posts OTLP/HTTP (JSON)
 * to `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces` (OTEL_EXPORTER_OTLP_HEADERS for a collector's key), in batches
 * (OTEL_BSP_* tune them). Spans: every HTTP request served and made (Stripe, SendGrid, ARES…), every SQL
 * statement inside one of those or inside a pg-boss job (spans.ts); the queue's own polling is left out.
 */
export function startTracing(): { stop(): Promise<void> } {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || DEFAULT_SERVICE_NAME,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0]),
        // A served URL's link token (?token=…, /api/rsvp/{token}) stays out of the traces as out of the log.
        requestHook: (span, request) => {
          // A served request (IncomingMessage has url and headers; a ClientRequest made by the app has neither).
          if (!('url' in request) || !('headers' in request)) return;
          // The stable HTTP conventions' url.path and url.query (the instrumentation redacts only signature parameters).
          const url = withoutTokens(request.url ?? '/');
          const query = url.indexOf('?');
          span.setAttribute('url.path', query < 0 ? url : url.slice(0, query));
          if (query >= 0) span.setAttribute('url.query', url.slice(query + 1));
        },
      }),
      // Only statements of a traced request or job: pg-boss polls every few seconds and would fill the collector.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return { stop: () => sdk.shutdown() };
}
