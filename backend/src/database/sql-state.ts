/** PostgreSQL's SQLSTATE codes the app acts on (the manual's appendix A). */
export const SQL_STATE = {
  uniqueViolation: '23505',
  /** A transaction aborted so that another could go on; nothing of it was written. */
  deadlockDetected: '40P01',
  /** A serialization failure; on a standby, also a statement cancelled by a conflict with the WAL's replay. */
  serializationFailure: '40001',
} as const;

/**
 * The SQLSTATE of an error from the driver, or of the driver's error TypeORM wraps (QueryFailedError.driverError);
 * undefined for any other error.
 */
export function sqlStateOf(error: unknown): string | undefined {
  const { code, driverError } = (error ?? {}) as { code?: unknown; driverError?: { code?: unknown } };
  const state = typeof code === 'string' ? code : driverError?.code;
  return typeof state === 'string' ? state : undefined;
}

/** A row that would break a unique index or constraint: the caller answers it as the conflict it means. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === SQL_STATE.uniqueViolation;
