import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user as userTable } from '../../db/schema.ts';
import { authPost, getWithCookie, signIn } from '../../../test/auth-requests.ts';
import { buildTestApp, cookieHeader } from '../../../test/helpers.ts';

const t = await buildTestApp();

describe('GET /api/me', () => {
  it('answers the signed-in caller with role and admin status', async () => {
    const alice = await t.signUp();
    const res = await alice.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toEqual({
      id: alice.user.id,
      email: alice.user.email,
      role: 'user',
      isAdmin: false,
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Math.abs(Date.parse(me.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('marks an admin as such', async () => {
    const admin = await t.signUp({ role: 'admin' });
    const res = await admin.inject({ method: 'GET', url: '/api/me' });
    expect(res.json()).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('refuses an anonymous caller with 401 and the error shape', async () => {
    const res = await getWithCookie(t.app, '/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in required' } });
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one with a message', async () => {
    const bob = await t.signUp({ password: 'bobs secret pw' });
    const cookie = await signIn(t.app, bob.user.email, 'bobs secret pw');
    expect((await getWithCookie(t.app, '/api/me', cookie)).json().email).toBe(bob.user.email);

    const wrong = await authPost(t.app, '/api/auth/sign-in/email', {
      email: bob.user.email,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid email or password');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('ends the session on sign-out: the old cookie then gets 401', async () => {
    const carol = await t.signUp();
    expect((await carol.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    const out = await authPost(t.app, '/api/auth/sign-out', {}, { cookie: carol.cookie });
    expect(out.statusCode).toBe(200);
    const after = await carol.inject({ method: 'GET', url: '/api/me' });
    expect(after.statusCode).toBe(401);
    const session = await getWithCookie(t.app, '/api/auth/get-session', carol.cookie);
    expect(session.json()).toBeNull();
  });

  it('never lets a shopper make themselves an admin', async () => {
    const email = `sneaky-${crypto.randomUUID().slice(0, 6)}@example.com`;
    const res = await authPost(t.app, '/api/auth/sign-up/email', {
      email,
      password: 'long enough pw',
      name: 'sneaky',
      role: 'admin',
    });
    const cookie = cookieHeader(res.headers['set-cookie']);
    await authPost(t.app, '/api/auth/update-user', { role: 'admin' }, { cookie });
    const [row] = await t.db.select().from(userTable).where(eq(userTable.email, email));
    expect(row?.role ?? 'user').toBe('user');
    if (cookie) {
      const me = await getWithCookie(t.app, '/api/me', cookie);
      expect(me.json().isAdmin).toBe(false);
    }
  });
});

describe('change password', () => {
  it('needs the current password, then the new one signs in and the old one does not', async () => {
    const dana = await t.signUp({ password: 'first password' });
    const changePassword = (currentPassword: string, newPassword: string) =>
      authPost(
        t.app,
        '/api/auth/change-password',
        { currentPassword, newPassword },
        { cookie: dana.cookie },
      );
    const wrong = await changePassword('not it at all', 'second password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Invalid password');

    const short = await changePassword('first password', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Password too short');

    const ok = await changePassword('first password', 'second password');
    expect(ok.statusCode).toBe(200);
    await expect(signIn(t.app, dana.user.email, 'second password')).resolves.toMatch(/session/);
    await expect(signIn(t.app, dana.user.email, 'first password')).rejects.toThrow(/401/);
  });

  it('is refused without a session', async () => {
    const res = await authPost(t.app, '/api/auth/change-password', {
      currentPassword: 'whatever pw',
      newPassword: 'whatever pw 2',
    });
    expect(res.statusCode).toBe(401);
  });
});
