// How the build splits the app into files. The first load is our entry and React's chunk; each
// page comes when opened. Left to itself the bundler gives every set of pages sharing a module
// its own file, so a browse page came in 13 files of 1–7 kB: over HTTP/1.1 a phone fetches six
// at a time, and each round costs a round trip on a slow connection. The pages visitors land on
// from a shared link or a search come in three files instead.
import type { GetManualChunk, ManualChunkMeta, ModuleInfo } from 'rollup';

type Program = NonNullable<ModuleInfo['ast']>;
type Statement = Program['body'][number];

/** Names a module is asked for by its importers: some of its exports, or all of them. */
type Wanted = Set<string> | 'all';

/** What one module imports, and what it passes on from other modules under which names. */
interface ModuleLinks {
  /** Whether it runs code of its own, rather than only passing on other modules' exports. */
  hasOwnCode: boolean;
  /** Its imports: each module by id, with the names taken from it. */
  imports: Array<{ id: string; names: Wanted }>;
  /** Its exports that are another module's: exported name → that module and what of it. */
  reexports: Map<string, { id: string; names: Wanted }>;
  /** The modules whose every export it passes on (`export * from`). */
  starExports: string[];
}

const NAMESPACE = 'all';

/**
 * The modules `starts` need to run, their static imports followed, dynamic ones not. An import
 * through a file that only passes other modules' exports on (a library's index) reaches only
 * the modules of the names imported: MUI's `styles/index.js` names its whole system, and a page
 * uses a few of them. `linksById` keeps each module's links once read, for the next call on the
 * same build.
 */
export function modulesUsedBy(
  starts: readonly string[],
  getModuleInfo: ManualChunkMeta['getModuleInfo'],
  linksById = new Map<string, ModuleLinks>(),
): Set<string> {
  const asked = new Map<string, Wanted>();
  const used = new Set<string>();
  const queue: Array<{ id: string; names: Wanted }> = starts.map((id) => ({
    id,
    names: NAMESPACE,
  }));

  for (let next = queue.pop(); next; next = queue.pop()) {
    const { id, names } = next;
    const info = getModuleInfo(id);
    if (!info) continue;
    let links = linksById.get(id);
    if (!links) {
      links = linksOf(info);
      linksById.set(id, links);
    }
    const fresh = newNames(asked, id, names);
    if (!used.has(id)) {
      used.add(id);
      // Its own code may use anything it imports; a file of re-exports runs only the imports
      // made for their effects.
      queue.push(
        ...(links.hasOwnCode
          ? links.imports
          : links.imports.filter((i) => i.names !== NAMESPACE && i.names.size === 0)),
      );
    }
    if (fresh === null) continue;
    if (fresh === NAMESPACE) {
      queue.push(...links.reexports.values());
      for (const star of links.starExports) queue.push({ id: star, names: NAMESPACE });
      continue;
    }
    for (const name of fresh) {
      const target = links.reexports.get(name);
      if (target) {
        queue.push(target);
      } else {
        for (const star of links.starExports) queue.push({ id: star, names: new Set([name]) });
      }
    }
  }
  return used;
}

/** The names not asked of `id` before (null when none), recorded as asked now. */
function newNames(asked: Map<string, Wanted>, id: string, names: Wanted): Wanted | null {
  const before = asked.get(id);
  if (before === NAMESPACE) return null;
  if (names === NAMESPACE) {
    asked.set(id, NAMESPACE);
    return NAMESPACE;
  }
  const fresh = new Set([...names].filter((name) => !before?.has(name)));
  asked.set(id, new Set([...(before ?? []), ...names]));
  // A module imported for its effects alone is asked for no name, and still runs once.
  return fresh.size > 0 || !before ? fresh : null;
}

/** A module's links, read from its syntax tree; without one, it counts as using all it imports. */
function linksOf(info: ModuleInfo): ModuleLinks {
  const everything = (): ModuleLinks => ({
    hasOwnCode: true,
    imports: info.importedIds.map((id) => ({ id, names: NAMESPACE })),
    reexports: new Map(),
    starExports: [],
  });
  if (!info.ast) return everything();

  // The bundler lists a module's imports by first appearance of each source in the code.
  const sources: string[] = [];
  for (const statement of info.ast.body) {
    const source = sourceOf(statement);
    if (source !== undefined && !sources.includes(source)) sources.push(source);
  }
  if (sources.length !== info.importedIds.length) return everything();
  const idOf = (source: string) => info.importedIds[sources.indexOf(source)];

  const links: ModuleLinks = {
    hasOwnCode: false,
    imports: [],
    reexports: new Map(),
    starExports: [],
  };
  // Bindings it imports, by local name: `import { a as b } from 'x'; export { b }` passes `a` on.
  const imported = new Map<string, { id: string; names: Wanted }>();
  for (const statement of info.ast.body) {
    switch (statement.type) {
      case 'ImportDeclaration': {
        const id = idOf(String(statement.source.value));
        const names = new Set<string>();
        let all = false;
        for (const specifier of statement.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') {
            all = true;
            imported.set(specifier.local.name, { id, names: NAMESPACE });
          } else {
            const name =
              specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported);
            names.add(name);
            imported.set(specifier.local.name, { id, names: new Set([name]) });
          }
        }
        links.imports.push({ id, names: all ? NAMESPACE : names });
        break;
      }
      case 'ExportAllDeclaration': {
        const id = idOf(String(statement.source.value));
        if (statement.exported)
          links.reexports.set(nameOf(statement.exported), { id, names: NAMESPACE });
        else links.starExports.push(id);
        break;
      }
      case 'ExportNamedDeclaration': {
        if (statement.declaration) {
          links.hasOwnCode = true;
          break;
        }
        for (const specifier of statement.specifiers) {
          const local = nameOf(specifier.local);
          const exported = nameOf(specifier.exported);
          if (statement.source) {
            links.reexports.set(exported, {
              id: idOf(String(statement.source.value)),
              names: new Set([local]),
            });
          } else if (imported.has(local)) {
            links.reexports.set(exported, imported.get(local)!);
          } else {
            links.hasOwnCode = true;
          }
        }
        break;
      }
      default:
        links.hasOwnCode = true;
    }
  }
  return links;
}

function sourceOf(statement: Statement): string | undefined {
  if (
    statement.type === 'ImportDeclaration' ||
    statement.type === 'ExportAllDeclaration' ||
    (statement.type === 'ExportNamedDeclaration' && statement.source)
  ) {
    return String(statement.source!.value);
  }
  return undefined;
}

function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? node.name! : String(node.value);
}

export interface ChunkPlan {
  /** Libraries in a chunk of their own, cached across releases: chunk name → module ids. */
  vendors: Record<string, RegExp>;
  /** The pages visitors land on, by module id: each comes in three files (see planChunks). */
  landingPages: RegExp;
  /**
   * Libraries imported only for checks in development (MUI's prop-types): the production build
   * drops those imports, so they are not part of the first load even though imported by it.
   */
  developmentOnly?: RegExp;
}

/** The chunk of what every landing page uses and another page too. */
const LANDING_SHARED = 'landing-shared';
/** The first load: the entry keeps this name. */
const FIRST_LOAD = 'index';

/**
 * Rollup's `manualChunks` (with `onlyExplicitManualChunks`) for `plan`:
 * - the vendors' chunks, with what their modules use;
 * - the first load in the entry's chunk, named explicitly: otherwise what it shares with the
 *   chunks below would be split off into files of their own, each one more request at start;
 * - what every landing page uses and another page too in `landing-shared`, and what one landing
 *   page shares with other pages in `landing-<page>`, so opening one fetches its own chunk and
 *   these two, and not another landing page's code. A page's code of its own stays in its chunk.
 */
export function planChunks(plan: ChunkPlan): GetManualChunk {
  let chunkOf: Map<string, string> | undefined;
  return (id, meta) => {
    chunkOf ??= assignChunks(plan, meta);
    return chunkOf.get(id);
  };
}

/** A page's name from its module's id: …/pages/BrowsePage.tsx → BrowsePage. */
function pageName(id: string): string {
  return id.replace(/^.*\//, '').replace(/\.\w+$/, '');
}

function assignChunks(plan: ChunkPlan, meta: ManualChunkMeta): Map<string, string> {
  const ids = [...meta.getModuleIds()];
  const linksById = new Map<string, ModuleLinks>();
  const used = (starts: string[]) => modulesUsedBy(starts, meta.getModuleInfo, linksById);
  const chunkOf = new Map<string, string>();
  const assign = (modules: Iterable<string>, chunk: string) => {
    for (const id of modules) if (!chunkOf.has(id)) chunkOf.set(id, chunk);
  };

  // A vendor's chunk holds what its modules use too (Rollup's helpers for CommonJS), so that it
  // never imports from the entry.
  for (const [name, test] of Object.entries(plan.vendors)) {
    assign(used(ids.filter((id) => test.test(id))), name);
  }
  const firstLoad = used(ids.filter((id) => meta.getModuleInfo(id)?.isEntry));
  const lazyPages = ids.filter(
    (id) => (meta.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0 && !firstLoad.has(id),
  );
  const landing = lazyPages.filter((id) => plan.landingPages.test(id));
  const usedLazily = (starts: string[]) => [...used(starts)].filter((id) => !firstLoad.has(id));

  // Which landing pages use each module they load, and which modules other pages use too.
  const landingUsing = new Map<string, string[]>();
  for (const page of landing) {
    for (const id of usedLazily([page]))
      landingUsing.set(id, [...(landingUsing.get(id) ?? []), page]);
  }
  const usedElsewhere = new Set(usedLazily(lazyPages.filter((page) => !landing.includes(page))));

  assign(
    [...firstLoad].filter((id) => !plan.developmentOnly?.test(id)),
    FIRST_LOAD,
  );
  for (const [id, pages] of landingUsing) {
    // A landing page's own module stays in its chunk.
    if (pages.length === 1 && !usedElsewhere.has(id)) continue;
    assign(
      [id],
      pages.length === landing.length ? LANDING_SHARED : `landing-${pageName(pages[0])}`,
    );
  }
  return chunkOf;
}
