import { runBuiltCommand, runBuiltServerUntilExit, startBuiltServer } from './utils/built-server';
import { provisionTestDatabase, TestDatabase } from './utils/test-database';

/**
 * A deployment of several instances migrates once, in a step of its own (the built command, as the
 * production image has it), and starts the instances with MIGRATIONS_AT_START=false.
 */
describe('Migrations as a deployment step', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await provisionTestDatabase();
  });
  afterAll(() => database.drop());

  const settings = () => ({
    DATABASE_URL: database.url ?? '',
    DATA_DIR: database.dataDir,
    DEMO_DATA: 'false',
    MIGRATIONS_AT_START: 'false',
  });

  it('refuses to start on a schema behind the code, and names the step to run', async () => {
    const { code, output } = await runBuiltServerUntilExit(settings(), 60_000);
    expect(code).toBe(1);
    expect(output).toMatch(/MIGRATIONS_AT_START: is false and the database lacks \d+ migration/);
    expect(output).toContain('run npm run migrate (node dist/commands/migrate.js) first');
  }, 90_000);

  it('migrates with the built command, and finds nothing to do the second time', async () => {
    const first = await runBuiltCommand('migrate', settings());
    expect(first.output).toMatch(/Applied \d+ migration\(s\): InitialAccounts\d+, /);
    expect(first.code).toBe(0);
    const second = await runBuiltCommand('migrate', settings());
    expect(second.output).toContain('The schema was already up to date');
    expect(second.code).toBe(0);
  }, 90_000);

  it('then starts', async () => {
    const server = await startBuiltServer(settings());
    try {
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
