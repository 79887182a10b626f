/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

// Long-cacheable vendor chunks. React (+ router) and the Redux stack always load. antd is split in
// two: 'vendor-antd' holds the antd core that the app shell needs on every page (config provider,
// App/notifications, the navbar's components, cs_CZ locale, dayjs) together with everything those
// modules import, so the chunk is closed under imports and cannot form a cycle with app chunks.
// Components used only by lazy pages (Form, Input, Alert, ...) are left to Rollup so that they load
// with their page instead of inflating the initial JS of '/'.
const reactVendor = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;
const stateVendor = /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]/;
const antdShellSeeds = [
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](config-provider|app|theme|button|drawer|dropdown|avatar|spin|locale)[\\/]index\.js$/,
  /[\\/]node_modules[\\/]antd[\\/]locale[\\/]cs_CZ\.js$/,
  /[\\/]node_modules[\\/]dayjs[\\/](esm[\\/])?(index\.js|dayjs\.min\.js|locale[\\/]cs\.js)$/,
];
// Barrels re-export every component; following them would pull all of antd into the shell chunk.
const barrels = /[\\/]node_modules[\\/](antd[\\/]es|@ant-design[\\/]icons[\\/]es)[\\/]index\.js$/;

interface ChunkMeta {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}

let antdShell: Set<string> | undefined;

/** The antd shell seeds and every module they import statically (not through barrels). */
function antdShellModules({ getModuleIds, getModuleInfo }: ChunkMeta): Set<string> {
  if (antdShell) return antdShell;
  const found = new Set<string>();
  const stack = [...getModuleIds()].filter((id) => antdShellSeeds.some((seed) => seed.test(id)));
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id) || barrels.test(id)) continue;
    found.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) stack.push(imported);
  }
  antdShell = found;
  return found;
}

export default defineConfig({
  plugins: [react()],
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
          if (reactVendor.test(id)) return 'vendor-react';
          if (stateVendor.test(id)) return 'vendor-state';
          if (id.includes('node_modules') && antdShellModules(meta).has(id)) return 'vendor-antd';
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
