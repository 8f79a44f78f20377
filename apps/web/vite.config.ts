/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deferApp } from './build/defer-app';
import { precompress } from './build/precompress';
import { inlineCss } from './build/inline-css';
import { inlineThemeInit } from './build/inline-theme-init';
import { preloadCriticalFont } from './build/preload-font';

const apiTarget = 'http://localhost:3000';

// Two builds (package.json `build`): the browser bundle into dist/, and the server entry
// (`--ssr src/entry-server.tsx`) into dist/server/, which the shop's server imports.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          inlineThemeInit(),
          // Before inlineCss: the whole stylesheet's link is taken out, the critical one inlined.
          deferApp(),
          inlineCss(),
          preloadCriticalFont(),
          precompress(),
        ]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  // The server entry bundles its dependencies too, as their production builds: React's CommonJS
  // entries otherwise pick development builds by NODE_ENV at run time (the shop's default
  // NODE_ENV is development, so every page render ran development React), and one ESM file
  // loads faster than Node detecting and wrapping each CommonJS package.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    copyPublicDir: !isSsrBuild,
    manifest: isSsrBuild ? false : true,
    // The storefront's critical stylesheet is its own entry, so the build writes it apart from the
    // whole one; inline-css.ts puts it in the page (ADR 022).
    rollupOptions: isSsrBuild
      ? undefined
      : { input: { index: 'index.html', critical: 'src/critical.css' } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // CI runs this suite beside the server's on two cores: a lazy chunk can take seconds to load.
    testTimeout: 20_000,
  },
}));
