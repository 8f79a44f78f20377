/**
 * Restore is all or nothing, and a backup never leaves half a file. A damaged backup file (cut
 * short, a byte flipped, a part changed, a part missing) is refused with a sentence that says
 * how, before anything is written: a target holding a shop stays exactly as it was, `--force` or
 * not (its row counts and a checksum of its uploads are compared). A backup that cannot be
 * written (a full disk) leaves no file behind and fails with one line saying why.
 */
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_IMAGE_FOLDERS } from '../media/index.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { restoreTargets, type RestoreTarget as Target } from '../../../test/restore-targets.ts';
import { uploadImages } from '../../../test/upload-helpers.ts';
import { archiveEntries, writeArchive } from '../../../test/backup-archive.ts';
import { backupFileName } from './backup-format.ts';
import { createDiskBackupStore } from './backup-store.ts';
import { tablesWithRows } from './restore-backup.ts';
import { DAMAGED } from './read-backup-file.ts';
import { restoreBackup, RestoreRefused } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

let t: TestApp;
let root: string;
let targets: ReturnType<typeof restoreTargets>;
let good: string;
let imagePart: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.signUp({ role: 'admin' });
  const images = await uploadImages(admin, 2);
  await createProduct(t.db, { name: 'Backed-up bunny', images });
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-damaged-backup-'));
  targets = restoreTargets(root);
  good = path.join(root, 'good.tar.gz');
  const out = (await import('node:fs')).createWriteStream(good);
  await writeBackup({ db: t.db, dbKind: t.dbKind, storage: t.app.ctx.storage }, { out });
  imagePart = (await archiveEntries(good)).find((e) => e.name.startsWith('uploads/'))!.name;
});

afterAll(async () => {
  await targets.cleanup();
  await fs.rm(root, { recursive: true, force: true });
});

/** A target holding a shop of its own: a product, a customer's row, an uploaded image. */
async function shopWithData(): Promise<Target> {
  const target = await targets.fresh(t.dbKind);
  await createProduct(target.handle.db, { name: 'Already here' });
  await target.storage.put('products/already-here.webp', Buffer.from('an image'), 'image/webp');
  return target;
}

/** What must not change: every table's row count and a checksum of every uploaded file. */
async function stateOf(target: Target) {
  const hash = crypto.createHash('sha256');
  for (const folder of STORED_IMAGE_FOLDERS) {
    for (const { key } of (await target.storage.list(folder)).sort((a, b) =>
      a.key.localeCompare(b.key),
    )) {
      const object = await target.storage.read(key);
      hash.update(key);
      for await (const chunk of object!.body) hash.update(chunk as Buffer);
    }
  }
  return { rows: await tablesWithRows(target.handle.db), uploads: hash.digest('hex') };
}

const restore = (target: Target, file: string, force: boolean) =>
  restoreBackup(
    { db: target.handle.db, storage: target.storage },
    { input: createReadStream(file), force },
  );

async function damaged(name: string, change: (bytes: Buffer) => Buffer | Promise<Buffer>) {
  const file = path.join(root, name);
  await fs.writeFile(file, await change(await fs.readFile(good)));
  return file;
}

/** Rewrites the archive's entries (the manifest as it was), gzipped again. */
async function rewritten(name: string, edit: (entries: { name: string; bytes: Buffer }[]) => void) {
  const entries = await archiveEntries(good);
  edit(entries);
  const file = path.join(root, name);
  await writeArchive(file, entries);
  return file;
}

describe('a damaged backup file changes nothing', () => {
  const cases: [string, () => Promise<string>, RegExp | (() => string)][] = [
    [
      'cut short',
      () =>
        damaged('truncated.tar.gz', (bytes) => bytes.subarray(0, Math.floor(bytes.length * 0.6))),
      () => DAMAGED.endsEarly,
    ],
    [
      'a byte flipped',
      () =>
        damaged('flipped.tar.gz', (bytes) => {
          const copy = Buffer.from(bytes);
          const at = Math.floor(copy.length / 2);
          copy[at] = copy[at]! ^ 0xff;
          return copy;
        }),
      /^This backup file is damaged \(/,
    ],
    [
      'a part changed',
      () =>
        rewritten('changed.tar.gz', (entries) => {
          const table = entries.find((e) => e.name === 'tables/products.jsonl')!;
          table.bytes = Buffer.from(table.bytes.toString().replace('Backed-up bunny', 'Changed'));
        }),
      () => DAMAGED.checksum('tables/products.jsonl'),
    ],
    [
      'a part missing',
      () =>
        rewritten('missing.tar.gz', (entries) => {
          entries.splice(
            entries.findIndex((e) => e.name === imagePart),
            1,
          );
        }),
      () => DAMAGED.missing(imagePart),
    ],
    [
      'its manifest missing',
      () => rewritten('no-manifest.tar.gz', (entries) => void entries.pop()),
      () => DAMAGED.endsEarly,
    ],
  ];

  it.each(cases)(
    '%s: refused, the shop left as it was, --force or not',
    async (_, make, message) => {
      const file = await make();
      const target = await shopWithData();
      const before = await stateOf(target);
      for (const force of [false, true]) {
        const error = await restore(target, file, force).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(RestoreRefused);
        if (typeof message === 'function') expect((error as Error).message).toBe(message());
        else expect((error as Error).message).toMatch(message);
        expect(await stateOf(target)).toEqual(before);
      }
    },
    120_000,
  );

  it('the whole file restores with --force over a shop with data', async () => {
    const target = await shopWithData();
    await restore(target, good, true);
    const rows = await tablesWithRows(target.handle.db);
    expect(rows.find((r) => r.name === 'products')?.rows).toBe(1);
    expect(await target.storage.read(imagePart.slice('uploads/'.length))).not.toBeNull();
  }, 120_000);
});

describe('a backup that cannot be written', () => {
  it('on a full disk leaves no file and says why in one line', async () => {
    const dir = path.join(root, 'full');
    await fs.mkdir(dir);
    const name = backupFileName(new Date());
    // Every byte written to the temporary file goes to a device that is always full.
    await fs.symlink('/dev/full', path.join(dir, `${name}.partial`));
    const store = createDiskBackupStore(dir);
    const error = await store
      .save(name, (out) =>
        writeBackup({ db: t.db, dbKind: t.dbKind, storage: t.app.ctx.storage }, { out }),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^The backup could not be written: .*no space left/i);
    expect((error as Error).message).not.toContain('\n');
    expect(await fs.readdir(dir)).toEqual([]);
  }, 60_000);
});
