// The bench's hooks into the app's better-sqlite3 (sql-capture.mjs, statement-time.mjs).
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The app's own CommonJS copy of the driver, so the patched prototype is the one it uses.
const require = createRequire(join(process.cwd(), 'package.json'));

/** Whether the app runs on SQLite: on MySQL it never loads the native driver. */
export const ON_SQLITE = !process.env.DATABASE_URL;

/**
 * Replaces each named method of better-sqlite3's statements with `wrap(original)`. They come from
 * a native class: its prototype is that of any statement. Only on SQLite, as the native build is
 * for one Node version.
 */
export function wrapStatementMethods(methods, wrap) {
  if (!ON_SQLITE) return;
  const Database = require('better-sqlite3');
  const probe = new Database(':memory:');
  const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1'));
  probe.close();
  for (const method of methods) Statement[method] = wrap(Statement[method]);
}
