/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import MagicString from 'magic-string';
import { defineConfig, type Plugin } from 'vite';

// React Router's package exports name only its development build, dev warnings and all; the
// production build next to it is the same code without them.
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

/**
 * Lets the bundler drop the parts of React Router this app never renders (its framework mode's
 * Form, prefetching and the like, about 5 kB gzip). Its build creates each component with a
 * top-level `forwardRef`/`createContext`/`memo` call and then sets a `displayName` on it; both
 * look like side effects, so every component stayed in the bundle whether used or not. The calls
 * are marked pure, and the `displayName`s (names for React's developer tools) left out.
 */
function reactRouterTreeShaking(): Plugin {
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

export default defineConfig(({ command }) => ({
  plugins: [react(), reactRouterTreeShaking()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
          ]
        : [],
  },
  server: {
    port: 5173,
    // In development the API runs on the Nest server; the built client is served by it directly.
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // React and its router change less often than our code: their own chunk stays cached
        // across releases. Every other library goes with the code that uses it, so the first
        // page loads only the MUI components and helpers it renders.
        manualChunks(id) {
          if (
            /node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//.test(id)
          ) {
            return 'react';
          }
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // MUI forms typed key by key in jsdom are slow on a 2-core machine, more so under load.
    testTimeout: 45000,
  },
}));
