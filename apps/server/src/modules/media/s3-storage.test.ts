/**
 * Issue 12: images in an S3-compatible bucket. Uploads, their variants, the images' addresses,
 * deletes and the orphan sweep all go through the storage interface, against a real
 * S3-compatible server (s3rver) started in this process.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp } from '../../../test/helpers.ts';
import { startLocalS3, type LocalS3 } from '../../../test/local-s3.ts';
import { uploadImages } from '../../../test/upload-helpers.ts';
import { imageOwners } from '../../module-links.ts';
import { sweepUnattachedUploads, UPLOAD_GRACE_MS } from './sweep-unattached-uploads.ts';

const YEAR = 'public, max-age=31536000, immutable';
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

const keyOf = (src: string) => src.slice('/uploads/'.length);

describe('S3 storage', () => {
  it('stores every variant in the bucket, serves it through the shop, and sweeps orphans', async () => {
    const t = await buildTestApp(s3.env);
    const { storage } = t.app.ctx;
    expect(storage.kind).toBe('s3');
    const admin = await t.signUp({ role: 'admin' });
    const [image] = await uploadImages(admin, 1);
    expect(image!.variants.length).toBeGreaterThan(1);

    const stored = (await storage.list('products')).map((o) => o.key);
    for (const variant of image!.variants) {
      expect(variant.src).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-\d+\.webp$/);
      expect(stored).toContain(keyOf(variant.src));
    }
    // Nothing landed on the local disk.
    expect(fs.existsSync(`${t.config.uploadsDir}/products`)).toBe(false);

    // Streamed by the shop with a year-long immutable cache; the bytes are the bucket's.
    const res = await t.app.inject({ method: 'GET', url: image!.src });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(YEAR);
    const direct = await fetch(`${s3.publicUrl}/${keyOf(image!.src)}`);
    expect(direct.headers.get('cache-control')).toBe(YEAR);
    expect(Buffer.from(await direct.arrayBuffer()).equals(res.rawPayload)).toBe(true);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/uploads/products/00000000-0000-0000-0000-000000000000-400.webp',
    });
    expect(missing.statusCode).toBe(404);

    // Never attached to anything: the sweep deletes every variant once the grace period is over.
    const later = new Date(Date.now() + UPLOAD_GRACE_MS + 60_000);
    expect(await sweepUnattachedUploads({ db: t.db, imageOwners, storage, now: later })).toBe(1);
    expect(await storage.list('products')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image!.src })).statusCode).toBe(404);
  });

  it('redirects image requests to the public URL (a CDN) when one is configured', async () => {
    const t = await buildTestApp({ ...s3.env, S3_PUBLIC_URL: `${s3.publicUrl}/` });
    const admin = await t.signUp({ role: 'admin' });
    const [image] = await uploadImages(admin, 1, '?folder=blog');
    const res = await t.app.inject({ method: 'GET', url: image!.src });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${s3.publicUrl}/${keyOf(image!.src)}`);
    expect(res.headers['cache-control']).toBe(YEAR);
    const served = await fetch(res.headers.location!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses incomplete S3 settings at start', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({ S3_BUCKET: 'shop' }).s3).toMatchObject({
      bucket: 'shop',
      region: 'us-east-1',
    });
  });
});
