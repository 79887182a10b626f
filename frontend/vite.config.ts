/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const backend = 'http://localhost:3000';

// Long-cacheable vendor chunks. Every page loads 'vendor-react' (React, React DOM, the router and the
// few other libraries of the app shell and the home page: icons, lucide) and 'vendor-state' (Redux
// Toolkit, RTK Query). antd is not among them: the app shell and the first screen of '/' are plain
// HTML and CSS, and antd loads with the pages and the home page's lazy parts (see src/app/antd).
// 'vendor-antd' holds antd's core (ConfigProvider, App with its toasts and dialogs, theme, Czech
// locale) and the components most pages use, with everything they import, in one request instead
// of dozens of small chunks; the rarer components are left to Rollup and load with their pages.
const reactVendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;
const stateVendor =
  /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]/;
const antdSeeds = [
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](config-provider|app|theme|locale|button|spin|skeleton|tag|alert|card|input|select|empty|typography|modal|space)[\\/]index\.js$/,
  /[\\/]node_modules[\\/]antd[\\/]locale[\\/]cs_CZ\.js$/,
  /[\\/]node_modules[\\/]dayjs[\\/](esm[\\/])?(index\.js|dayjs\.min\.js|locale[\\/]cs\.js)$/,
];
// Barrels re-export every component; following them would pull all of antd in.
const barrels = /[\\/]node_modules[\\/](antd[\\/]es|@ant-design[\\/]icons[\\/]es)[\\/]index\.js$/;
// The app's entry and the home page: their libraries are the shell's (vendor-react).
const firstScreen = /[\\/]src[\\/](main\.tsx|features[\\/]home[\\/]HomePage\.tsx)$/;

interface ChunkMeta {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}

/** The modules reachable from `start` through static imports, not through `stop` modules. */
function staticClosure({ getModuleInfo }: ChunkMeta, start: string[], stop: (id: string) => boolean): Set<string> {
  const found = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id) || stop(id)) continue;
    found.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) stack.push(imported);
  }
  return found;
}

let vendorChunks: { shell: Set<string>; antd: Set<string> } | undefined;

/**
 * The libraries the app's entry and the home page import (besides React and Redux: icons, lucide),
 * which go with React into vendor-react, and those of vendor-antd: what the seeds import, minus the
 * former. Both are assigned explicitly: Rollup would otherwise pull a shared dependency (an icon)
 * into the manual chunk that imports it, and '/' would load vendor-antd.
 */
function vendorModules(meta: ChunkMeta) {
  if (vendorChunks) return vendorChunks;
  const ids = [...meta.getModuleIds()];
  // The shell and the home page import their icons by path (@ant-design/icons/es/icons/...): through
  // the barrel, every icon the app uses anywhere would count as theirs.
  const firstScreenModules = staticClosure(
    meta,
    ids.filter((id) => firstScreen.test(id)),
    (id) => barrels.test(id),
  );
  const shell = new Set([...firstScreenModules].filter((id) => id.includes('node_modules')));
  const seeds = ids.filter((id) => antdSeeds.some((seed) => seed.test(id)));
  const antd = staticClosure(
    meta,
    seeds,
    (id) => barrels.test(id) || !id.includes('node_modules') || firstScreenModules.has(id),
  );
  vendorChunks = { shell, antd };
  return vendorChunks;
}

/**
 * index.html paints its first screen from HTML and CSS alone (see src/app/layout/BootScreen.tsx):
 * the app's scripts must not compete with the stylesheet for the first paint, so they are fetched at
 * low priority (they run after it anyway).
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'svatby-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(
            /<script type="module" crossorigin src=/g,
            '<script type="module" crossorigin fetchpriority="low" src=',
          )
          .replace(
            /<link rel="modulepreload" crossorigin href=/g,
            '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
          ),
    },
  };
}

export default defineConfig({
  plugins: [react(), scriptsAfterFirstPaint()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/docs': { target: backend, changeOrigin: false },
      '/uploads': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/docs': { target: backend, changeOrigin: false },
      '/uploads': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        manualChunks(id, meta) {
          if (stateVendor.test(id)) return 'vendor-state';
          if (reactVendor.test(id) || vendorModules(meta).shell.has(id)) return 'vendor-react';
          if (vendorModules(meta).antd.has(id)) return 'vendor-antd';
          return undefined;
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // antd forms under jsdom are slow on a loaded 2-core CI machine; polling flows take 5 s by design.
    testTimeout: 30_000,
  },
});
