import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The boundary check (.dependency-cruiser.cjs) as `make test` runs it: the real tree passes, and a
 * tree with each kind of violation planted fails with the rule's name.
 */
const backend = path.resolve(__dirname, '..');
const config = path.join(backend, '.dependency-cruiser.cjs');
// The package's exports hide its CLI; npm hoists the package to the root node_modules (package-lock.json).
const depcruise = path.join(backend, '..', 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

function cruise(cwd: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [depcruise, 'src', '--config', config, '--output-type', 'err'], { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function plant(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'commonjs', target: 'es2022' } }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the backend boundary check', () => {
  it('finds no violation in src/', () => {
    const { status, output } = cruise(backend);
    expect(output).not.toContain('error ');
    expect(status).toBe(0);
  }, 60_000);

  it('refuses a repository reached from another module, a kernel that imports a module, and a runtime cycle of surfaces', () => {
    const root = plant({
      'src/requests/requests.repository.ts': 'export class RequestsRepository {}\n',
      'src/requests/requests.api.ts': "import { OffersService } from '../offers/offers.api';\nexport const requestsUse = OffersService;\n",
      'src/offers/offers.service.ts':
        "import { RequestsRepository } from '../requests/requests.repository';\nimport { requestsUse } from '../requests/requests.api';\n" +
        'export class OffersService { constructor(readonly requests = new RequestsRepository(), readonly use = requestsUse) {} }\n',
      'src/offers/offers.api.ts': "export { OffersService } from './offers.service';\n",
      'src/common/fold.ts': "import { OffersService } from '../offers/offers.api';\nexport const fold = OffersService;\n",
    });
    try {
      const { status, output } = cruise(root);
      expect(status).not.toBe(0);
      expect(output).toContain('error module-through-its-surface: src/offers/offers.service.ts → src/requests/requests.repository.ts');
      expect(output).toContain('error kernel-imports-no-module: src/common/fold.ts → src/offers/offers.api.ts');
      expect(output).toMatch(/error no-module-cycle: src\/(offers|requests)\//);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
