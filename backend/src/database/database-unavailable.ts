/**
 * Whether an error means the database cannot be reached at the moment (down, restarting, refusing
 * connections, a connection cut off), as opposed to a bug or bad input: such a request is answered
 * 503 and can simply be tried again later.
 */

/** SQLSTATE codes of an unreachable database (PostgreSQL, appendix A). */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the connection was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '55000', // object_not_in_prerequisite_state: "database … is not currently accepting connections"
]);

/** Node's socket errors when the server cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);

/** node-postgres's own messages for a lost or impossible connection (they carry no code). */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, driverError, cause } = error as ErrorShape;
  if (typeof code === 'string') {
    if (code.startsWith('08') || NETWORK_CODES.has(code)) return true;
    if (UNAVAILABLE_CODES.has(code)) return code !== '55000' || /not currently accepting connections/.test(String(message));
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  // TypeORM wraps the driver's error (QueryFailedError.driverError); others chain it as `cause`.
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
