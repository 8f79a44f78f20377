import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/accounts/store';
import { refreshSession } from './session';

const alice = { id: 'u1', email: 'alice@example.com', createdAt: '2026-03-05T10:00:00.000Z' };
let session: { session: { id: string }; user: object } | null = null;
let me: () => Response = () => HttpResponse.json({ ...alice, role: 'user', isAdmin: false });

const server = setupServer(
  http.get('*/api/auth/get-session', () => HttpResponse.json(session)),
  http.get('*/api/me', () => me()),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  useSessionStore.setState({ user: null, isAdmin: false, wishlist: [], isAuthReady: false });
  session = null;
  me = () => HttpResponse.json({ ...alice, role: 'user', isAdmin: false });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('refreshSession (SIGNED_IN: user and admin status)', () => {
  it('puts the session user and their admin status in the store', async () => {
    session = { session: { id: 's' }, user: { ...alice, role: 'admin' } };
    me = () => HttpResponse.json({ ...alice, role: 'admin', isAdmin: true });
    const user = await refreshSession();
    expect(user).toEqual(alice);
    expect(useSessionStore.getState()).toMatchObject({ user: alice, isAdmin: true });
  });

  it('treats a failed admin check as not an admin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    session = { session: { id: 's' }, user: alice };
    me = () => HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 });
    await refreshSession();
    expect(useSessionStore.getState()).toMatchObject({ user: alice, isAdmin: false });
  });

  it('clears a user whose session has ended', async () => {
    useSessionStore.setState({ user: alice, isAdmin: true, wishlist: ['p1'] });
    session = null;
    expect(await refreshSession()).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ user: null, isAdmin: false, wishlist: [] });
  });
});
