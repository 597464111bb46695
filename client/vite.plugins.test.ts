import type { OutputBundle, OutputChunk, PluginContext } from 'rollup';
import { describe, expect, it } from 'vitest';
import { compileFirstLoadEagerly } from './vite.plugins';

function chunk(fileName: string, code: string, isEntry = false, imports: string[] = []) {
  return { type: 'chunk', fileName, code, isEntry, imports } as unknown as OutputChunk;
}

describe('compileFirstLoadEagerly', () => {
  it("marks the entry and the chunks it imports for eager compilation, the hint on each file's first line", () => {
    const bundle: OutputBundle = {
      'assets/index-1.js': chunk(
        'assets/index-1.js',
        'const __vite__mapDeps=0;import"./react-2.js";',
        true,
        ['assets/react-2.js'],
      ),
      'assets/react-2.js': chunk('assets/react-2.js', 'function r(){}'),
      'assets/BrowsePage-3.js': chunk('assets/BrowsePage-3.js', 'function page(){}'),
    };
    const plugin = compileFirstLoadEagerly();
    const hook = plugin.generateBundle as { handler: (...args: unknown[]) => void };
    hook.handler.call({} as PluginContext, {}, bundle, false);

    const code = (name: string) => (bundle[name] as OutputChunk).code;
    expect(code('assets/index-1.js')).toBe(
      '//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=0;import"./react-2.js";',
    );
    expect(code('assets/react-2.js')).toBe('//# allFunctionsCalledOnLoad\nfunction r(){}');
    // A page's own chunk stays lazy: its handlers and dialogs may never run.
    expect(code('assets/BrowsePage-3.js')).toBe('function page(){}');
  });
});
