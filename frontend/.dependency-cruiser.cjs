/**
 * The frontend's layers, checked by `npm run check:boundaries` (and by src/boundaries.test.ts). Below src/:
 *
 *   app/       the app's start, store, router, route table, layout, head; may import everything below it
 *   features/  one folder per area (features/<area>/): imports shared/ and api/, and another feature only
 *              through that feature's index.ts
 *   shared/    what more than one feature (or a feature and app/) uses: components, hooks, antd's provider
 *              and theme (shared/antd), the boot hints; imports only shared/ and api/
 *   api/       the generated RTK Query client and the store's typed hooks; imports nothing of the app
 *   server/    the server render's entry; test/: the tests' setup, helpers and test kits. Both sit on top: they
 *              may import anything, and no production module imports them.
 *
 * The rule for app/ is kept simple: app/ may import any module of a feature. The route table lazy-loads each
 * page by its own module (features/<area>/<Page>.tsx), so that a page's chunk holds that page, and the shell
 * (layout, session, the boot screen) takes the few feature modules it renders directly: through an index.ts it
 * would load everything the index re-exports. feature-through-index binds features/ only.
 *
 * A feature's index.ts only re-exports (src/features/featureIndex.test.ts). Keep it light: Rollup keeps the side
 * effects (stylesheets, lazy() and the like) of every module an index.ts re-exports, so they load with each
 * importer, whichever export it uses; the build resolves the home page's imports and those of the reviews' and
 * provider workspace's surfaces to the modules they name (featureImportsDirect in vite.config.ts).
 *
 * Test files (*.test.ts(x)) are neither cruised nor followed: they may import any layer (a page's test renders
 * the app's providers), and they are leaves, so they cannot close a cycle of production modules; a production
 * module importing one is still seen, and is an error (not-to-test-code).
 */
const testFile = '\\.test\\.tsx?$';
/** Test code: the test files, test/ (setup, helpers, test kits), vitest and Testing Library. */
const testCode = [testFile, '^src/test/', '(^|/)node_modules/(vitest|@vitest|@testing-library)/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'features-not-app',
      severity: 'error',
      comment:
        'A feature imports nothing of app/ (store, router, layout): what features need lives in shared/ ' +
        '(AntdBoundary, the boot hints, the first screen signals) or api/ (useAppDispatch, AppState).',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'shared-only-shared-and-api',
      severity: 'error',
      comment: 'shared/ imports only shared/, api/ and packages: features and app/ build on it, not the reverse.',
      from: { path: '^src/shared/' },
      to: { path: '^src/', pathNot: '^src/(shared|api)/' },
    },
    {
      name: 'api-only-api',
      severity: 'error',
      comment: 'api/ (the generated RTK Query client) is the bottom layer: it imports only api/ and packages.',
      from: { path: '^src/api/' },
      to: { path: '^src/', pathNot: '^src/api/' },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment:
        "A feature imports another feature only through that feature's index.ts (features/<area>/index.ts, its " +
        'public surface), never a module or a stylesheet inside it.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'entries-not-imported',
      severity: 'error',
      comment: 'main.tsx and server/ are entries: nothing but their own modules and test code imports them.',
      from: { pathNot: ['^src/server/', '^src/test/'] },
      to: { path: ['^src/main\\.tsx$', '^src/server/'] },
    },
    {
      name: 'not-to-test-code',
      severity: 'error',
      comment: 'Production code imports no test code (test files, test/, vitest, Testing Library).',
      from: { pathNot: testCode },
      to: { path: testCode },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle between modules, type-only imports included; but for one closed by a lazy import(): a ' +
        'part loaded on demand that imports from its loader (ContactModal from ContactDialog) runs long after ' +
        'the loader was evaluated.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment:
        'No cycle between the folders app, api, shared, server, test and each features/<area> (a subfolder ' +
        'counts as its folder): the layers and the features depend on each other in one direction only.',
      scope: 'folder',
      from: { path: '^src/(app|api|shared|server|test|features/[^/]+)(/|$)' },
      to: { path: '^src/', pathNot: '^src/$1(/|$)', circular: true },
    },
  ],
  options: {
    // Test files are not cruised (see above); packages are not followed.
    doNotFollow: { path: ['node_modules', testFile] },
    // Type-only imports couple layers too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    skipAnalysisNotInRules: true,
  },
};
