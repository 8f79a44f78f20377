/**
 * No two server modules import each other, directly or around a longer loop: each module stands
 * on the ones it imports, and what a lower module needs from a higher one is passed in (a
 * callback from app.ts). Read from the source files, tests left out (they seed across modules).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = fileURLToPath(new URL('../src/modules', import.meta.url));
const IMPORT = /(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g;

/** Module → the other modules its non-test files import. */
function moduleImports(modulesDir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, module);
    if (!fs.statSync(dir).isDirectory()) continue;
    const targets = new Set<string>();
    graph.set(module, targets);
    for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, spec] of text.matchAll(IMPORT)) {
        const target = path.relative(
          modulesDir,
          path.resolve(path.dirname(path.join(dir, file)), spec!),
        );
        const [first] = target.split(path.sep);
        if (!target.startsWith('..') && first !== module) targets.add(first!);
      }
    }
  }
  return graph;
}

/** Every loop of modules (each as the modules on it, sorted), found by depth-first search. */
function moduleLoops(graph: Map<string, Set<string>>): string[][] {
  const loops = new Map<string, string[]>();
  const visit = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) {
        const loop = [...trail].sort();
        loops.set(loop.join(' '), loop);
      } else if (!trail.includes(next) && next > start) {
        visit(start, next, [...trail, next]);
      }
    }
  };
  for (const module of graph.keys()) visit(module, module, [module]);
  return [...loops.values()];
}

describe('server module imports', () => {
  it('finds a pair of modules that import each other, and a longer loop', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['a', 'c'])],
      ['c', new Set(['d'])],
      ['d', new Set(['b'])],
    ]);
    expect(moduleLoops(graph)).toEqual([
      ['a', 'b'],
      ['b', 'c', 'd'],
    ]);
  });

  it('has no two modules importing each other', () => {
    const graph = moduleImports(MODULES_DIR);
    expect(graph.size).toBeGreaterThan(10);
    expect(moduleLoops(graph)).toEqual([]);
  });
});
