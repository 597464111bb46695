import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { preProcessFile } from 'typescript';

/**
 * The shape DESIGN.md and ARCHITECTURE.md describe, checked on every file under src/:
 * a module owns its tables (no other module imports its entities or repositories), modules depend
 * on each other one way, shared code depends on no module, and no file imports itself round a cycle.
 */
const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** The files under src/ a file imports (type-only imports and re-exports included). */
function importsOf(file: string): string[] {
  const { importedFiles } = preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name))
    .map((target) => [`${target}.ts`, join(target, 'index.ts')].find((path) => existsSync(path)))
    .filter((path): path is string => path !== undefined);
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(SRC, file).split(sep).join('/');
/** 'listings' for src/modules/listings/…; undefined outside src/modules. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(name(file))?.[1];

/** Every cycle found by a depth-first walk, each as the files round it. */
function cyclesIn(edges: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('Architecture', () => {
  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get(join(SRC, 'app.module.ts'))?.length).toBeGreaterThan(10);
  });

  it("imports no other module's entities or repositories", () => {
    const violations = files.flatMap((file) => {
      const owner = moduleOf(file);
      if (!owner) return [];
      return graph
        .get(file)!
        .filter((target) => {
          const other = moduleOf(target);
          const isTable = /\/entities\/|\.repository\.ts$/.test(name(target));
          return other !== undefined && other !== owner && isTable;
        })
        .map((target) => `${name(file)} -> ${name(target)}`);
    });
    expect(violations).toEqual([]);
  });

  it('has modules that depend on each other one way only', () => {
    const modules = new Map<string, string[]>();
    for (const [file, targets] of graph) {
      const from = moduleOf(file);
      if (!from) continue;
      const uses = modules.get(from) ?? [];
      for (const target of targets) {
        const to = moduleOf(target);
        if (to && to !== from && !uses.includes(to)) uses.push(to);
      }
      modules.set(from, uses);
    }
    expect(cyclesIn(modules).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('keeps shared code (src/common) free of any module', () => {
    const violations = files
      .filter((file) => name(file).startsWith('common/'))
      .flatMap((file) =>
        graph
          .get(file)!
          .filter((target) => moduleOf(target))
          .map((target) => `${name(file)} -> ${name(target)}`),
      );
    expect(violations).toEqual([]);
  });

  it('has no import cycle between files, type-only imports included', () => {
    expect(cyclesIn(graph).map((cycle) => cycle.map(name).join(' -> '))).toEqual([]);
  });
});
