/**
 * A loader that loads once: the promise is shared, and a failed load is tried again on the next call
 * (a chunk that failed to download can succeed later).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
