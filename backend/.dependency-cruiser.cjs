/**
 * The backend's boundaries (npm run check:boundaries -w backend; test/boundaries.spec.ts runs it too).
 * Below src/:
 *
 *   <module>/     one folder per Nest module (offers/, requests/, audit/, ...). Another module reaches it
 *                 through <module>.api.ts (the services, types and constants it publishes) and, for
 *                 Nest's `imports`, <module>.module.ts; never through its repository, entities, DTO
 *                 files or any other internal file.
 *   common/, config/, database/
 *                 the shared kernel (HTTP plumbing, domain events, validation, the typed configuration,
 *                 the data source); they import no module, except the two registries that list every
 *                 module's entities and migrations for TypeORM (database/entities.ts, database/migrations.ts).
 *   app.module.ts, app.setup.ts, main.ts, cli/
 *                 the composition root: they wire the modules (their module files and surfaces).
 *
 * Cycles are refused, type-only imports included: where a lower module shows something of a higher
 * one (a thread shows its offer's state, the viewer its plan), it states the type itself and the
 * higher module checks at compile time that the two agree (offer-rules.ts, plans.ts).
 * Specs (*.spec.ts) are left out: a unit test may reach into the module it tests.
 */
const MODULE = '^src/([^/]+)/';
const KERNEL = '^src/(common|config|database)/';
/** A module's front door: its surface and its Nest module file, directly in its folder. */
const SURFACE = '^src/[^/]+/[^/]+\\.(api|module)\\.ts$';
const REGISTRIES = '^src/database/(entities|migrations)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-its-surface',
      severity: 'error',
      comment:
        'A module imports another module only through its <module>.api.ts or, for Nest\'s imports, its ' +
        '<module>.module.ts: never its repository, entities or other internal files.',
      from: { path: MODULE, pathNot: [KERNEL, '^src/cli/'] },
      to: {
        path: MODULE,
        pathNot: ['^src/$1/', KERNEL, SURFACE],
      },
    },
    {
      name: 'kernel-imports-no-module',
      severity: 'error',
      comment:
        'common/, config/ and database/ sit below every module: they import none (the entity and ' +
        'migration registries excepted).',
      from: { path: KERNEL, pathNot: REGISTRIES },
      to: { path: '^src/', pathNot: [KERNEL] },
    },
    {
      name: 'registries-list-only-entities-and-migrations',
      severity: 'error',
      comment: 'The registries import each module\'s entities and migrations, nothing else of it.',
      from: { path: REGISTRIES },
      to: { path: MODULE, pathNot: [KERNEL, '^src/[^/]+/(entities|migrations)/'] },
    },
    {
      name: 'cli-through-surfaces',
      severity: 'error',
      comment: 'The commands wire modules through their surfaces, as the other modules do.',
      from: { path: '^src/cli/' },
      to: { path: MODULE, pathNot: [KERNEL, '^src/cli/', SURFACE] },
    },
    {
      name: 'nothing-imports-the-root',
      severity: 'error',
      comment: 'app.module.ts, app.setup.ts and main.ts wire the app; no module imports them (the commands may).',
      from: { path: '^src/[^/]+/', pathNot: '^src/cli/' },
      to: { path: '^src/[^/]+\\.ts$' },
    },
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'No import cycle between files (and so between modules): with the surfaces, a runtime cycle would ' +
        'hand Nest an undefined class while the files load, and a type-only one still ties two modules together.',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.spec\\.ts$', '^src/.*\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
