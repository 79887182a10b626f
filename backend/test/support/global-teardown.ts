export default async function globalTeardown(): Promise<void> {
  await globalThis.__SVATBY_TEST_DATABASE__?.drop();
}
