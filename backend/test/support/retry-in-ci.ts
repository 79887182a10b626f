// CI only: a test that fails once runs again, and the run's summary names it as flaky with its first failure
// (README "Tests"). Its beforeEach and afterEach run again around the retry.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
