// Build steps that leave out library code this app never runs, so a phone downloads less.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

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
