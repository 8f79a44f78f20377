/**
 * The server's boundary rules of eslint.config.js fail on deliberate violations (ADR 013). The
 * fixtures are written into a new module folder at run time (and removed after), so this also
 * shows that the module list is read from the folders and that imports resolve (an unresolved
 * import passes the path rule silently).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintFixtures, type LintFixtures } from '../../../scripts/lint-fixtures.ts';

const fixtures: Record<string, string> = {
  'schema.ts':
    "import { pgTable, text } from 'drizzle-orm/pg-core';\nexport const fixtures = pgTable('fixtures', { id: text('id').primaryKey() });\n",
  'sibling-schema.ts':
    "import { products } from '../catalog/schema.ts';\nexport const x = products;\n",
  'barrel.ts': "import { orders } from '../../db/schema.ts';\nexport const x = orders;\n",
  'cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;\n",
  'cycle-b.ts': "import { a } from './cycle-a.ts';\nexport const b = () => a;\n",
  'fine.ts':
    "import { fixtures } from './schema.ts';\nimport { getProductStockState } from '../catalog/index.ts';\nexport const x = [fixtures, getProductStockState];\n",
  'internals.ts':
    "import { getProductStockState } from '../catalog/product-stock-state.ts';\nexport const x = getProductStockState;\n",
  'seeds.test.ts': "import { products } from '../catalog/schema.ts';\nexport const x = products;\n",
};

let lint: LintFixtures;
let results: Map<string, string[]>;

beforeAll(() => {
  lint = lintFixtures(`apps/server/src/modules/zz-lint-fixture-${process.pid}`, fixtures);
  results = lint.results;
}, 120_000);

afterAll(() => lint.remove());

describe('server lint boundaries', () => {
  it("refuses a module importing another module's schema, in a folder created after the config was written", () => {
    expect(results.get('sibling-schema.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses a module importing the schema barrel', () => {
    expect(results.get('barrel.ts')).toContain('import-x/no-restricted-paths');
  });

  it("refuses a module importing another module's internals instead of its public face", () => {
    expect(results.get('internals.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', () => {
    expect(results.get('cycle-a.ts')).toContain('import-x/no-cycle');
  });

  it("accepts a module's own schema and another module's public face", () => {
    expect(results.get('fine.ts')).toEqual([]);
  });

  it('lets tests seed across tables', () => {
    expect(results.get('seeds.test.ts')).toEqual([]);
  });
});
