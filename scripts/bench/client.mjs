// The built client: how much JavaScript the first page load needs, and Lighthouse on real pages.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ROOT } from './processes.mjs';

/**
 * The JS index.html makes the browser load before anything shows: the entry module and the
 * chunks it preloads (lazy route chunks excluded), raw and gzip (level 6, as the server's
 * compression middleware sends them).
 */
export function firstLoadJs(clientDist = join(ROOT, 'client', 'dist')) {
  const html = readFileSync(join(clientDist, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
  const files = srcs.map((src) => {
    const bytes = readFileSync(join(clientDist, src.replace(/^\//, '')));
    return { file: src, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
  });
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium with remote debugging on a free port; resolves once DevTools listens. */
function launchChromium(executable) {
  const profile = mkdtempSync(join(tmpdir(), 'gebeya-bench-chromium-'));
  const child = spawn(
    executable,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.once('exit', () => reject(new Error(`Chromium exited:\n${output}`)));
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        port: Number(match[1]),
        stop: async () => {
          if (child.exitCode === null) {
            const exited = new Promise((r) => child.once('exit', r));
            child.kill('SIGTERM');
            await exited;
          }
          rmSync(profile, { recursive: true, force: true });
        },
      });
    });
  });
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * Lighthouse (mobile defaults: emulated phone, simulated slow 4G and 4× CPU slowdown) on each
 * page, `runs` times each; the run with the median score is reported. A page with a `session`
 * is opened signed in: the session sits in localStorage as the login page leaves it, and only the
 * HTTP cache is cleared before each run.
 */
export async function runLighthouse({ chromiumPath, pages, runs }) {
  const browser = await launchChromium(chromiumPath);
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${browser.port}`);
  try {
    const results = [];
    for (const page of pages) {
      const origin = new URL(page.url).origin;
      const tab = await cdp.contexts()[0].newPage();
      await tab.goto(origin);
      await tab.evaluate(
        (session) =>
          session ? localStorage.setItem('user', JSON.stringify(session)) : localStorage.clear(),
        page.session ?? null,
      );
      const devtools = await tab.context().newCDPSession(tab);
      const reports = [];
      for (let run = 0; run < runs; run++) {
        await devtools.send('Network.clearBrowserCache');
        const { lhr } = await lighthouse(page.url, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        });
        reports.push(lhr);
      }
      await tab.close();
      reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = reports[Math.floor(reports.length / 2)];
      results.push({
        name: page.name,
        url: page.url,
        score: Math.round(lhr.categories.performance.score * 100),
        scores: reports.map((r) => Math.round(r.categories.performance.score * 100)),
        metrics: Object.fromEntries(
          Object.entries(METRICS).map(([key, id]) => [
            key,
            { value: lhr.audits[id].numericValue, display: lhr.audits[id].displayValue },
          ]),
        ),
        opportunities: Object.values(lhr.audits)
          .filter((a) => a.details?.overallSavingsMs > 50 || a.details?.overallSavingsBytes > 10_000)
          .map((a) => ({
            title: a.title,
            savingsMs: Math.round(a.details.overallSavingsMs ?? 0),
            savingsBytes: Math.round(a.details.overallSavingsBytes ?? 0),
          }))
          .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes),
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment.hostUserAgent,
        lhr,
      });
    }
    return results;
  } finally {
    await cdp.close().catch(() => undefined);
    await browser.stop();
  }
}
