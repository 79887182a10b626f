import type { IncomingMessage, ServerResponse } from 'node:http';
import { serialize as serializeCookie, type CookieSerializeOptions } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import '../types/request-augment';

/*
 * The app serves HTTP with Fastify. The handlers made for Node's own request and response
 * (express-session, Passport, multer, helmet, compression, serve-static and the app's middleware
 * below) run on request.raw / reply.raw through @fastify/middie, before Fastify's route handling.
 */

/** The Node request as the session, Passport and the app's middleware see it. */
export type NodeRequest = IncomingMessage & Express.Request & { originalUrl?: string };
export type NodeResponse = ServerResponse;
export type NodeNext = (error?: unknown) => void;
export type NodeMiddleware = (request: NodeRequest, response: NodeResponse, next: NodeNext) => void;

/**
 * The request Passport's strategies are given (passportRequestOf): the Node request with its response
 * (redirects, the Google state cookie), the parsed body and query, where Passport expects them.
 */
export type PassportRequest = NodeRequest & { res: NodeResponse; body?: unknown; query?: unknown };

/** The Node request of a route's request, ready for Passport (see PassportRequest). */
export function passportRequestOf(request: FastifyRequest, reply: FastifyReply): PassportRequest {
  return Object.assign(request.raw as NodeRequest, { res: reply.raw, body: request.body, query: request.query });
}

/** The path of a request's URL, without its query. */
export function pathOf(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Ends a response with a JSON body. */
export function sendJson(response: NodeResponse, statusCode: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.statusCode = statusCode;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(text));
  response.end(text);
}

/** Ends a response with a text body of the given type (HEAD: the headers alone). */
export function sendText(request: IncomingMessage, response: NodeResponse, statusCode: number, type: string, body: string): void {
  response.statusCode = statusCode;
  response.setHeader('Content-Type', type);
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Ends a response with a body already compressed in `encoding` (the compression middleware leaves it), HEAD with the headers alone. */
export function sendEncoded(request: IncomingMessage, response: NodeResponse, statusCode: number, type: string, encoding: string, body: Buffer): void {
  response.statusCode = statusCode;
  response.setHeader('Content-Type', type);
  response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The properties the Node request's handlers set that Fastify's request reads and writes through. */
const RAW_REQUEST_PROPERTIES = ['user', 'authInfo', 'session', 'sessionID', 'requestId', 'apiToken', 'googlePasswordCleared', 'file', 'files'] as const;
/** Passport's methods on the Node request, called on it. */
const RAW_REQUEST_METHODS = ['login', 'logIn', 'logout', 'logOut', 'isAuthenticated', 'isUnauthenticated'] as const;

type RawBag = Record<string, unknown>;

/** Makes Fastify's request read and write the session's and Passport's properties on request.raw. */
export function readThroughToRawRequest(fastify: FastifyInstance): void {
  for (const name of RAW_REQUEST_PROPERTIES) {
    fastify.decorateRequest(name, {
      getter(this: { raw: unknown }) {
        return (this.raw as RawBag)[name];
      },
      setter(this: { raw: unknown }, value: unknown) {
        (this.raw as RawBag)[name] = value;
      },
    } as never);
  }
  for (const name of RAW_REQUEST_METHODS) {
    fastify.decorateRequest(name, {
      getter(this: { raw: unknown }) {
        const method = (this.raw as RawBag)[name] as ((...args: unknown[]) => unknown) | undefined;
        return method?.bind(this.raw);
      },
      // Passport's authenticate() assigns them on the request it is given; they belong on the Node one.
      setter(this: { raw: unknown }, value: unknown) {
        (this.raw as RawBag)[name] = value;
      },
    } as never);
  }
}

/** Adds a Set-Cookie header to those already on the response (the session's among them). */
export function appendSetCookie(response: NodeResponse, cookie: string): void {
  const current = response.getHeader('Set-Cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  response.setHeader('Set-Cookie', [...list, cookie]);
}

/** Tells the browser to drop a cookie (an empty value that expired long ago, on the cookie's path). */
export function clearCookie(response: NodeResponse, name: string, options: Omit<CookieSerializeOptions, 'expires' | 'maxAge'> = {}): void {
  appendSetCookie(response, serializeCookie(name, '', { path: '/', ...options, expires: new Date(0) }));
}
