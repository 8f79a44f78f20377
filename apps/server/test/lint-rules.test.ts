/**
 * The server's boundary rules of eslint.config.js fail on deliberate violations (ADR 013). The
 * fixtures are written into a new module folder and a new folder of the demo seed at run time
 * (and removed after), so this also
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

/** Written into a folder of the demo seed, which stands above the modules. */
const seedFixtures: Record<string, string> = {
  'seed-table.ts':
    "import { products } from '../../modules/catalog/schema.ts';\nexport const x = products;\n",
  'seed-barrel.ts': "import { orders } from '../../db/schema.ts';\nexport const x = orders;\n",
  'seed-internals.ts':
    "import { addProducts } from '../../modules/catalog/add-products.ts';\nexport const x = addProducts;\n",
  'seed-face.ts':
    "import { addProducts } from '../../modules/catalog/index.ts';\nexport const x = addProducts;\n",
};

let lint: LintFixtures;
let seedLint: LintFixtures;
let results: Map<string, string[]>;

beforeAll(() => {
  lint = lintFixtures(`apps/server/src/modules/zz-lint-fixture-${process.pid}`, fixtures);
  seedLint = lintFixtures(`apps/server/src/seed/zz-lint-fixture-${process.pid}`, seedFixtures);
  results = new Map([...lint.results, ...seedLint.results]);
}, 120_000);

afterAll(() => {
  lint.remove();
  seedLint.remove();
});

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

  it("refuses the demo seed writing a module's tables, or reaching past its public face", () => {
    expect(results.get('seed-table.ts')).toContain('import-x/no-restricted-paths');
    expect(results.get('seed-barrel.ts')).toContain('import-x/no-restricted-paths');
    expect(results.get('seed-internals.ts')).toContain('import-x/no-restricted-paths');
    expect(results.get('seed-face.ts')).toEqual([]);
  });
});
