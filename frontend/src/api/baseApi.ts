import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/**
 * What a store made on the server (src/server) gives its queries as the thunk's extra argument: the
 * server's own fetch, which answers the API in-process, at the site's origin.
 */
export interface ServerFetch {
  serverFetch: typeof fetch;
}

const fetchQuery = fetchBaseQuery({ baseUrl: '/', credentials: 'include' });

/**
 * Parameters that are all undefined (a booking without ?token=) dropped: fetchBaseQuery would ask '/api/bookings/3?',
 * which is not the URL the server's HTML preloads ('/api/bookings/3'), and the browser would fetch it again.
 */
const browserQuery: typeof fetchQuery = (args, queryApi, extraOptions) => {
  const params = typeof args === 'string' ? undefined : (args.params as Record<string, unknown> | undefined);
  const empty = params !== undefined && Object.values(params).every((value) => value === undefined);
  return fetchQuery(empty ? { ...(args as FetchArgs), params: undefined } : args, queryApi, extraOptions);
};

/** Server-side queries need an absolute URL; the server's fetch answers any origin's /api in-process. */
const SERVER_ORIGIN = 'http://svatby.server/';

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, queryApi, extraOptions) => {
  const serverFetch = (queryApi.extra as Partial<ServerFetch> | undefined)?.serverFetch;
  if (!serverFetch) return browserQuery(args, queryApi, extraOptions);
  return fetchBaseQuery({ baseUrl: SERVER_ORIGIN, fetchFn: serverFetch })(args, queryApi, extraOptions);
};

/**
 * The answers the server rendered a page's first screen with (src/server/firstScreen.tsx): the app's
 * store takes them before its first render (app/serverState.ts), so that the page renders the same
 * markup at once instead of asking again.
 */
export const serverStateReceived = createAction<Record<string, unknown>>('serverStateReceived');

/**
 * The one RTK Query API of the app. Endpoints are generated from ../../openapi.json into
 * ./generated.ts (npm run codegen) and enhanced with cache tags in ./index.ts.
 * Never hand-write fetch calls elsewhere.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Categories', 'Locations', 'Counts'],
  extractRehydrationInfo(action, { reducerPath }) {
    if (serverStateReceived.match(action)) return action.payload[reducerPath] as never;
    return undefined;
  },
  endpoints: () => ({}),
});
