import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema.ts';
import { signIn, getWithCookie } from '../../../test/auth-requests.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { bootstrapAdmin, DEMO_ADMIN_EMAIL, DEMO_ADMIN_FILE } from './bootstrap-admin.ts';
import { promoteUser } from './promote-user.ts';

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

describe('admin bootstrap', () => {
  it('creates the ADMIN_EMAIL admin, who can sign in, and does nothing more on the next start', async () => {
    const t = await buildTestApp({
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'owner password 1',
      SEED_DEMO: 'true',
    });
    await bootstrapAdmin(t.app);
    const cookie = await signIn(t.app, 'owner@example.com', 'owner password 1');
    const me = await getWithCookie(t.app, '/api/me', cookie);
    expect(me.json()).toMatchObject({ email: 'owner@example.com', isAdmin: true });

    await bootstrapAdmin(t.app);
    expect(await t.db.select().from(user)).toHaveLength(1);
    // No demo admin when ADMIN_EMAIL is configured.
    expect(await exists(path.join(t.dataDir, DEMO_ADMIN_FILE))).toBe(false);
  });

  it('promotes an existing ADMIN_EMAIL account and leaves its password alone', async () => {
    const t = await buildTestApp({
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'env password 1',
    });
    await t.signUp({ email: 'boss@example.com', password: 'my own password' });
    await bootstrapAdmin(t.app);
    const cookie = await signIn(t.app, 'boss@example.com', 'my own password');
    expect((await getWithCookie(t.app, '/api/me', cookie)).json().isAdmin).toBe(true);
  });

  it('creates a demo admin once on the first start of an empty demo and writes its credentials', async () => {
    const t = await buildTestApp({ SEED_DEMO: 'true' });
    await bootstrapAdmin(t.app);
    const file = path.join(t.dataDir, DEMO_ADMIN_FILE);
    const text = await fs.readFile(file, 'utf8');
    expect(text).toContain(`Email:    ${DEMO_ADMIN_EMAIL}`);
    const password = text.match(/Password: (\S+)/)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(16);
    expect((await fs.stat(file)).mode & 0o077).toBe(0);

    const cookie = await signIn(t.app, DEMO_ADMIN_EMAIL, password!);
    expect((await getWithCookie(t.app, '/api/me', cookie)).json().isAdmin).toBe(true);

    await fs.rm(file);
    await bootstrapAdmin(t.app);
    expect(await exists(file)).toBe(false);
    expect(await t.db.select().from(user)).toHaveLength(1);
  });

  it('creates no demo admin when accounts exist or demo seeding is off', async () => {
    const seeded = await buildTestApp({ SEED_DEMO: 'true' });
    await seeded.signUp();
    await bootstrapAdmin(seeded.app);
    expect(await seeded.db.select().from(user).where(eq(user.role, 'admin'))).toHaveLength(0);

    const plain = await buildTestApp({ SEED_DEMO: 'false' });
    await bootstrapAdmin(plain.app);
    expect(await plain.db.select().from(user)).toHaveLength(0);
  });

  it('promotes by email (any case) and reports an unknown email', async () => {
    const t = await buildTestApp();
    const alice = await t.signUp({ email: 'alice@example.com' });
    expect(await promoteUser(t.db, ' ALICE@example.com ')).toEqual({
      id: alice.user.id,
      email: 'alice@example.com',
    });
    expect((await alice.inject({ method: 'GET', url: '/api/me' })).json().isAdmin).toBe(true);
    expect(await promoteUser(t.db, 'nobody@example.com')).toBeNull();
  });
});
