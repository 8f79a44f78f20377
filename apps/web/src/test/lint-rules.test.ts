// @vitest-environment node
/**
 * The boundary rules of eslint.config.js fail on deliberate violations. The fixtures are written
 * into a new feature folder at run time (and removed after), so this also shows that the feature
 * list is read from the folders, and that imports resolve (an unresolved import passes silently).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixtureFeature = path.join(root, 'apps/web/src/features', `zz-lint-fixture-${process.pid}`);

const fixtures: Record<string, string> = {
  'sibling.ts':
    "import { useCheckout } from '../checkout/hooks/use-checkout';\nexport const x = useCheckout;\n",
  'cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'literal-key.ts':
    "import { useQuery } from '@tanstack/react-query';\nexport const useX = () => useQuery({ queryKey: ['products'], queryFn: () => 1 });\n",
  'server-import.ts':
    "import { loadConfig } from '../../../../server/src/config';\nexport const x = loadConfig;\n",
  'fine.ts':
    "import { productKeys } from '../../lib/query-keys';\nexport const key = productKeys.all;\n",
};

let results: Map<string, string[]>;

beforeAll(() => {
  fs.mkdirSync(fixtureFeature, { recursive: true });
  for (const [name, text] of Object.entries(fixtures)) {
    fs.writeFileSync(path.join(fixtureFeature, name), text);
  }
  // A child process: the real CLI with the real config, as `npm run lint` runs it.
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/eslint/bin/eslint.js'),
      '--format=json',
      ...Object.keys(fixtures).map((name) => path.join(fixtureFeature, name)),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const linted = JSON.parse(run.stdout) as {
    filePath: string;
    messages: { ruleId: string | null; message: string }[];
  }[];
  results = new Map(
    linted.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]),
  );
}, 120_000);

afterAll(() => fs.rmSync(fixtureFeature, { recursive: true, force: true }));

describe('lint boundaries', () => {
  it('refuses a feature importing a sibling feature, in a folder created after the config was written', () => {
    expect(results.get('sibling.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', () => {
    expect(results.get('cycle-a.ts')).toContain('import-x/no-cycle');
  });

  it('refuses a literal query key outside the registry', () => {
    expect(results.get('literal-key.ts')).toContain('no-restricted-syntax');
  });

  it('refuses web code importing server code', () => {
    expect(results.get('server-import.ts')).toContain('import-x/no-restricted-paths');
  });

  it('accepts the registry', () => {
    expect(results.get('fine.ts')).toEqual([]);
  });
});
