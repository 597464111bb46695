#!/usr/bin/env node
// Writes the server's OpenAPI document to client/src/api/openapi.json and the client's types
// (client/src/api/schema.d.ts) from it. Run after changing an endpoint: npm run api:generate
// (an API test fails while the committed document differs from the server's).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'gebeya-openapi-'));
const child = spawn(process.execPath, ['dist/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'false', NODE_ENV: 'development' },
  stdio: 'ignore',
});
try {
  let document;
  for (let i = 0; i < 150 && !document; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/docs-json`);
      if (res.ok) document = await res.json();
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (!document) throw new Error('The server did not answer /api/docs-json');
  writeFileSync('client/src/api/openapi.json', `${JSON.stringify(document, null, 2)}\n`);
  const result = spawnSync(
    'npx',
    ['openapi-typescript', 'client/src/api/openapi.json', '-o', 'client/src/api/schema.d.ts'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('openapi-typescript failed');
  // Formatted like the rest of the code, so a change to the API shows as a small diff.
  const files = ['client/src/api/openapi.json', 'client/src/api/schema.d.ts'];
  spawnSync('npx', ['prettier', '--ignore-path', '/dev/null', '--write', ...files], { stdio: 'ignore' });
} finally {
  child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
