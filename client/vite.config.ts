/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { planChunks } from './vite.chunks';
import {
  compileFirstLoadEagerly,
  firstPaintStyles,
  muiWithoutCssVariables,
  precompressedAssets,
  reactRouterTreeShaking,
} from './vite.plugins';

// React Router's package exports name only its development build, dev warnings and all; the
// production build next to it is the same code without them.
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    reactRouterTreeShaking(routerDist),
    muiWithoutCssVariables(),
    compileFirstLoadEagerly(),
    firstPaintStyles(),
    precompressedAssets(),
  ],
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
    // The server reads which chunks a page's code is in, to have the browser load them with its HTML.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      treeshake: {
        // Emotion imports this helper for its side effects only, and it has none: what Emotion
        // uses of it (withTheme, unused here) imports it by name.
        moduleSideEffects: (id) => !id.includes('/node_modules/hoist-non-react-statics/'),
      },
      output: {
        // React and its router change less often than our code: their own chunk stays cached
        // across releases. Every other library goes with the code that uses it, so the first
        // page loads only the MUI components and helpers it renders; a browse page and a
        // listing's page each load their own chunk and the two they share (vite.chunks.ts).
        // Chunks under 1 kB (a shared helper of a few lines) join a chunk that is loaded with them
        // anyway: on a phone's connection each file costs a request and its headers. Merged only
        // where that changes neither what a page loads first nor the order code runs in.
        experimentalMinChunkSize: 1000,
        manualChunks: planChunks({
          vendors: {
            react: /node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//,
          },
          landingPages: /\/src\/features\/listings\/pages\/(BrowsePage|DetailPage)\.tsx$/,
          developmentOnly: /\/node_modules\/prop-types\//,
        }),
        // The chunks hold what is named for them, not everything their modules import.
        onlyExplicitManualChunks: true,
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
