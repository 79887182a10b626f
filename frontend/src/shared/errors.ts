/** The API's errors as the interface reads them: network or HTTP status, and the Czech message. */

/** An error as RTK Query hands it over: FetchBaseQueryError or SerializedError. */
type ErrorLike = { status?: unknown; data?: unknown; message?: unknown; error?: unknown };

/** True when the server could not be reached at all (RTK Query's FETCH_ERROR). */
export function isNetworkError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as ErrorLike).status === 'FETCH_ERROR';
}

/** HTTP status of an RTK Query error, or undefined when there was no HTTP answer. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as ErrorLike).status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The Czech message the server put in its JSON error body ({ statusCode, message, errors? }),
 * or the fallback when there is none (network failure, unparsable body, ...).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const data = (error as ErrorLike).data;
  if (typeof data === 'object' && data !== null) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
    if (Array.isArray(message)) {
      const parts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
      if (parts.length > 0) return parts.join(', ');
    }
  }
  return fallback;
}
