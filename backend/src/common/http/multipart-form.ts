import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multer from 'multer';
import type { Observable } from 'rxjs';
import type { NodeNext, NodeRequest, NodeResponse } from './node-http';

/** A multer handler (single, array…) as it runs on Node's request and response. */
export type MultipartHandler = (request: NodeRequest, response: NodeResponse, next: NodeNext) => void;

/** Multer in memory with these limits: the files of a form stay in memory (request.file / request.files). */
export function memoryMultipart(limits: multer.Options['limits']): multer.Multer {
  return multer({ storage: multer.memoryStorage(), limits });
}

/**
 * Fastify leaves a multipart body unread (no parser of its own), for the route's upload
 * interceptor to read with multer (readMultipartForm). A route without one never reads it.
 */
export function leaveMultipartToInterceptors(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

/**
 * Reads the request's multipart form with `handler` (multer): its files on request.file / files,
 * its text fields as request.body; any other body stays as Fastify parsed it. Multer's and busboy's errors become HTTP errors with their English
 * texts (413 for a file over the size limit, 400 otherwise), which the interceptors turn into Czech.
 */
export async function readMultipartForm(context: ExecutionContext, handler: MultipartHandler): Promise<void> {
  const http = context.switchToHttp();
  const request = http.getRequest<FastifyRequest>();
  const raw = request.raw as NodeRequest & { body?: unknown };
  // A JSON body (a message without attachments) is Fastify's, already parsed; multer leaves it alone.
  if (!isMultipart(request)) return;
  await new Promise<void>((resolve, reject) =>
    handler(raw, http.getResponse<FastifyReply>().raw, (error?: unknown) => (error ? reject(toHttpException(error)) : resolve())),
  );
  request.body = raw.body;
}

/**
 * An interceptor that reads the route's multipart form with `handler` before the handler runs and
 * turns its errors into the caller's (Czech) ones. Bind it after the guards: Nest runs guards first,
 * so refused callers never have their upload read.
 */
export function MultipartFormInterceptor(handler: MultipartHandler, toCallerError: (error: unknown) => unknown): Type<NestInterceptor> {
  @Injectable()
  class MultipartForm implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        await readMultipartForm(context, handler);
      } catch (error) {
        throw toCallerError(error);
      }
      return next.handle();
    }
  }
  return mixin(MultipartForm);
}

const isMultipart = (request: FastifyRequest) => /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

function toHttpException(error: unknown): unknown {
  if (error instanceof HttpException) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(error.message);
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(`${error.message} - ${error.field}`);
    return new BadRequestException(error.message);
  }
  // busboy's errors of a malformed form (no boundary, a broken part header, an unexpected end).
  if (error instanceof Error && /^(Multipart|Malformed|Unexpected end of form|Malformed part header)/.test(error.message)) {
    return new BadRequestException(error.message);
  }
  return error;
}
