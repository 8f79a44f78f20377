import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';

const t = await buildTestApp();
const shopper = await t.signUp();

/** The admin panel's own routes; every other admin route of the app is walked too. */
const ADMIN_PANEL_ROUTES = [
  'GET /api/admin/dashboard',
  'GET /api/admin/search',
  'POST /api/admin/uploads',
  'GET /api/admin/products',
  'GET /api/admin/products/:id',
  'POST /api/admin/products',
  'PUT /api/admin/products/:id',
  'PATCH /api/admin/products/:id/featured',
  'DELETE /api/admin/products/:id',
  'POST /api/admin/monthly-drops',
  'PUT /api/admin/monthly-drops/:id',
  'DELETE /api/admin/monthly-drops/:id',
];

const adminRoutes = () => t.app.accessPolicies.filter((p) => p.access === 'admin');
const urlOf = (url: string) => url.replace(/:[a-zA-Z]+/g, crypto.randomUUID()) + '?q=a';

describe('admin API access', () => {
  it('declares every admin panel route admin-only, and every /api/admin route too', () => {
    const declared = adminRoutes().map((p) => `${p.method} ${p.url}`);
    for (const route of ADMIN_PANEL_ROUTES) expect(declared).toContain(route);
    const underAdmin = t.app.accessPolicies.filter((p) => p.url.startsWith('/api/admin/'));
    expect(underAdmin.filter((p) => p.access !== 'admin')).toEqual([]);
  });

  it('refuses anonymous callers with 401 and shoppers with 403 on every admin route', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(ADMIN_PANEL_ROUTES.length);
    for (const { method, url } of routes) {
      const request = {
        method: method as 'GET',
        url: urlOf(url),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      };
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthorized');
      const user = await shopper.inject(request);
      expect(user.statusCode, `${method} ${url} as a shopper`).toBe(403);
      expect(user.json().error).toEqual({
        code: 'forbidden',
        message: 'Access denied. Admin privileges required.',
      });
    }
  });

  it('lets an admin through', async () => {
    const admin = await t.signUp({ role: 'admin' });
    const res = await admin.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
  });
});
