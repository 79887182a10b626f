import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import type { ICruiseOptions, ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The layering rules of .dependency-cruiser.cjs (npm run check:boundaries), on a small tree and on src/. */
const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');

let options: ICruiseOptions;

async function check(baseDir: string): Promise<ICruiseResult> {
  const result = await cruise(
    ['src'],
    { ...options, baseDir },
    {},
    { tsConfig: extractTSConfig(join(baseDir, 'tsconfig.json')) },
  );
  return result.output as ICruiseResult;
}

const violations = (result: ICruiseResult) =>
  result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();

describe('frontend boundaries', () => {
  let fixture: string;

  beforeAll(async () => {
    options = await extractDepcruiseOptions(join(frontend, '.dependency-cruiser.cjs'));
    fixture = mkdtempSync(join(tmpdir(), 'svatby-boundaries-'));
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler' } }),
      'src/app/store.ts': 'export const store = 1;\n',
      // A feature reaching into app/ and into another feature's module.
      'src/features/a/A.ts': "import { store } from '../../app/store';\nimport { b } from '../b/B';\nexport const a = store + b;\n",
      'src/features/b/B.ts': 'export const b = 2;\n',
      'src/features/b/index.ts': "export { b } from './B';\n",
      // Two features depending on each other through their index.ts: no module cycle, a folder cycle.
      'src/features/c/C1.ts': "import { d1 } from '../d';\nexport const c1 = d1;\n",
      'src/features/c/C2.ts': 'export const c2 = 3;\n',
      'src/features/c/index.ts': "export { c2 } from './C2';\n",
      'src/features/d/D1.ts': 'export const d1 = 4;\n',
      'src/features/d/D2.ts': "import { c2 } from '../c';\nexport const d2 = c2;\n",
      'src/features/d/index.ts': "export { d1 } from './D1';\n",
      // A static cycle, and a part loaded on demand that imports from its loader (allowed).
      'src/shared/p.ts': "import { q } from './q';\nexport const p = () => q;\n",
      'src/shared/q.ts': "import { p } from './p';\nexport const q = () => p;\n",
      'src/shared/loader.ts': "export const label = 'x';\nexport const load = () => import('./part');\n",
      'src/shared/part.ts': "import { label } from './loader';\nexport default label;\n",
      // Production code importing a test file.
      'src/shared/uses.ts': "import { fixture } from './helper.test';\nexport const uses = fixture;\n",
      'src/shared/helper.test.ts': 'export const fixture = 5;\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(fixture, file)), { recursive: true });
      writeFileSync(join(fixture, file), text);
    }
  });

  afterAll(() => {
    if (fixture) rmSync(fixture, { recursive: true, force: true });
  });

  it('reports each broken rule by name', async () => {
    const found = violations(await check(fixture));
    expect(found).toContain('features-not-app: src/features/a/A.ts -> src/app/store.ts');
    expect(found).toContain('feature-through-index: src/features/a/A.ts -> src/features/b/B.ts');
    expect(found).toContain('not-to-test-code: src/shared/uses.ts -> src/shared/helper.test.ts');
    expect(found).toContain('no-circular: src/shared/p.ts -> src/shared/q.ts');
    expect(found).toContain('no-folder-cycle: src/features/c -> src/features/d');
    expect(found.filter((violation) => /loader|part/.test(violation))).toEqual([]);
  });

  it('finds no violation in src/', async () => {
    const result = await check(frontend);
    expect(violations(result)).toEqual([]);
    expect(result.summary.totalCruised).toBeGreaterThan(300);
  });
});
