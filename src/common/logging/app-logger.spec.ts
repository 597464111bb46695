import { AppLogger } from './app-logger';

describe('AppLogger', () => {
  let writes: string[];
  let stdout: jest.SpyInstance;

  beforeEach(() => {
    writes = [];
    stdout = jest
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => {
        writes.push(String(chunk));
        return true;
      });
  });

  afterEach(() => stdout.mockRestore());

  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('sends the lines of one turn of the event loop in one write, in order', async () => {
    const logger = new AppLogger();
    logger.log('GET /api/listings/latest 200', 'HTTP');
    logger.log('GET /api/seller/carRent 200', 'HTTP');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    const lines = writes[0].trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/LOG \[HTTP\] GET \/api\/listings\/latest 200$/);
    expect(lines[1]).toMatch(/LOG \[HTTP\] GET \/api\/seller\/carRent 200$/);
  });

  it('writes a warning at once, after the lines waiting before it', () => {
    const logger = new AppLogger();
    logger.log('first', 'HTTP');
    logger.warn('a photo could not be read', 'Photos');
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/LOG \[HTTP\] first/);
    expect(writes[1]).toMatch(/WARN \[Photos\] a photo could not be read/);
  });

  it('writes no colour codes when stdout is not a terminal', async () => {
    const terminal = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');
    Object.defineProperty(process.stdout, 'isTTY', { value: false, configurable: true });
    const logger = new AppLogger();
    if (terminal) Object.defineProperty(process.stdout, 'isTTY', terminal);
    else delete (process.stdout as { isTTY?: boolean }).isTTY;
    logger.log('plain', 'HTTP');
    await nextTurn();
    // eslint-disable-next-line no-control-regex
    expect(writes.join('')).not.toMatch(/\u001b\[/);
  });

  it('stamps each line with the time to the second', async () => {
    const logger = new AppLogger();
    logger.log('stamped', 'HTTP');
    await nextTurn();
    expect(writes[0]).toMatch(/ - \d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M +LOG/);
  });
});
