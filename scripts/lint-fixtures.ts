/**
 * For the lint-rule tests (apps/server/test, apps/web/src/test): writes fixture files into a new
 * folder of the tree, runs the real ESLint CLI with the real config on them (a child process, as
 * `npm run lint` runs it), and returns each file's rule ids. The folder is created at run time,
 * so the tests also show that the rules cover a folder the config has never seen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = fileURLToPath(new URL('..', import.meta.url));

export type LintFixtures = {
  /** File name → the rule ids (or messages) ESLint reported for it. */
  results: Map<string, string[]>;
  remove: () => void;
};

/** `folder` is relative to the repository root, e.g. `apps/web/src/features/zz-fixture`. */
export function lintFixtures(folder: string, files: Record<string, string>): LintFixtures {
  const dir = path.join(root, folder);
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/eslint/bin/eslint.js'),
      '--format=json',
      ...Object.keys(files).map((name) => path.join(dir, name)),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const linted = JSON.parse(run.stdout) as {
    filePath: string;
    messages: { ruleId: string | null; message: string }[];
  }[];
  return {
    results: new Map(
      linted.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]),
    ),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
