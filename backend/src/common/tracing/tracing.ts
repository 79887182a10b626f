/*
 * Traces (OpenTelemetry): main.ts imports this file first, before Nest, pg or http are loaded, because
 * the instrumentations patch those modules as they are required. Without OTEL_EXPORTER_OTLP_ENDPOINT
 * the SDK is not even required: tracing off costs nothing but @opentelemetry/api's no-op calls (spans.ts).
 * The variables are validated with the rest in AppConfig (logging-settings.ts), which stops a bad start.
 */

interface Tracing {
  stop(): Promise<void>;
}

let tracing: Tracing | undefined;

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sdk = require('./otel-sdk') as typeof import('./otel-sdk');
  tracing = sdk.startTracing();
}

/** Sends the spans still buffered and stops the SDK (at shutdown); nothing to do when tracing is off. */
export async function stopTracing(): Promise<void> {
  await tracing?.stop();
}
