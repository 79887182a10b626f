import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api';
import type { AppDispatch, AppState } from '../api';
import type { ServerFetch } from '../api/baseApi';

/** The app's store; on the server (src/server) with the server's fetch for its queries. */
export function makeStore(server?: ServerFetch) {
  // `satisfies`: the features' typed hooks (api/index.ts) describe this store.
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: server } }).concat(api.middleware),
  }) satisfies { getState: () => AppState; dispatch: AppDispatch };
}

export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
