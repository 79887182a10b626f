/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configDefaults, type TestProjectConfiguration } from 'vitest/config';
import type { Plugin, UserConfig } from 'vite';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { posix } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { dashboardModules, plainLazyModules, plainPageModules } from './src/app/plainPages';

/**
 * The test files that need modules of their own: those that mock a module (vi.mock), which would miss a module an
 * earlier file had already loaded for real, and those that change matchMedia, which antd's responsive observer
 * (loaded once per worker) would not see. The others share their worker's libraries from file to file (vitest's
 * isolate: false): half the suite's time.
 */
function testsWithOwnModules(): string[] {
  const tests = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file));
  return tests.filter((file) => /vi\.mock\(|matchMedia/.test(readFileSync(`src/${file}`, 'utf8'))).map((file) => `src/${file}`);
}

/** Files with modules of their own apart; the shared project keeps vitest's own exclusions (node_modules). */
const testProjects = (ownModules: string[]): TestProjectConfiguration[] => [
  { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...ownModules] } },
  { extends: true, test: { name: 'isolated', include: ownModules } },
];

// 127.0.0.1, not localhost: the API listens on IPv4 only in development, and Node may resolve localhost to ::1.
const backend = 'http://127.0.0.1:3000';

// Long-cacheable vendor chunks. Every page loads 'vendor-react' (React and React DOM),
// 'vendor-state' (Redux Toolkit, RTK Query) and 'vendor-shell' (the router and the shell's icons; the
// home page's own libraries, lucide's icons, are 'vendor-home'), and the app's own 'api' (RTK Query's
// API), 'store' and 'shell' (layout, router, the shell's components); main.tsx evaluates them one
// after the other, in tasks of their own. antd is not among them: the app shell and the first
// screen of '/' are plain HTML and CSS, and antd loads with the pages and the home page's lazy parts
// (see src/shared/antd). 'vendor-antd' holds antd's core (ConfigProvider, App with its toasts and
// dialogs, theme, Czech locale) and the components most pages use, with everything they import, in
// one request instead of dozens of small chunks; the rarer components are left to Rollup and load
// with their pages.
const reactVendor = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const stateVendor =
  /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|@standard-schema[\\/]utils|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]/;
const antdSeeds = [
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](config-provider|app|theme|locale|button)[\\/]index\.js$/,
  /[\\/]node_modules[\\/]antd[\\/]locale[\\/]cs_CZ\.js$/,
  /[\\/]node_modules[\\/]dayjs[\\/](esm[\\/])?(index\.js|dayjs\.min\.js|locale[\\/]cs\.js)$/,
];
// Barrels re-export every component; following them would pull all of antd in.
const barrels = /[\\/]node_modules[\\/](antd[\\/]es|@ant-design[\\/]icons[\\/]es)[\\/]index\.js$/;
// The app's start steps (see src/main.tsx).
const entryModule = /[\\/]src[\\/]main\.tsx$/;
const apiModule = /[\\/]src[\\/]api[\\/]index\.ts$/;
const storeModule = /[\\/]src[\\/]app[\\/]store\.ts$/;
const shellModule = /[\\/]src[\\/]app[\\/]start\.tsx$/;
const homeModule = /[\\/]src[\\/]features[\\/]home[\\/]HomePage\.tsx$/;
const userMenuModule = /[\\/]src[\\/]app[\\/]layout[\\/]UserMenu\.tsx$/;
// The plain pages and their plain lazy parts (src/app/plainPages.ts): what they import statically stays out of vendor-antd (an icon or
// dayjs that antd shares with them would otherwise bring the whole chunk along).
const plainPageFiles = [...Object.values(plainPageModules), ...plainLazyModules].map((module) => `/src/${module}.tsx`);
const plainPageModule = (id: string) => plainPageFiles.some((file) => id.replaceAll('\\', '/').endsWith(file));
const reactStep = /[\\/]src[\\/]app[\\/]steps[\\/]react(Home)?\.ts$/;
// Vite's preload helper and modulepreload polyfill (the entry's).
const viteHelper = /vite\/(preload-helper|modulepreload-polyfill)/;
// The app's start and the home page: their libraries are the shell's (vendor-shell).
const firstScreen = (id: string) => shellModule.test(id) || homeModule.test(id);
const scriptModule = /\.[jt]sx?$/;
// An icon of @ant-design/icons (its component or its SVG data) and its name.
const antdIcon = /[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](\w+)\.js$/;

/**
 * A feature's public surface, features/<area>/index.ts, only re-exports (src/features/featureIndex.test.ts). Through
 * an index, Rollup keeps the side effects (stylesheets, lazy()) of every module it names, whatever the importer
 * uses, and a manual chunk (the home page's) takes in all of them. So the build resolves some imports through an
 * index to the modules that export the names, as if imported directly: every import a home page module makes, and
 * every import of the surfaces whose importers took their modules directly before they moved behind an index
 * (reviews, provider-workspace, bookings), and every import the signed-in pages' own features (the provider's workspace, both
 * dashboards, the admin panel) make: through the offers' and requests' index they took every re-exported module's
 * stylesheet, and with it the chunk it sits in (the offer form's dayjs, the text fields). Measured with bench/page-js.mjs:
 * provider /dashboard 224.4 -> 214.7 kB, /inquiries 210.7 -> 199.4, /admin 214.9 -> 208.9, the couple's /dashboard 201.9 -> 199.5;
 * the public pages +3 to +4.5 kB (Rollup merges the small chunks it leaves differently; /portfolio 194.7 -> 199.1). The other
 * importers of the older surfaces (requests' list parts, offers, account, conversations, auth) are left as Rollup takes them.
 */
const featureIndex = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const resolvedSurface = /[\\/]src[\\/]features[\\/](reviews|provider-workspace|bookings)[\\/]index\.ts$/;
const homeFeature = /[\\/]src[\\/]features[\\/]home[\\/]/;
const signedInFeature = /[\\/]src[\\/]features[\\/](provider-workspace|dashboard|admin)[\\/]/;
const slashes = (path: string) => path.replaceAll('\\', '/');

/** A feature index's re-exports: the name it exports → the module (its specifier in the index) and that module's name for it. */
function featureReexports(indexFile: string): Map<string, { specifier: string; name: string }> {
  const found = new Map<string, { specifier: string; name: string }>();
  const source = readFileSync(indexFile, 'utf8');
  for (const [, typeOnly, names, specifier] of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (typeOnly) continue;
    for (const entry of names.split(',').map((name) => name.trim())) {
      if (!entry || entry.startsWith('type ')) continue;
      const [name, exported = name] = entry.split(/\s+as\s+/);
      found.set(exported, { specifier, name });
    }
  }
  return found;
}

/** The named imports of a module's compiled code (type-only imports are gone; one statement each). */
const namedImports = (code: string) =>
  [...code.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*["'](\.[^"']*)["'];?/g)].map(([statement, names, specifier]) => ({
    statement,
    specifier,
    names: names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((entry) => {
        const [name, local = name] = entry.split(/\s+as\s+/);
        return { name, local };
      }),
  }));

/** Whether `specifier`, imported from the module `from`, names the module `target` (a file without its extension, or a folder's index.ts). */
function importsModule(from: string, specifier: string, target: string): boolean {
  const path = posix.join(posix.dirname(slashes(from)), specifier);
  return [path, `${path}/index`].includes(slashes(target).replace(/\.[jt]sx?$/, ''));
}

function featureImportsDirect(): Plugin {
  return {
    name: 'svatby-feature-imports-direct',
    apply: 'build',
    async transform(code, id) {
      if (id.includes('node_modules') || !/[\\/]src[\\/].*\.[jt]sx?$/.test(id)) return null;
      let result = code;
      for (const { statement, specifier, names: imported } of namedImports(code)) {
        const index = (await this.resolve(specifier, id))?.id;
        if (!index || !featureIndex.test(index) || !(resolvedSurface.test(index) || homeFeature.test(id) || signedInFeature.test(id))) continue;
        const reexports = featureReexports(index);
        const byModule = new Map<string, string[]>();
        for (const { name, local } of imported) {
          const target = reexports.get(name);
          if (!target) this.error(`${id} imports ${name} from ${index}, which does not re-export it with export { … } from`);
          const module = posix.relative(posix.dirname(slashes(id)), posix.join(posix.dirname(slashes(index)), target.specifier));
          byModule.set(module, [...(byModule.get(module) ?? []), target.name === local ? local : `${target.name} as ${local}`]);
        }
        const direct = [...byModule].map(([module, list]) => `import { ${list.join(', ')} } from ${JSON.stringify(module.startsWith('.') ? module : `./${module}`)};`);
        result = result.replace(statement, direct.join('\n'));
      }
      return result === code ? null : { code: result, map: null };
    },
  };
}

interface ChunkMeta {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    importers: readonly string[];
    code: string | null;
  } | null;
}

/**
 * The modules that import `id`; for a feature index among them, those of its importers that import `id` through it
 * (the others import other parts of the feature: the home page's request section is the home page's alone).
 */
function importersOf(meta: ChunkMeta, id: string): string[] {
  return (meta.getModuleInfo(id)?.importers ?? []).flatMap((importer) => {
    if (!featureIndex.test(importer)) return [importer];
    const reexports = featureReexports(importer);
    const exportsId = (name: string) => {
      const target = reexports.get(name);
      return target !== undefined && importsModule(importer, target.specifier, id);
    };
    return (meta.getModuleInfo(importer)?.importers ?? []).filter((user) =>
      namedImports(meta.getModuleInfo(user)?.code ?? '').some(
        ({ specifier, names: imported }) => importsModule(user, specifier, importer) && imported.some(({ name }) => exportsId(name)),
      ),
    );
  });
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

let chunkSets:
  | {
      entry: Set<string>;
      shellVendor: Set<string>;
      antd: Set<string>;
      api: Set<string>;
      store: Set<string>;
      shell: Set<string>;
      userMenu: Set<string>;
      home: Set<string>;
      homeVendor: Set<string>;
      homeShared: Map<string, string>;
      plainShared: Set<string>;
      common: Set<string>;
      dashboard: Map<string, string>;
    }
  | undefined;

/**
 * The libraries the app's start and the home page import (besides React and Redux: the router,
 * icons, lucide), which go into vendor-shell, and those of vendor-antd: what the seeds import, minus
 * the former. Both are assigned explicitly: Rollup would otherwise pull a shared dependency (an icon)
 * into the manual chunk that imports it, and '/' would load vendor-antd. And the app's own modules
 * of the API, of the store (store.ts), of the shell (what start.tsx imports, but those, and what the
 * home page imports from outside features/home) and of the home page.
 */
function chunkModules(meta: ChunkMeta) {
  if (chunkSets) return chunkSets;
  const ids = [...meta.getModuleIds()];
  // The shell and the home page import their icons by path (@ant-design/icons/es/icons/...): through
  // the barrel, every icon the app uses anywhere would count as theirs.
  const firstScreenModules = staticClosure(
    meta,
    ids.filter(firstScreen),
    (id) => barrels.test(id),
  );
  // vendor-shell: the libraries of the app's start (router, icons), which every page loads. vendor-home: those
  // only the home page adds (lucide's category icons), which '/' preloads with it and other pages load only
  // when they use them.
  const startModules = staticClosure(meta, ids.filter((id) => shellModule.test(id)), (id) => barrels.test(id));
  const shellVendor = new Set([...firstScreenModules].filter((id) => id.includes('node_modules') && startModules.has(id)));
  const homeVendorModules = [...firstScreenModules].filter((id) => id.includes('node_modules') && !startModules.has(id));
  const plainPageClosure = staticClosure(meta, ids.filter(plainPageModule), (id) => barrels.test(id));
  const seeds = ids.filter((id) => antdSeeds.some((seed) => seed.test(id)));
  const antdReach = staticClosure(
    meta,
    seeds,
    (id) => barrels.test(id) || !id.includes('node_modules') || shellVendor.has(id),
  );
  // What antd's core shares with the home page or the plain pages (the icons of Notice, PageNumbers and the
  // search field, dayjs) gets chunks of its own: left unassigned, Rollup adds a manual chunk's static
  // dependencies to it, and a plain page importing the icon would load all of vendor-antd; in vendor-home,
  // every antd page would load the home page's icons. So do the home page's antd icons (the search field's, the
  // review stars): the list pages and the admin panel draw them too, and in vendor-home they would load lucide's icons.
  const plainShared = new Set(
    [...plainPageClosure, ...homeVendorModules].filter(
      (id) => id.includes('node_modules') && antdReach.has(id) && !shellVendor.has(id),
    ),
  );
  homeVendorModules.filter((id) => antdIcon.test(id)).forEach((id) => plainShared.add(id));
  const homeVendor = new Set(homeVendorModules.filter((id) => !plainShared.has(id)));
  const antd = staticClosure(
    meta,
    seeds,
    (id) =>
      barrels.test(id) ||
      !id.includes('node_modules') ||
      shellVendor.has(id) ||
      homeVendor.has(id) ||
      plainShared.has(id) ||
      plainPageClosure.has(id),
  );
  // Not what the entry (main.tsx) imports: it runs before them, and without them.
  const entry = staticClosure(meta, ids.filter((id) => entryModule.test(id)), (id) => id.includes('node_modules'));
  const own = (id: string) => id.includes('node_modules') || !scriptModule.test(id) || entry.has(id);
  const api = staticClosure(meta, ids.filter((id) => apiModule.test(id)), own);
  const store = staticClosure(meta, ids.filter((id) => storeModule.test(id)), (id) => own(id) || api.has(id));
  const shell = staticClosure(
    meta,
    ids.filter((id) => shellModule.test(id)),
    (id) => own(id) || api.has(id) || store.has(id),
  );
  // The user menu, which the navbar loads on every signed-in page, with what it imports (the sign-out, its icon): left to
  // Rollup, a chunk all signed-in pages load, into which experimentalMinChunkSize merged other pages' small modules.
  const userMenu = staticClosure(
    meta,
    ids.filter((id) => userMenuModule.test(id)),
    (id) => own(id) || api.has(id) || store.has(id) || shell.has(id),
  );
  // The home page's own modules make its chunk. What other pages import as well (CategoryIcon, useScrollToHash:
  // the FAQ's) must not be in it, or they would load the home page: it goes with the shell (text, hooks), or,
  // if it needs vendor-home (lucide's icons), into a chunk of its own.
  const home = new Set<string>();
  const homeShared = new Map<string, string>();
  const homeModules = staticClosure(
    meta,
    ids.filter((id) => homeModule.test(id)),
    (id) => own(id) || api.has(id) || store.has(id) || shell.has(id),
  );
  const importedElsewhere = [...homeModules].filter(
    (id) => !homeModule.test(id) && importersOf(meta, id).some((importer) => !homeModules.has(importer)),
  );
  const sharedWithOthers = staticClosure(meta, importedElsewhere, (id) => !homeModules.has(id));
  const needsHomeVendor = (id: string) =>
    [...staticClosure(meta, [id], (dep) => barrels.test(dep) || shellVendor.has(dep))].some((dep) => homeVendor.has(dep));
  for (const id of homeModules) {
    if (!sharedWithOthers.has(id)) home.add(id);
    else if (needsHomeVendor(id)) homeShared.set(id, (/([\w-]+)\.[jt]sx?$/.exec(id)?.[1] ?? 'home-shared'));
    else shell.add(id);
  }
  const sets = [entry, shellVendor, homeVendor, antd, api, store, shell, userMenu, home, plainShared];
  const assigned = (id: string) =>
    sets.some((set) => set.has(id)) ||
    homeShared.has(id) ||
    [stateVendor, reactVendor, reactStep, viteHelper].some((pattern) => pattern.test(id));
  const { common, dashboard } = pageChunks(meta, assigned);
  chunkSets = { entry, shellVendor, homeVendor, antd, api, store, shell, userMenu, home, homeShared, plainShared, common, dashboard };
  return chunkSets;
}

/** How many of the pages must use a module for the common chunk. */
const COMMON_PAGES = 6;
const routeTableModule = /[\\/]src[\\/]app[\\/]routeTable\.ts$/;
const appModule = (id: string) => !id.includes('node_modules') && /[\\/]src[\\/]/.test(id);

/**
 * Two kinds of chunks for the pages' own modules and icons, each module with everything it imports assigned (a manual
 * chunk takes in what its modules import, so a module whose closure reaches a library outside the vendor chunks, but the
 * icons, or a barrel stays out). Left to Rollup, these made many small chunks, and experimentalMinChunkSize merged other
 * pages' small modules into the ones most pages load (the auth forms', the guest list's model, icons, prop-types for
 * recharts and Stripe): every page loaded those too.
 *
 * common: what at least COMMON_PAGES of the route table's pages use themselves (the date and money formats, Notice and
 * RetryAlert, Card, Tag, the list states and page numbers, lazyOnOpen, confirm).
 *
 * The provider's dashboard, the fullest first screen (the requests' cards with the offers' and the replies' actions, the
 * bookings, the own offers, the subscription): it draws modules of many features, each shared with other pages, in some
 * 20 chunks. Here they are grouped by the plain pages that use them (the two dashboards count as pages of their own):
 * what only the provider's dashboard draws, what it shares with /inquiries, and so on; its icons in one chunk.
 *
 * Measured with bench/page-js.mjs, with this round's other changes (issue 49): provider /dashboard 214.7 -> 191.8 kB,
 * /admin 208.9 -> 191.8, /inquiries 199.4 -> 193.2, the couple's /dashboard 199.5 -> 188.9, /portfolio 199.1 -> 192.9.
 */
function pageChunks(meta: ChunkMeta, assigned: (id: string) => boolean): { common: Set<string>; dashboard: Map<string, string> } {
  const ids = [...meta.getModuleIds()];
  const own = (id: string) => appModule(id) || antdIcon.test(id);
  const assignable = new Map<string, boolean>();
  const canAssign = (id: string): boolean => {
    if (assigned(id)) return true;
    if (!own(id) || barrels.test(id)) return false;
    const known = assignable.get(id);
    if (known !== undefined) return known;
    assignable.set(id, true);
    const result = (meta.getModuleInfo(id)?.importedIds ?? []).every(canAssign);
    assignable.set(id, result);
    return result;
  };
  // What a page uses itself: its own modules and icons, not those of the libraries it uses (antd's components bring theirs).
  const uses = (roots: string[], taken: (id: string) => boolean) => staticClosure(meta, roots, (id) => taken(id) || !own(id));

  const routeTable = ids.find((id) => routeTableModule.test(id));
  const pages = new Set(routeTable ? (meta.getModuleInfo(routeTable)?.dynamicallyImportedIds ?? []) : []);
  const count = new Map<string, number>();
  for (const page of pages) for (const id of uses([page], assigned)) count.set(id, (count.get(id) ?? 0) + 1);
  const common = new Set([...count].filter(([id, n]) => n >= COMMON_PAGES && !assigned(id) && canAssign(id)).map(([id]) => id));

  const taken = (id: string) => assigned(id) || common.has(id);
  const idOf = (module: string) => ids.find((id) => slashes(id).endsWith(`/src/${module}.tsx`));
  const rootsOf = (...modules: string[]) => modules.map(idOf).filter((id): id is string => id !== undefined);
  const { dashboard: dashboardPage, ...plainPages } = plainPageModules;
  const units = new Map<string, Set<string>>([
    ['provider-dashboard', uses(rootsOf(dashboardPage, dashboardModules.provider), taken)],
    ['couple-dashboard', uses(rootsOf(dashboardPage, dashboardModules.couple), taken)],
    ...Object.entries(plainPages).map(([name, module]) => [name, uses(rootsOf(module), taken)] as const),
  ]);
  const dashboard = new Map<string, string>();
  for (const id of units.get('provider-dashboard') ?? []) {
    if (taken(id) || !canAssign(id)) continue;
    // Its icons together: antd's components and other pages draw them too, and in a chunk of the dashboard's modules
    // such a page would load that chunk with all it imports.
    if (antdIcon.test(id)) {
      dashboard.set(id, 'provider-dashboard-icons');
      continue;
    }
    const others = [...units].filter(([name, used]) => name !== 'provider-dashboard' && used.has(id)).map(([name]) => name);
    dashboard.set(id, ['provider-dashboard', ...others].join('-'));
  }
  return { common, dashboard };
}

/** The chunk of a module the plain pages share with vendor-antd: one per icon (with its SVG data), dayjs, the rest. */
function plainSharedChunk(id: string): string {
  const icon = antdIcon.exec(id);
  if (icon) return `icon-${icon[3]}`;
  if (/[\\/]node_modules[\\/]dayjs[\\/]/.test(id)) return 'vendor-dayjs';
  return 'vendor-plain';
}

/**
 * @ant-design/icons' generated icon modules each carry a copy of Babel's _extends helper, Object.assign's fallback for
 * browsers without it: 212 copies of about 190 bytes in the build, one in nearly every small chunk a page loads. The build
 * makes it Object.assign itself.
 */
function iconsWithoutHelper(): Plugin {
  const icon = /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]\w+\.js$/;
  const helper = /^function _extends\(\) \{.*\}$/m;
  return {
    name: 'svatby-icons-without-helper',
    apply: 'build',
    transform(code, id) {
      if (!icon.test(id) || !helper.test(code)) return null;
      return { code: code.replace(helper, 'const _extends = Object.assign;'), map: null };
    },
  };
}

/** The output bundle, for the preloads of the app's start (see startPreloads). */
let outputBundle: Record<string, { type: string; imports?: string[]; moduleIds?: string[] }> | undefined;

function rememberBundle(): Plugin {
  return {
    name: 'svatby-remember-bundle',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        outputBundle = bundle as unknown as typeof outputBundle;
      },
    },
  };
}

/** The file of the chunk holding `module`, and the files it imports statically. */
function chunkClosure(module: RegExp): string[] {
  if (!outputBundle) return [];
  const bundle = outputBundle;
  const first = Object.keys(bundle).find((file) => bundle[file].moduleIds?.some((id) => module.test(id)));
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file) || !bundle[file] || bundle[file].type !== 'chunk') return;
    files.push(file);
    bundle[file].imports?.forEach(visit);
  };
  if (first) visit(first);
  return files;
}

/**
 * The app starts in steps (src/main.tsx): React, the API, the store, the shell, then the page, each evaluated
 * in a task of its own, but fetched all at once, with the first step: its preloads are the scripts of
 * all of them (on '/', of the home page too), not only its own.
 */
function startPreloads(filename: string, deps: string[], { hostId }: { hostId: string }): string[] {
  const chunk = outputBundle?.[filename];
  const step = chunk?.moduleIds?.find((id) => reactStep.test(id));
  if (!step) return deps;
  const files = [...deps, ...chunkClosure(storeModule), ...chunkClosure(shellModule)];
  if (step.endsWith('Home.ts')) files.push(...chunkClosure(homeModule));
  // Not the entry, which has loaded already.
  return [...new Set(files)].filter((file) => file !== hostId);
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

/**
 * Every script and stylesheet of the build also compressed beside it, at the strongest settings (brotli 11 as
 * .br, gzip 9 as .gz): the server sends the copy a browser accepts (serveFrontend in backend/src/app.setup.ts)
 * instead of compressing each answer again at brotli's fast level 4. The scripts of /dodavatele: 196 kB at
 * brotli 4, 170 kB at brotli 11. Under 1 kB the server's own compression is left to decide.
 */
const precompressedAssets = (): Plugin =>
  compression({
    include: /\.(js|css)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });

/**
 * The installable app (issue 47): the web app manifest (Czech name, the brand's colours, the icons of public/icons,
 * drawn by scripts/generate-icons.mjs) and the service worker src/sw/sw.ts, built to /sw.js with the precache list
 * injected (the offline page only: the HTML is always fresh from the network, the hashed scripts sit in the HTTP
 * cache for a year, and the API is never cached). Registered by src/shared/serviceWorker.ts after the page has
 * loaded, not by the plugin: production builds only, so the development server and the tests have none.
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Svatby – svatební služby',
      short_name: 'Svatby',
      description: 'Poptávky, nabídky a rezervace svatebních služeb na jednom místě.',
      lang: 'cs',
      dir: 'ltr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#9d2452',
      background_color: '#fdf8f9',
      categories: ['lifestyle', 'business'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['offline.html', 'favicon.svg'],
      // The worker's own bundle: no source map, minified (every visitor fetches it once the page has loaded).
      sourcemap: false,
      minify: true,
    },
    devOptions: { enabled: false },
  });

/**
 * React Router's production build (its package exports only the development one, whose only difference is that it
 * keeps the development warnings): both entries, so that the app and react-router-dom share one copy.
 */
const routerDist = createRequire(import.meta.url).resolve('react-router/package.json').replace(/package\.json$/, 'dist/production/');
const productionRouter = [
  { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
];

/**
 * Fails the server build when its entry holds a character outside ASCII: esbuild escapes strings and identifiers
 * (`charset: 'ascii'` below) but not a regular expression's characters, and one such character doubles the memory
 * the backend holds for the whole file.
 */
const asciiServerEntry: Plugin = {
  name: 'svatby-ascii-server-entry',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      const at = chunk.code.search(/[^\x00-\x7f]/);
      if (at >= 0) {
        this.error(`${chunk.fileName}: a character outside ASCII in "${chunk.code.slice(Math.max(0, at - 40), at + 10)}" (write it as \\u in the source)`);
      }
    }
  },
};

/**
 * The server's build (`vite build --ssr src/server/firstScreen.tsx`, see package.json): the visitor's first
 * screen of the public lists, rendered by the backend. One CommonJS file with everything it imports, which
 * Node's require() loads (the backend is CommonJS); the stylesheets are the browser build's.
 */
const serverBuild: UserConfig = {
  resolve: { alias: productionRouter },
  plugins: [react(), featureImportsDirect(), asciiServerEntry],
  publicDir: false,
  ssr: { noExternal: true },
  // ASCII output: V8 keeps a script's source for as long as its functions live, and one character outside Latin-1
  // (ř, č, an emoji) makes the whole file a two-byte string, twice its size in memory. Texts become \u escapes.
  esbuild: { charset: 'ascii', keepNames: true },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    // Minified, names kept (the server's log names the component that failed): about a third of the source to hold.
    minify: 'esbuild',
    rollupOptions: { output: { format: 'cjs', entryFileNames: 'first-screen.cjs' } },
  },
};

export default defineConfig(({ command, isSsrBuild }) => isSsrBuild ? serverBuild : {
  resolve: { alias: command === 'build' ? productionRouter : [] },
  plugins: [
    react(),
    featureImportsDirect(),
    iconsWithoutHelper(),
    scriptsAfterFirstPaint(),
    rememberBundle(),
    precompressedAssets(),
    installableApp(),
  ],
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
    // dist/.vite/manifest.json and ssr-manifest.json: the stylesheets of a page the server renders
    // (backend/src/seo/first-screen.ts).
    manifest: true,
    ssrManifest: true,
    modulePreload: { resolveDependencies: startPreloads },
    rollupOptions: {
      output: {
        // Shared modules under 6 kB join a chunk the same pages load instead of being files of their
        // own: a signed-in page fetched 50-58 scripts over HTTP/1.1's six connections. Measured on
        // 2026-11-26 (old and new build in turns, Lighthouse mobile): /inquiries 50 -> 35 scripts,
        // LCP 4.2 -> 3.9 s, score 82-85 -> 85-87; the public pages' gzipped JS moves by -0.4 to +5.6 kB (all under 200).
        experimentalMinChunkSize: 6_000,
        manualChunks(id, meta) {
          if (stateVendor.test(id)) return 'vendor-state';
          if (reactVendor.test(id)) return 'vendor-react';
          // The start's first step, one chunk each (their preloads differ, see startPreloads).
          if (reactStep.test(id)) return id.endsWith('Home.ts') ? 'react-home' : 'react';
          const chunks = chunkModules(meta);
          // The entry keeps its own modules and Vite's preload helper (Rollup would move what it
          // shares with the shell into the shell's chunk, and the entry would load it at once).
          if (chunks.entry.has(id) || viteHelper.test(id)) return 'index';
          if (chunks.shellVendor.has(id)) return 'vendor-shell';
          if (chunks.homeVendor.has(id)) return 'vendor-home';
          if (chunks.antd.has(id)) return 'vendor-antd';
          if (chunks.api.has(id)) return 'api';
          if (chunks.store.has(id)) return 'store';
          if (chunks.shell.has(id)) return 'shell';
          if (chunks.userMenu.has(id)) return 'UserMenu';
          if (chunks.home.has(id)) return 'HomePage';
          if (chunks.homeShared.has(id)) return chunks.homeShared.get(id);
          if (chunks.plainShared.has(id)) return plainSharedChunk(id);
          if (chunks.common.has(id)) return 'common';
          if (chunks.dashboard.has(id)) return chunks.dashboard.get(id);
          // A CommonJS module's ES proxy (dayjs's) goes with the module: left to Rollup, it joined a chunk that imports it
          // (the offer form's, the inbox's), and every page using dayjs loaded that chunk too (/zpravy the offer form's).
          const proxied = id.replace(/^\0/, '').replace(/\?commonjs-es-import$/, '');
          if (proxied !== id && chunks.plainShared.has(proxied)) return plainSharedChunk(proxied);
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
    // Every core: vitest's default keeps one for its main process, which idles in a run; on the 2-core CI machine that
    // ran the files one at a time (15.4 min; 9.8 min on both cores).
    maxWorkers: availableParallelism(),
    // CI only: a test that fails once runs again, and the run's summary names it as flaky with its first failure
    // (README "Tests"): a timing race on a loaded machine is still seen and mended, without holding the run back.
    retry: process.env.CI ? 1 : 0,
    projects: process.env.VITEST ? testProjects(testsWithOwnModules()) : undefined,
  },
});
