/** Browser journeys: playwright-core drives Debian's Chromium against the built app. */
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/test'],
  testRegex: '.*\\.browser-spec\\.ts$',
  moduleFileExtensions: ['js', 'json', 'ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
  },
  testEnvironment: 'node',
  testTimeout: 60000,
  maxWorkers: 1,
};
