#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck, the build, server tests (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), web tests and the Playwright suite, then one summary line `N passed, N failed`.
 *
 * Vitest gives each suite one worker on a two-core machine, so steps that do not depend on each
 * other run side by side: lint beside typecheck, and the PostgreSQL server suite beside the PGlite
 * one followed by the web tests. Each side's output is kept in a file and printed whole when it
 * ends, so the log reads as if they had run one after the other. The browser suite runs alone:
 * its timings are a user's and should not compete with anything.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-reports-'));
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function report(label, status, started) {
  console.log(
    `━━ ${label}: ${status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (status !== 0) failures.push(label);
  return status === 0;
}

function run(label, command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return report(label, result.status, started);
}

/** Like `run`, but beside other steps: output goes to a file, printed whole at the end. */
function runBeside(label, command, args, { cwd = root, env = {} } = {}) {
  const started = Date.now();
  const logFile = path.join(reports, `${label.replace(/\W+/g, '-')}.log`);
  const out = fs.openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd,
    stdio: ['ignore', out, out],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      fs.closeSync(out);
      console.log(`\n━━ ${label} ━━`);
      process.stdout.write(fs.readFileSync(logFile));
      resolve(report(label, status ?? 1, started));
    });
  });
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}

async function vitest(label, workspace, reportName, env) {
  const out = path.join(reports, reportName);
  await runBeside(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: path.join(root, workspace),
      env,
    },
  );
  countVitest(out);
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get");
    run('install chromium', 'bash', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
  }
  if (fs.existsSync(chromium)) return true;
  console.error(
    `No Chromium at ${chromium}: install Debian's chromium (apt-get install chromium).`,
  );
  failures.push('chromium');
  return false;
}

await Promise.all([
  runBeside('lint', 'npm', ['run', 'lint', '--silent']),
  runBeside('typecheck', 'npm', ['run', 'typecheck', '--silent']),
]);
// The server suite renders storefront pages through the web build, so the build comes first.
const built = run('build', 'npm', ['run', 'build', '--silent']);
await Promise.all([
  (async () => {
    await vitest('server tests (PGlite)', 'apps/server', 'server-pglite.json', {
      DATABASE_URL: '',
    });
    await vitest('web tests', 'apps/web', 'web.json', {});
  })(),
  process.env.TEST_DATABASE_URL
    ? vitest('server tests (PostgreSQL)', 'apps/server', 'server-pg.json', {
        DATABASE_URL: process.env.TEST_DATABASE_URL,
      })
    : null,
]);
if (built && ensureChromium()) {
  const out = path.join(reports, 'e2e.json');
  run('end-to-end (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  countPlaywright(out);
}

fs.rmSync(reports, { recursive: true, force: true });
console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
