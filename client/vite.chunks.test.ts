import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { modulesUsedBy, planChunks } from './vite.chunks';

interface FakeModule {
  code: string;
  isEntry?: boolean;
  /** Modules that import this one with `import()`. */
  dynamicImporters?: string[];
}

/** A module graph as Rollup shows it to `manualChunks`: ids are the specifiers, less any './'. */
function graph(modules: Record<string, FakeModule>): ManualChunkMeta {
  const infoOf = (id: string): ModuleInfo | null => {
    const module = modules[id];
    if (!module) return null;
    const ast = parseAst(module.code);
    const sources = [
      ...new Set(
        ast.body.flatMap((statement) =>
          'source' in statement && statement.source ? [String(statement.source.value)] : [],
        ),
      ),
    ];
    return {
      id,
      ast,
      importedIds: sources.map((source) => source.replace(/^\.\//, '')),
      isEntry: module.isEntry ?? false,
      dynamicImporters: module.dynamicImporters ?? [],
    } as unknown as ModuleInfo;
  };
  return { getModuleIds: () => Object.keys(modules)[Symbol.iterator](), getModuleInfo: infoOf };
}

describe('modulesUsedBy', () => {
  /** What module `app` of this graph needs to run, sorted. */
  const usedByApp = (modules: Record<string, FakeModule>) =>
    [...modulesUsedBy(['app'], graph(modules).getModuleInfo)].sort();

  it("follows an import through a file of re-exports to the imported names' modules only", () => {
    const used = usedByApp({
      app: { code: "import { Button } from './lib'; Button();" },
      lib: {
        code: "export { default as Button } from './button'; export { default as Dialog } from './dialog'; export * from './colors';",
      },
      button: { code: "import { ripple } from './ripple'; export default () => ripple();" },
      ripple: { code: 'export const ripple = () => 1;' },
      dialog: { code: 'export default () => 2;' },
      colors: { code: 'export const red = 1;' },
    });

    expect(used).toEqual(['app', 'button', 'lib', 'ripple']);
  });

  it('follows `export *` for the names asked, and a namespace import to every export', () => {
    const used = usedByApp({
      app: { code: "import { red } from './lib'; import * as all from './other'; use(red, all);" },
      lib: { code: "export * from './colors'; export * from './sizes';" },
      colors: { code: 'export const red = 1;' },
      sizes: { code: 'export const big = 1;' },
      other: { code: "export { default as Dialog } from './dialog';" },
      dialog: { code: 'export default 2;' },
    });

    // `red` may come from either file behind the `export *`: both are kept.
    expect(used).toEqual(['app', 'colors', 'dialog', 'lib', 'other', 'sizes']);
  });

  it('passes on an imported binding that is exported again, and runs imports made for effects', () => {
    const used = usedByApp({
      app: { code: "import { Card } from './lib'; Card();" },
      lib: {
        code: "import './styles'; import Card from './card'; import Chip from './chip'; export { Card, Chip };",
      },
      styles: { code: 'document.title = "x";' },
      card: { code: 'export default 1;' },
      chip: { code: 'export default 2;' },
    });

    expect(used).toEqual(['app', 'card', 'lib', 'styles']);
  });

  it('takes everything a module with code of its own imports, and stops at dynamic imports', () => {
    const used = usedByApp({
      app: {
        code: "import { a } from './helpers'; const page = () => import('./page'); export { a, page };",
      },
      helpers: { code: "import { b } from './more'; export const a = () => b;" },
      more: { code: 'export const b = 1;' },
      page: { code: 'export default 1;' },
    });

    expect(used).toEqual(['app', 'helpers', 'more']);
  });
});

describe('planChunks', () => {
  const modules: Record<string, FakeModule> = {
    '/main': {
      code: "import { render } from '/node_modules/react/index.js'; import { Button } from '/node_modules/ui/index.js'; render(Button, () => [import('/src/pages/BrowsePage.tsx'), import('/src/pages/DetailPage.tsx'), import('/src/pages/AboutPage.tsx')]);",
      isEntry: true,
    },
    '/node_modules/react/index.js': { code: 'export const render = () => 1;' },
    '/node_modules/ui/index.js': {
      code: "export { default as Button } from '/node_modules/ui/Button.js'; export { default as Chip } from '/node_modules/ui/Chip.js'; export { default as Table } from '/node_modules/ui/Table.js'; export { default as Field } from '/node_modules/ui/Field.js';",
    },
    '/node_modules/ui/Button.js': {
      code: "import PropTypes from '/node_modules/prop-types/index.js'; export default function Button() {} Button.propTypes = PropTypes;",
    },
    '/node_modules/prop-types/index.js': { code: 'export default {};' },
    '/node_modules/ui/Chip.js': { code: 'export default 1;' },
    '/node_modules/ui/Table.js': { code: 'export default 1;' },
    '/node_modules/ui/Field.js': { code: 'export default 1;' },
    '/src/pages/BrowsePage.tsx': {
      code: "import { Chip, Field } from '/node_modules/ui/index.js'; import { pager } from '/src/pager.ts'; import { filters } from '/src/filters.ts'; export default [Chip, Field, pager, filters];",
      dynamicImporters: ['/main'],
    },
    '/src/pages/DetailPage.tsx': {
      code: "import { Chip, Table } from '/node_modules/ui/index.js'; import { pager } from '/src/pager.ts'; import { date } from '/src/date.ts'; export default [Chip, Table, pager, date];",
      dynamicImporters: ['/main'],
    },
    '/src/pages/AboutPage.tsx': {
      code: "import { Field } from '/node_modules/ui/index.js'; import { date } from '/src/date.ts'; export default [Field, date];",
      dynamicImporters: ['/main'],
    },
    '/src/pager.ts': { code: 'export const pager = 1;' },
    '/src/filters.ts': { code: 'export const filters = 1;' },
    '/src/date.ts': { code: 'export const date = 1;' },
  };
  const meta = graph(modules);
  const chunkOf = planChunks({
    vendors: { react: /node_modules\/react\// },
    landingPages: /\/(BrowsePage|DetailPage)\.tsx$/,
    developmentOnly: /node_modules\/prop-types\//,
  });
  const plan = Object.fromEntries(Object.keys(modules).map((id) => [id, chunkOf(id, meta)]));

  it('keeps the first load in the entry, vendors apart, development-only imports out of it', () => {
    expect(plan).toMatchObject({
      '/main': 'index',
      '/node_modules/ui/index.js': 'index',
      '/node_modules/ui/Button.js': 'index',
      '/node_modules/react/index.js': 'react',
      '/node_modules/prop-types/index.js': undefined,
    });
  });

  it("puts what a landing page shares with another page with the pages using it, and leaves a page's own code with it", () => {
    expect(plan).toMatchObject({
      // Both landing pages.
      '/node_modules/ui/Chip.js': 'landing-shared',
      '/src/pager.ts': 'landing-shared',
      // One landing page and another page: a file the other landing page does not load.
      '/node_modules/ui/Field.js': 'landing-BrowsePage',
      '/src/date.ts': 'landing-DetailPage',
      // One landing page's alone: Rollup keeps it in that page's chunk.
      '/node_modules/ui/Table.js': undefined,
      '/src/filters.ts': undefined,
      '/src/pages/BrowsePage.tsx': undefined,
      '/src/pages/AboutPage.tsx': undefined,
    });
  });
});
