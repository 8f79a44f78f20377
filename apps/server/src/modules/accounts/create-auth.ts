/**
 * The app's sign-in port, with the library behind it loaded on first use. better-auth and what
 * it brings (its query builder, JOSE, hashing) are about a quarter of the server's code; a
 * start that loaded them before listening took that much longer, while most requests (pages,
 * the catalog, health checks) carry no session cookie and never need them. app.ts warms the
 * port once the server is ready; a sign-in that comes sooner waits for the same load.
 */
import type { AuthPort } from '../../ports/auth.ts';
import type { AuthOptions } from './auth-settings.ts';

export function createAuth(options: AuthOptions): AuthPort {
  let loading: Promise<AuthPort> | undefined;
  const load = (): Promise<AuthPort> =>
    (loading ??= import('./auth.ts')
      .then(({ betterAuthPort }) => betterAuthPort(options))
      .catch((error: unknown) => {
        // A failed load is tried again by the next request rather than remembered.
        loading = undefined;
        throw error;
      }));
  return {
    handler: async (request) => (await load()).handler(request),
    api: { getSession: async (input) => (await load()).api.getSession(input) },
    createAdmin: async (input) => (await load()).createAdmin(input),
    warm: async () => {
      await load();
    },
  };
}
