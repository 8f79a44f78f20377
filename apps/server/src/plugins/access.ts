/**
 * Every /api route declares who may call it (`config: { access }`); a route without a
 * declaration makes the app refuse to start. The session is read from better-auth's cookie and
 * `request.user` is set for `user` and `admin` routes before the body is read.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { hooksOf } from './route-hooks.ts';
import fp from 'fastify-plugin';
import type { Access, SessionUser } from '../context.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import { TWO_FACTOR } from '@shop/shared/two-factor';

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
    twoFactorEnabled: user.twoFactorEnabled === true,
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

  async function requireAccess(request: FastifyRequest, access: Access) {
    request.user = await readSessionUser(app, request);
    if (!request.user) throw unauthorized();
    if (access === 'admin' && request.user.role !== 'admin') throw forbidden();
    // REQUIRE_ADMIN_2FA: nothing in the panel until the admin has set up two-factor sign-in
    // (the set-up itself goes through /api/auth/two-factor/*, which is not an admin route).
    if (
      access === 'admin' &&
      app.ctx.config.requireAdminTwoFactor &&
      !request.user.twoFactorEnabled
    ) {
      throw new AppError(403, 'two_factor_required', TWO_FACTOR.adminSetupRequired);
    }
  }

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === 'user' || access === 'admin') {
      // onRequest: refuse before a body (an upload, say) is even read, and before any other
      // hook of the route (a rate limit counts only callers who may call it). A hook of these
      // routes only: public routes, the hot ones, run no access hook at all (ADR 015).
      const check: onRequestHookHandler = (request, _reply, done) => {
        requireAccess(request, access).then(() => done(), done);
      };
      route.onRequest = [check, ...hooksOf(route.onRequest)];
    }
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/auth/')) return;
    if (!access || !ACCESS_VALUES.includes(access)) {
      throw new Error(`Route ${route.method} ${route.url} declares no access policy`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.accessPolicies.push({ method, url: route.url, access });
    }
  });
});
