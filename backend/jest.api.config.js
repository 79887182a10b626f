/** API tests: HTTP against a booted app over a real PostgreSQL database made for the run. */
module.exports = {
  displayName: 'api',
  rootDir: '.',
  roots: ['<rootDir>/test'],
  testRegex: '.*\\.api-spec\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
  setupFilesAfterEnv: ['<rootDir>/test/support/retry-in-ci.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
