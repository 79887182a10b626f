import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A feature's index.ts is its public surface and only re-exports (`export { … } from '…'`, `export type { … }
 * from '…'`): the build (featureImportsDirect in vite.config.ts) reads these lines to resolve an import through
 * the index to the modules it names.
 */
const features = dirname(fileURLToPath(import.meta.url));

const reexportsOnly = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/export\s+(type\s+)?\{[^}]*\}\s*from\s*'[^']+';/g, '')
    .trim();

describe('feature index files', () => {
  const indexes = readdirSync(features)
    .filter((name) => statSync(join(features, name)).isDirectory())
    .map((name) => join(features, name, 'index.ts'))
    .filter((file) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    });

  it('exist for the features other features import', () => {
    expect(indexes.map((file) => file.slice(features.length + 1)).sort()).toEqual(
      expect.arrayContaining(['provider-workspace/index.ts', 'requests/index.ts', 'reviews/index.ts']),
    );
  });

  it('hold nothing but re-exports', () => {
    for (const file of indexes) expect({ file, rest: reexportsOnly(readFileSync(file, 'utf8')) }).toEqual({ file, rest: '' });
  });

  it('would catch code in an index', () => {
    expect(reexportsOnly("/* a */\nexport { a } from './a';\nexport const b = 1;\n")).toBe('export const b = 1;');
  });
});
