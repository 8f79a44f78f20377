/**
 * The running shop's backups: the admin's "Back up now", the dashboard's status and "Download
 * backup" (the admin's alone: backups hold everyone's personal data), the audit entry, keeping
 * only the newest BACKUP_KEEP files, the nightly schedule, and the maker's mail when a backup
 * fails.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, backupRuns, mailOutbox } from '../../db/schema.ts';
import { buildTestAppWithUsers, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { backupFileName, isBackupFileName } from './backup-format.ts';
import { createDiskBackupStore } from './backup-store.ts';
import { isNightlyBackupDue } from './nightly-backup.ts';
import { takeBackup } from './take-backup.ts';

let t: TestApp;
let admin: TestUser;
let shopper: TestUser;
let root: string;

beforeAll(async () => {
  ({ t, admin, shopper } = await buildTestAppWithUsers());
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-backups-admin-'));
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('Back up now and Download backup', () => {
  it('refuses every backup route to anyone but the admin', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/admin/backups' },
      { method: 'POST' as const, url: '/api/admin/backups' },
      { method: 'GET' as const, url: `/api/admin/backups/${crypto.randomUUID()}/file` },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      expect((await shopper.inject(route)).statusCode).toBe(403);
    }
  });

  it('takes a backup on request, shows it as the last one, and streams it to the admin only', async () => {
    const made = await admin.inject({ method: 'POST', url: '/api/admin/backups' });
    expect(made.statusCode, made.body).toBe(200);
    const run = made.json();
    expect(run).toMatchObject({ ok: true, trigger: 'manual', error: null });
    expect(run.fileName).toMatch(/^loop-and-lantern-backup-.*-CONTAINS-PERSONAL-DATA\.tar\.gz$/);
    expect(run.sizeBytes).toBeGreaterThan(0);
    const onDisk = await fs.stat(path.join(t.config.backupsDir, run.fileName));
    expect(onDisk.size).toBe(run.sizeBytes);

    const status = (await admin.inject({ method: 'GET', url: '/api/admin/backups' })).json();
    expect(status).toMatchObject({ storedIn: 'disk', keep: 14 });
    expect(status.lastRun.id).toBe(run.id);
    expect(status.lastGood.id).toBe(run.id);

    const url = `/api/admin/backups/${run.id}/file`;
    expect((await shopper.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const download = await admin.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${run.fileName}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.length).toBe(run.sizeBytes);
    // A gzipped tar whose first entry says what it is.
    const tar = zlib.gunzipSync(download.rawPayload);
    expect(tar.subarray(0, 11).toString()).toBe('backup.json');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.route, '/api/admin/backups'),
          eq(auditLog.method, 'POST'),
          eq(auditLog.actorId, admin.user.id),
        ),
      );
    expect(entry).toMatchObject({ actorId: admin.user.id, status: 200 });
  });

  it('answers 404 for a backup that is not kept', async () => {
    const res = await admin.inject({
      method: 'GET',
      url: `/api/admin/backups/${crypto.randomUUID()}/file`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('nightly backups', () => {
  it('keeps only the newest BACKUP_KEEP files', async () => {
    const store = createDiskBackupStore(path.join(root, 'kept'));
    const ctx = { ...t.app.ctx, config: { ...t.app.ctx.config, backupKeep: 3 } };
    const days = [1, 2, 3, 4, 5].map((d) => new Date(Date.UTC(2026, 10, d, 3, 0, 0)));
    for (const now of days) {
      const run = await takeBackup(ctx, { store, trigger: 'nightly', now });
      expect(run?.ok, run?.error ?? '').toBe(true);
    }
    expect(await store.list()).toEqual(days.slice(2).map((d) => backupFileName(d)));
    expect((await fs.readdir(path.join(root, 'kept'))).sort()).toEqual(
      days.slice(2).map((d) => backupFileName(d)),
    );
  });

  it('names two backups of the same second apart', async () => {
    const store = createDiskBackupStore(path.join(root, 'same-second'));
    const now = new Date(Date.UTC(2026, 10, 20, 3, 0, 0));
    const first = await takeBackup(t.app.ctx, { store, trigger: 'manual', now });
    const second = await takeBackup(t.app.ctx, { store, trigger: 'manual', now });
    expect(first!.fileName).not.toBe(second!.fileName);
    expect(isBackupFileName(second!.fileName!)).toBe(true);
    expect(await store.list()).toHaveLength(2);
  });

  it('is due at 3 at night once a day, and at once when the last one is over a day old', () => {
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0, 0);
    expect(isNightlyBackupDue({ lastNightlyAt: null, now: at(2, 14) })).toBe(true);
    expect(isNightlyBackupDue({ lastNightlyAt: at(1, 3), now: at(2, 3) })).toBe(true);
    expect(isNightlyBackupDue({ lastNightlyAt: at(2, 3), now: at(2, 4) })).toBe(false);
    expect(isNightlyBackupDue({ lastNightlyAt: at(1, 3), now: at(1, 23) })).toBe(false);
    expect(isNightlyBackupDue({ lastNightlyAt: at(1, 3), now: at(2, 6) })).toBe(true);
  });

  it('records a failed backup and queues a mail to the maker', async () => {
    // A store whose folder cannot be made: a file is in the way.
    const blocker = path.join(root, 'blocker');
    await fs.writeFile(blocker, 'not a folder');
    const store = createDiskBackupStore(path.join(blocker, 'backups'));
    const run = await takeBackup(t.app.ctx, { store, trigger: 'nightly' });
    expect(run).toMatchObject({ ok: false, fileName: null, sizeBytes: null });
    expect(run!.error).toMatch(/EEXIST|ENOTDIR/);
    const [row] = await t.db.select().from(backupRuns).where(eq(backupRuns.id, run!.id));
    expect(row!.ok).toBe(false);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'maker_backup_failed'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: admin.user.email, subject: 'The shop backup failed' });
    expect(mails[0]!.text).toContain(run!.error!);

    const status = (await admin.inject({ method: 'GET', url: '/api/admin/backups' })).json();
    expect(status.lastRun).toMatchObject({ id: run!.id, ok: false });
  });
});
