/** Prometheus metrics (issue 48, README "Metrics"): who may scrape /metrics, and where. */
export interface MetricsSettings {
  /** METRICS_TOKEN: /metrics on the app's port answers only `Authorization: Bearer <token>`; undefined = 404 there (off). */
  token: string | undefined;
  /** METRICS_PORT: a second listener on HOST serving only /metrics, without a token; undefined = none. */
  port: number | undefined;
}

export interface MetricsVariables {
  PORT: number;
  METRICS_TOKEN?: string;
  METRICS_PORT?: number;
}

/** Throws (naming the variable) when the metrics listener would take the app's own port. */
export function metricsSettings(vars: MetricsVariables): MetricsSettings {
  if (vars.METRICS_PORT !== undefined && vars.PORT !== 0 && vars.METRICS_PORT === vars.PORT) {
    throw new Error(`Invalid environment: METRICS_PORT must differ from PORT (${vars.PORT}): it is a second listener that needs no token`);
  }
  return { token: vars.METRICS_TOKEN, port: vars.METRICS_PORT };
}
