// Unit tests: pure rules beside the code they test (src/**/*.spec.ts).
module.exports = {
  displayName: 'unit',
  rootDir: 'src',
  testRegex: '.*\\.spec\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.json' }] },
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
};
