import type { LoggerService } from '@nestjs/common';
import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import type pinoPretty from 'pino-pretty';
import type { LoggingSettings } from '../../config/logging-settings';

/** What a leak would show; the same word withoutTokens writes into URLs. */
export const REDACTED = '[skryto]';

/**
 * Secrets that must never reach a line even if some code logs a request, a response or a payload whole:
 * cookies and credentials in headers, and the fields that carry passwords and link tokens. The request
 * line itself logs no headers and no body (request-logging.ts); this is the net under it.
 */
const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
  'cookie',
  'authorization',
  'password',
  'token',
  '*.password',
  '*.token',
];

/**
 * The same net for the request line, top-level names only: its fields are fixed (request-logging.ts) and
 * none nests, so the wildcard paths would only walk each of them on every request (~17 KB of a request's
 * allocation, ~9 %) to find nothing.
 */
const REQUEST_LINE_REDACTED_PATHS = REDACTED_PATHS.filter((redactedPath) => !redactedPath.startsWith('*.'));

/** The JSON lines' buffer (see createRootLogger): written at this size, and at least this often. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * The process's one pino logger: JSON lines (level as a word, ISO time) or pino-pretty's text, at LOG_LEVEL.
 * The JSON lines are buffered (sonic-boom): written once 4 KB have gathered (about 15 request lines) and at
 * least every second, so a line reaches the log within a second even when the app is quiet. A write per line
 * cost GET /api/locations 29 us of its ~155 us synchronously, and still 17 us as one asynchronous write each
 * (CPU profiles under load). pino flushes the buffer when the process exits (process.exit and a crash
 * included: on-exit-leak-free), so the lines of a failed start are still out; a killed process (SIGKILL, the
 * kernel's OOM killer) can lose its last second of lines. The development text stays synchronous.
 */
export function createRootLogger(settings: LoggingSettings, destination?: DestinationStream): Pino {
  const options: pino.LoggerOptions = {
    level: settings.level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  };
  if (settings.format === 'pretty') {
    // Loaded only for the text format: production's JSON lines need none of it (~1 MB of heap).
    const pretty = require('pino-pretty') as typeof pinoPretty;
    const stream =
      destination ??
      pretty({ sync: true, colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,context', messageFormat: '{if context}[{context}] {end}{msg}' });
    return pino(options, stream);
  }
  return pino(
    { ...options, formatters: { level: (label) => ({ level: label }) }, timestamp: pino.stdTimeFunctions.isoTime },
    destination ?? pino.destination({ fd: 1, sync: false, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS }),
  );
}

/**
 * Nest's LoggerService over `root` (nestjs-pino): every `new Logger(context)` of the app writes through it,
 * with `context` as a field.
 */
export function createNestLogger(root: Pino): LoggerService {
  return new NestPinoLogger(new PinoLogger({ pinoHttp: { logger: root } }), {});
}

/** `root` for the request line: the same level and output, the top-level redaction only (see REQUEST_LINE_REDACTED_PATHS). */
export function createRequestLineLogger(root: Pino): Pino {
  return root.child({}, { redact: { paths: REQUEST_LINE_REDACTED_PATHS, censor: REDACTED } });
}
