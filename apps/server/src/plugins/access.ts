/**
 * Every /api route declares who may call it (`config: { access }`); a route without a
 * declaration makes the app refuse to start. The session is read from better-auth's cookie and
 * `request.user` is set for `user` and `admin` routes before the body is read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access, SessionUser } from '../context.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';

const ACCESS_VALUES: Access[] = ['public', 'user', 'admin'];

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The signed-in user of a request, or null. */
export async function readSessionUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  if (!request.headers.cookie) return null;
  const result = await app.ctx.auth.api.getSession({ headers: toHeaders(request) });
  if (!result) return null;
  const { user } = result;
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? '',
    role: user.role ?? 'user',
    createdAt: new Date(user.createdAt),
  };
}

/** For handlers of `user` routes: the caller, who is known to be signed in. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorate('accessPolicies', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/auth/')) return;
    const access = route.config?.access;
    if (!access || !ACCESS_VALUES.includes(access)) {
      throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.accessPolicies.push({ method, url: route.url, access });
    }
  });

  // onRequest: refuse before a body (an upload, say) is even read.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    // Public routes read the session only if they need it (readSessionUser), keeping them cheap.
    if (!access || access === 'public') return;
    request.user = await readSessionUser(app, request);
    if (!request.user) throw unauthorized();
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
  });
});
