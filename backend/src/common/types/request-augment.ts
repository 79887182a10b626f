declare global {
  namespace Express {
    /**
     * What the Node request carries beside Node's own: the session and Passport's methods
     * (express-session, Passport; the signed-in account is auth/request-augment.ts) and these.
     * Fastify's request reads them through (below).
     */
    interface Request {
      /** The request's id (request-id.middleware.ts), in the X-Request-Id header and error logs. */
      requestId?: string;
      /**
       * Set when a personal API token authenticated the request (auth/api-tokens): no session, no
       * same-origin check; the scope guard and the rate limit read it.
       */
      apiToken?: { id: number; scopes: readonly string[] };
    }
  }
}

/**
 * The session, Passport and multer handlers run on the Node request (request.raw, through
 * @fastify/middie); Fastify's request reads and writes those properties through to it
 * (RAW_REQUEST_PROPERTIES, decorated in app.setup.ts).
 */
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyRequest extends Express.Request {}
}

export {};
