// @vitest-environment node
/**
 * The boundary rules of eslint.config.js fail on deliberate violations. The fixtures are written
 * into a new feature folder at run time (and removed after), so this also shows that the feature
 * list is read from the folders, and that imports resolve (an unresolved import passes silently).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The helper lives at the repository root, outside the `@/` alias (src).
// eslint-disable-next-line no-restricted-imports
import { lintFixtures, type LintFixtures } from '../../../../scripts/lint-fixtures.ts';

const fixtures: Record<string, string> = {
  'sibling.ts':
    "import { useCheckout } from '../checkout/hooks/use-checkout';\nexport const x = useCheckout;\n",
  'cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'literal-key.ts':
    "import { useQuery } from '@tanstack/react-query';\nexport const useX = () => useQuery({ queryKey: ['products'], queryFn: () => 1 });\n",
  'server-import.ts':
    "import { loadConfig } from '../../../../server/src/config';\nexport const x = loadConfig;\n",
  'sibling-alias.ts':
    "import { useCheckout } from '@/features/checkout/hooks/use-checkout';\nexport const x = useCheckout;\n",
  'climb.ts':
    "import { productKeys } from '../../../src/lib/query-keys';\nexport const key = productKeys.all;\n",
  'fine.ts':
    "import { productKeys } from '@/lib/query-keys';\nexport const key = productKeys.all;\n",
  'sibling-store.ts':
    "import { useCartStore } from '@/features/cart/store';\nexport const x = useCartStore;\n",
  'fine-alias.ts':
    "import { productKeys } from '@/lib/query-keys';\nexport const key = productKeys.all;\n",
};

let lint: LintFixtures;
let results: Map<string, string[]>;

beforeAll(() => {
  lint = lintFixtures(`apps/web/src/features/zz-lint-fixture-${process.pid}`, fixtures);
  results = lint.results;
}, 120_000);

afterAll(() => lint.remove());

describe('lint boundaries', () => {
  it('refuses a feature importing a sibling feature, in a folder created after the config was written', () => {
    expect(results.get('sibling.ts')).toContain('import-x/no-restricted-paths');
  });

  it("accepts a sibling's client-state face (store.ts) and nothing else of it", () => {
    expect(results.get('sibling-store.ts')).toEqual([]);
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

  it('resolves `@/` imports, so the boundary rules see through the alias', () => {
    expect(results.get('sibling-alias.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import climbing three or more folders', () => {
    expect(results.get('climb.ts')).toContain('no-restricted-imports');
  });

  it('accepts the registry, by a short relative path or through `@/`', () => {
    expect(results.get('fine.ts')).toEqual([]);
    expect(results.get('fine-alias.ts')).toEqual([]);
  });
});
