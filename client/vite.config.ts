/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the API runs on the Nest server; the built client is served by it directly.
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        manualChunks(id) {
          // Libraries only lazy pages use (Stripe's card form, the chat's fuzzy search) stay in
          // those pages' chunks, off the first load.
          if (!id.includes('node_modules') || /node_modules\/(@stripe\/|fuse\.js\/)/.test(id)) {
            return undefined;
          }
          if (/node_modules\/(@mui|@emotion|@popperjs|react-transition-group)\//.test(id)) return 'mui';
          if (/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // MUI forms typed key by key in jsdom are slow on a 2-core machine.
    testTimeout: 20000,
  },
});
