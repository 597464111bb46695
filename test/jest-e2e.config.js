/**
 * API end-to-end specs on the whole AppModule. TEST_DB=mysql runs them on the MySQL/MariaDB server
 * named by TEST_DATABASE_URL (a fresh database per spec file); otherwise on a fresh SQLite file.
 */
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/test'],
  testRegex: '.*\\.e2e-spec\\.ts$',
  moduleFileExtensions: ['js', 'json', 'ts'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: '<rootDir>/tsconfig.json',
        // The same Swagger plugin as nest-cli.json, so the OpenAPI document under test is the real one.
        astTransformers: { before: ['<rootDir>/test/utils/swagger-plugin-transformer.js'] },
      },
    ],
  },
  // Stopping the database server, or its character sets, only mean something where there is a
  // server: those specs run on MySQL/MariaDB only.
  testPathIgnorePatterns:
    process.env.TEST_DB === 'mysql'
      ? ['/node_modules/']
      : ['/node_modules/', 'resilience', '/mysql-[^/]*$'],
  testEnvironment: 'node',
  testTimeout: 30000,
};
