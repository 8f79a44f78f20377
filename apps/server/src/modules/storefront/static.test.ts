/**
 * The browser build's files as a browser gets them: hashed assets precompressed and cached for a
 * year, the few root files (icon, link-preview image) served, and the build's private files
 * (page template, server renderer) never. Needs the web build (`npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultWebDistDir as webDistDir } from '../../paths.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

/** The biggest script of the build: it has brotli and gzip siblings. */
function largestScript(): string {
  const assets = path.join(webDistDir, 'assets');
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  const [largest] = scripts.sort(
    (a, b) => fs.statSync(path.join(assets, b)).size - fs.statSync(path.join(assets, a)).size,
  );
  return largest!;
}

describe('the browser build', () => {
  it('sends a hashed script precompressed, immutable, and decoding to the very file', async () => {
    const name = largestScript();
    const original = fs.readFileSync(path.join(webDistDir, 'assets', name));
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/assets/${name}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(decode(res.rawPayload).equals(original)).toBe(true);
    }
    const plain = await t.app.inject({ method: 'GET', url: `/assets/${name}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
  });

  it('answers 404 for an asset that does not exist, without rendering a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/no-such-file-1234.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('serves the icon and the link-preview image from the root, GET and HEAD', async () => {
    for (const [url, type] of [
      ['/favicon.svg', /image\/svg\+xml/],
      ['/og-image.png', /image\/png/],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(200);
        expect(res.headers['content-type']).toMatch(type);
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
      }
    }
  });

  it('never sends the page template or the server renderer as files', async () => {
    for (const url of ['/index.html', '/index.html.br', '/server/entry-server.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
      expect(res.body).not.toContain('renderToPipeableStream');
    }
  });
});
