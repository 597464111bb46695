import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_PAGE_MODULES,
  ClientPage,
  type ClientPageName,
} from '../src/common/http/client-page';

/** What a phone may download before the first page shows, compressed as gzip. */
const FIRST_LOAD_BUDGET = 160_000;

describe('the production build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'gebeya-client-build-'));
  let manifest: Manifest;

  /** The files a manifest entry loads: its own and, in turn, those of its static imports. */
  const filesOf = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, files);
    return files;
  };
  /** A file's name without its content hash: assets/react-B_po-7DW.js → assets/react. */
  const unhashed = (file: string) => file.replace(/-[\w-]{8}\.js$/, '');

  beforeAll(() => {
    // The same build as `npm run build`, in a directory of its own, listing its chunks; not in
    // the test run's NODE_ENV=test, which would build React's and MUI's development code.
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: import.meta.dirname,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('loads first our entry and React, within the budget', () => {
    const firstLoad = filesOf('index.html');
    expect([...firstLoad].map(unhashed).sort()).toEqual(['assets/index', 'assets/react']);
    const gzipped = [...firstLoad].reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length,
      0,
    );
    expect(gzipped).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });

  it('opens a browse page and a listing page with three files each', () => {
    const firstLoad = filesOf('index.html');
    for (const page of ['BrowsePage', 'DetailPage']) {
      const files = [...filesOf(`src/features/listings/pages/${page}.tsx`)].filter(
        (file) => !firstLoad.has(file),
      );
      expect(files.map(unhashed).sort()).toEqual([
        `assets/${page}`,
        `assets/landing-${page}`,
        'assets/landing-shared',
      ]);
    }
  });

  it("has the server load a browse or listing page's chunks with its HTML", () => {
    const firstLoad = filesOf('index.html');
    const page = ClientPage.read(join(outDir, 'index.html'), 'https://gebeya.et', {
      publicBrowsing: true,
    });
    for (const [name, module] of Object.entries(CLIENT_PAGE_MODULES)) {
      const html = page.render({ page: name as ClientPageName });
      const preloaded = [...html.matchAll(/<link rel="modulepreload" [^>]*href="\/([^"]+)"/g)]
        .map((match) => match[1])
        .filter((file) => !firstLoad.has(file));
      const own = [...filesOf(module)].filter((file) => !firstLoad.has(file));
      expect(own.length).toBeGreaterThan(0);
      expect(preloaded.sort()).toEqual(own.sort());
    }
    // The manifest is the server's to read, not a file to send.
    expect(existsSync(join(outDir, '.vite/manifest.json.br'))).toBe(false);
  });

  it("links the first pages' styles ahead of the entry script, in a stylesheet holding them", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const link =
      /<link rel="stylesheet" href="\/(assets\/first-paint-[\w-]{8}\.css)" data-emotion-names="([^"]*)">/.exec(
        html,
      );
    expect(link).not.toBeNull();
    const [, file, namesText] = link!;
    // The browser runs the entry once the stylesheet has loaded.
    expect(link!.index).toBeLessThan(html.indexOf('<script type="module"'));
    expect(existsSync(join(outDir, `${file}.br`))).toBe(true);
    const names = new Set(namesText.split(' '));
    // The shell's and the home, login, browse and listing pages' styles.
    expect(names.size).toBeGreaterThan(100);
    const css = readFileSync(join(outDir, file), 'utf8');
    const styled = new Set(
      [...css.matchAll(/\.css-([\w-]+)|@keyframes (animation-\w+)/g)].map((m) => m[1] ?? m[2]),
    );
    // Each rule is a style it names; each name has its rules, but for a style with no declarations.
    expect([...styled].filter((name) => !names.has(name))).toEqual([]);
    expect(styled.size).toBeGreaterThan(names.size * 0.95);
  });
});
