import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the app. Endpoints are generated from ../../openapi.json into
 * ./generated.ts (npm run codegen) and enhanced with cache tags in ./index.ts.
 * Never hand-write fetch calls elsewhere.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/', credentials: 'include' }),
  tagTypes: ['User', 'Categories', 'Locations', 'Counts'],
  endpoints: () => ({}),
});
