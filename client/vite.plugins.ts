// Build steps so a phone downloads less and does less: library code this app never runs is left
// out, what is left is compressed as tightly as the format allows, and the first pages' styles
// come compiled.
import MagicString from 'magic-string';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { FIRST_PAINT_STYLES } from './src/app/theme/first-paint-styles';

const require = createRequire(import.meta.url);
const run = promisify(execFile);

/**
 * Lets the bundler drop the parts of React Router this app never renders (its framework mode's
 * Form, prefetching and the like, about 5 kB gzip). Its build creates each component with a
 * top-level `forwardRef`/`createContext`/`memo` call and then sets a `displayName` on it; both
 * look like side effects, so every component stayed in the bundle whether used or not. The calls
 * are marked pure, and the `displayName`s (names for React's developer tools) left out.
 */
export function reactRouterTreeShaking(routerDist: string): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(routerDist)) return undefined;
      const source = new MagicString(code);
      for (const m of code.matchAll(
        /^var \w+ = (?=React\d*\.(?:forwardRef|createContext|memo)\()/gm,
      )) {
        source.appendLeft(m.index + m[0].length, '/* @__PURE__ */ ');
      }
      for (const m of code.matchAll(/^\w+\.displayName = "[\w ]+";$/gm)) {
        source.remove(m.index, m.index + m[0].length);
      }
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}

/** The imports MUI's theme code makes only for CSS theme variables, by importing file. */
const CSS_VARIABLES_IMPORTS: Record<string, { statement: string; name: string }> = {
  'createTheme.js': {
    statement: 'import createThemeWithVars from "./createThemeWithVars.js";',
    name: 'createThemeWithVars',
  },
  'ThemeProvider.js': {
    statement: 'import { CssVarsProvider } from "./ThemeProviderWithVars.js";',
    name: 'CssVarsProvider',
  },
};

/**
 * Leaves MUI's CSS theme variables out (about 7 kB gzip of every first load). MUI reaches them
 * only for a theme made with `cssVariables` or `colorSchemes`, which the app's theme does not use
 * (AppTheme.test.ts holds it to that); yet `createTheme` and `ThemeProvider` import them whatever
 * the theme. Those two imports become a function that says why it is missing. Should MUI move
 * them, the build stops here rather than quietly growing again.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    transform(code, id) {
      const match = /\/@mui\/material\/esm\/styles\/(\w+\.js)$/.exec(id);
      const replaced = match && CSS_VARIABLES_IMPORTS[match[1]];
      if (!replaced) return undefined;
      const at = code.indexOf(replaced.statement);
      if (at < 0) this.error(`MUI's ${match[1]} no longer has: ${replaced.statement}`);
      const source = new MagicString(code);
      source.overwrite(
        at,
        at + replaced.statement.length,
        `const ${replaced.name} = () => { throw new Error('This build leaves out MUI\\'s CSS theme variables.'); };`,
      );
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}

/** The build's text files worth compressing: below 1 kB, headers outweigh what is saved. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Writes a Brotli copy at its best quality (11) beside each text file of the build over 1 kB,
 * `name.js.br`, which the server sends to browsers that accept it
 * (src/common/http/precompressed-files.ts). Compressing on the fly has to be quick (quality 4,
 * about gzip's size); done once here, the first load is about 14 % smaller, and no request spends
 * CPU compressing a file that never changes.
 */
export function precompressedAssets(): Plugin {
  const compress = promisify(brotliCompress);
  return {
    name: 'precompressed-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          const bytes = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
          // The build's manifest (.vite/) is read by the server, never sent.
          if (file.fileName.startsWith('.vite/') || !COMPRESSIBLE.test(file.fileName)) return;
          if (bytes.length < MIN_COMPRESSIBLE_BYTES) return;
          const brotli = await compress(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          });
          await writeFile(join(outDir, `${file.fileName}.br`), brotli);
        }),
      );
    },
  };
}

/** V8's explicit compile hint (Chrome 136 and later): compile every function of this file now. */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the first load's scripts (the entry and what it imports) for eager compilation. V8
 * otherwise compiles a function when it is first called, on the main thread: in the first render
 * nearly every function of these files runs, and compiling them took about 45 ms of the main
 * thread on a desktop core (180 ms at Lighthouse's 4× slowdown). Marked, Chrome compiles them on
 * a background thread while the file streams in. Other browsers read a comment. Chunks loaded
 * later are left lazy: a page's own code has handlers and dialogs that may never run.
 */
export function compileFirstLoadEagerly(): Plugin {
  return {
    name: 'compile-first-load-eagerly',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the chunks: the hint must be the file's first line.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const firstLoad = new Set(
          chunks
            .filter((chunk) => chunk.isEntry)
            .flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
        );
        for (const chunk of chunks) {
          if (firstLoad.has(chunk.fileName)) chunk.code = COMPILE_ALL_ON_LOAD + chunk.code;
        }
      },
    },
  };
}

/** The styles the first pages render, by name, and their CSS (scripts/first-paint-styles.tsx). */
interface FirstPaintStyles {
  names: string[];
  css: string;
}

/** Renders the first pages under vite-node, in production mode, and reads their styles. */
async function renderFirstPages(root: string): Promise<FirstPaintStyles> {
  const viteNode = join(dirname(dirname(require.resolve('vite-node'))), 'vite-node.mjs');
  const workDir = await mkdtemp(join(tmpdir(), 'gebeya-first-paint-'));
  const out = join(workDir, 'styles.json');
  try {
    await run(
      process.execPath,
      [
        viteNode,
        '--mode',
        'production',
        // MUI and Emotion through Vite's resolver too, so the page and MUI share one Emotion.
        '--options.deps.inline=/@mui/',
        '--options.deps.inline=/@emotion/',
        'scripts/first-paint-styles.tsx',
      ],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production', FIRST_PAINT_STYLES_OUT: out } },
    );
    return JSON.parse(await readFile(out, 'utf8')) as FirstPaintStyles;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The styles of the pages a visit opens on (home, login, a browse page and a listing's page, as
 * a phone shows them), compiled at build time into a stylesheet of their own, hashed and cached
 * like the scripts. index.html links it, naming the styles it holds, ahead of the entry script,
 * which the browser runs only once the stylesheet has loaded; the app's Emotion cache then counts
 * them as inserted (src/app/theme/style-cache.ts). Compiling and inserting them as the page
 * rendered was a quarter of a slow phone's main-thread work on a first visit, inside the page's
 * longest tasks. A style the pages render differently on a real phone is inserted as before.
 */
export function firstPaintStyles(): Plugin {
  let base = '/';
  let root = '';
  let rendering: Promise<FirstPaintStyles>;
  return {
    name: 'first-paint-styles',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    buildStart() {
      // Beside the bundling, which does not need it until the end.
      rendering = renderFirstPages(root);
      // Awaited when the bundle is written, which reports a failure; not unhandled meanwhile.
      rendering.catch(() => undefined);
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const { names, css } = await rendering;
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return this.error('index.html is not in the bundle');
        const file = this.getFileName(
          this.emitFile({ type: 'asset', name: 'first-paint.css', source: css }),
        );
        const link = `<link rel="stylesheet" href="${base}${file}" ${FIRST_PAINT_STYLES}="${names.join(' ')}">`;
        const page = String(html.source);
        const entry = page.indexOf('<script type="module"');
        if (entry < 0) return this.error('index.html has no entry script');
        html.source = `${page.slice(0, entry)}${link}\n    ${page.slice(entry)}`;
      },
    },
  };
}
