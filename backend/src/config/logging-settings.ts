/** How a log line is written (LOG_FORMAT): one JSON object per line for a log collector, or pino-pretty's coloured text. */
export type LogFormat = 'json' | 'pretty';

/** pino's levels, most severe first (LOG_LEVEL); Nest's `log` is `info`, its `verbose` is `trace`. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggingSettings {
  format: LogFormat;
  level: LogLevel;
}

/**
 * Traces (issue 48). The SDK itself is started by common/tracing/tracing.ts before anything else and
 * reads the same variables from the environment; these are validated here so that a bad value stops the start.
 */
export interface TracingSettings {
  /** The OTLP/HTTP collector's base URL (`/v1/traces` is appended), or undefined: tracing off, the SDK never loaded. */
  endpoint: string | undefined;
  serviceName: string;
}

export interface ObservabilityVariables {
  LOG_FORMAT?: LogFormat;
  LOG_LEVEL?: LogLevel;
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_SERVICE_NAME?: string;
}

export const DEFAULT_SERVICE_NAME = 'svatby';

/** JSON in production (a collector parses it), pretty text elsewhere (a developer reads it). */
export function loggingSettings(vars: ObservabilityVariables, isProduction: boolean): LoggingSettings {
  return { format: vars.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'), level: vars.LOG_LEVEL ?? 'info' };
}

export function tracingSettings(vars: ObservabilityVariables): TracingSettings {
  return {
    endpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, ''),
    serviceName: vars.OTEL_SERVICE_NAME ?? DEFAULT_SERVICE_NAME,
  };
}
