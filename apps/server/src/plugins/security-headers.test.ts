/**
 * Every answer carries the shop's security headers: API answers, pages, errors; the policy allows
 * the page's two inline scripts by their hashes, and HSTS is sent only in production.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '@shop/shared/early-input';
import { THEME_INIT_SCRIPT } from '@shop/shared/theme-init';
import { buildSecurityHeaders } from './security-headers.ts';
import { buildTestApp } from '../../test/helpers.ts';

const hashOf = (script: string) =>
  `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

describe('security headers', () => {
  it('are on API answers, pages and errors alike', async () => {
    const t = await buildTestApp();
    for (const url of ['/api/products', '/about', '/api/no-such-route', '/api/products/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'];
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain(
        `script-src 'self' ${hashOf(THEME_INIT_SCRIPT)} ${hashOf(EARLY_INPUT_SCRIPT)}`,
      );
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('add HSTS and upgrade-insecure-requests in production only', () => {
    const production = new Map(buildSecurityHeaders({ isProduction: true }));
    expect(production.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(production.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const development = new Map(buildSecurityHeaders({ isProduction: false }));
    expect(development.has('strict-transport-security')).toBe(false);
  });
});
