import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../database/database-unavailable';
import { ApiErrorDto } from '../http/api-error.dto';
import { withoutTokens } from '../http/without-tokens';

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: 'Neplatný požadavek',
  [HttpStatus.UNAUTHORIZED]: 'Nejste přihlášeni',
  [HttpStatus.FORBIDDEN]: 'K této akci nemáte oprávnění',
  [HttpStatus.NOT_FOUND]: 'Požadovaná stránka nebo záznam neexistuje',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'Požadavek je příliš velký',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'Nepodporovaný formát požadavku',
  [HttpStatus.TOO_MANY_REQUESTS]: 'Příliš mnoho pokusů. Zkuste to prosím znovu za chvíli.',
  [HttpStatus.INTERNAL_SERVER_ERROR]: 'Na serveru nastala chyba. Zkuste to prosím znovu.',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'Služba je dočasně nedostupná. Zkuste to prosím za chvíli znovu.',
};

/** How long a client should wait before trying again when the database is unreachable. */
const RETRY_AFTER_SECONDS = 30;

// The URL for a log line without a link's token (moved to common/http for the request log and the traces).
export { withoutTokens } from '../http/without-tokens';

/** PostgreSQL's "invalid byte sequence for encoding" (e.g. a NUL character in text). */
const INVALID_TEXT_ENCODING = '22021';

/** Errors of Fastify's request handling before Nest's pipes run (a body too large, of another type, empty JSON...). */
interface BodyParserError {
  code?: string;
  status?: number;
  statusCode?: number;
}

/**
 * Turns every error into `{ statusCode, message, errors? }` with a Czech message. An unreachable
 * database is a 503 (try again later); other unknown errors a generic 500 that reveals nothing of
 * the internals. Both are logged with the request's id (X-Request-Id).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<FastifyReply>();
    const request = context.getRequest<FastifyRequest>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      const what = `[${request.requestId ?? '-'}] ${request.method} ${withoutTokens(request.originalUrl)}`;
      if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE && exception instanceof HttpException) {
        // A 503 the code chose (an outside service such as ARES or Stripe is away), not a fault here.
        this.logger.warn(`${what} answered 503: ${body.message}`);
      } else if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
        this.logger.error(`${what} failed: database unavailable (${exception instanceof Error ? exception.message : String(exception)})`);
      } else {
        this.logger.error(`${what} failed`, exception instanceof Error ? exception.stack : String(exception));
      }
    }
    if (response.sent || response.raw.headersSent) return;
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) response.header('Retry-After', String(RETRY_AFTER_SECONDS));
    void response.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown): ApiErrorDto {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const payload = exception.getResponse();
      if (typeof payload === 'object' && payload !== null) {
        // `error` is Nest's English status name; the Czech message says it better.
        const { message, errors, error: _error, ...rest } = payload as Record<string, unknown>;
        const text = Array.isArray(message) ? String(message[0]) : typeof message === 'string' ? message : undefined;
        return {
          ...rest,
          statusCode,
          message: this.czech(statusCode, text),
          ...(Array.isArray(errors) ? { errors: errors as ApiErrorDto['errors'] } : {}),
        };
      }
      return { statusCode, message: this.czech(statusCode, typeof payload === 'string' ? payload : undefined) };
    }
    if (isDatabaseUnavailable(exception)) {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: STATUS_MESSAGES[HttpStatus.SERVICE_UNAVAILABLE]! };
    }
    // Text PostgreSQL cannot store (a NUL character) in input no pipe checked, e.g. the login form.
    if ((exception as { driverError?: { code?: string } })?.driverError?.code === INVALID_TEXT_ENCODING) {
      return { statusCode: 400, message: 'Text obsahuje nepovolený znak' };
    }
    const parserError = exception as BodyParserError;
    const parserStatus = parserError?.statusCode ?? parserError?.status;
    if (parserError?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return { statusCode: 400, message: 'Tělo požadavku není platný JSON' };
    }
    if (parserError?.code?.startsWith('FST_') && typeof parserStatus === 'number' && parserStatus >= 400 && parserStatus < 500) {
      return { statusCode: parserStatus, message: STATUS_MESSAGES[parserStatus] ?? 'Neplatný požadavek' };
    }
    return { statusCode: 500, message: STATUS_MESSAGES[500]! };
  }

  /** Nest's built-in exceptions carry English defaults ("Not Found"); replace those with Czech. */
  private czech(statusCode: number, message: string | undefined): string {
    const fallback = STATUS_MESSAGES[statusCode] ?? 'Požadavek se nepodařilo zpracovat';
    if (!message) return fallback;
    // The JSON parser's errors reach here as BadRequestException with V8's English text.
    if (statusCode === 400 && /JSON|Unexpected (token|end)|position \d+/.test(message)) {
      return 'Tělo požadavku není platný JSON';
    }
    if (/^(Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) |ThrottlerException|Forbidden resource$|Unauthorized$|Not Found$|Bad Request$|Internal server error$|Unsupported Media Type$|Payload Too Large$|Request body is too large$|Service Unavailable$)/.test(message)) {
      return fallback;
    }
    return message;
  }
}
