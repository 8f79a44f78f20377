/**
 * `npm run build -w @shop/server`: compiles the server into plain JavaScript so production runs
 * with no transpiler. One ESM bundle per entry in `dist/` (dependencies stay in node_modules),
 * split so that code loaded on demand (the demo seed and its art) is a chunk of its own, and the
 * SQL migrations copied beside it (src/paths.ts resolves both layouts alike).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(serverDir, 'dist');

/**
 * Packages that must load from node_modules: native code (sharp), files found next to the
 * package's own modules (PGlite's WebAssembly and data), and optional requires that are absent.
 * Everything else is bundled in: resolving and reading ~1,000 small files at start cost more
 * than compiling one.
 */
const EXTERNAL = [
  '@aws-sdk',
  '@electric-sql/pglite',
  'sharp',
  'pg-native',
  'pino-pretty',
  'stripe',
  'nodemailer',
];
const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * zod hands every language's error messages on as `z.locales` (half of its code). The server
 * answers in English only, with the English messages zod's schemas load by themselves, and
 * never reads `z.locales`: it is left empty so the start does not read and compile the rest.
 */
const englishOnlyZod: Plugin = {
  name: 'english-only-zod',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)
        ? { path: 'zod-locales', namespace: 'english-only-zod' }
        : undefined,
    );
    pluginBuild.onLoad({ filter: /.*/, namespace: 'english-only-zod' }, () => ({
      contents: 'export {};',
      loader: 'js',
    }));
  },
};

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    server: 'src/server.ts',
    admin: 'scripts/admin.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
    // The embedded database's thread (ADR 017), loaded by src/db/pglite-worker/client.ts.
    'pglite-worker': 'src/db/pglite-worker/worker.ts',
  },
  outdir: outDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  plugins: [externalDependencies, englishOnlyZod],
  sourcemap: true,
  // Chunks sit beside the entries: src/paths.ts resolves from whichever file holds it.
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);",
  },
});
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'db/migrations'), {
  recursive: true,
});
console.log(`server compiled to ${path.relative(process.cwd(), outDir) || '.'}`);
