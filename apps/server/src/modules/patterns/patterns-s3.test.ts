/**
 * Pattern files in an S3-compatible bucket (s3rver, a real S3 server in this process): stored
 * under the bucket's private prefix, never served by the shop's /uploads route, and downloaded
 * stamped through the signed link like files on disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { licenceStamp, PATTERN_STOCK, type DownloadLine } from '@shop/shared/schemas/pattern';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, TEST_ORIGIN } from '../../../test/helpers.ts';
import { startLocalS3, type LocalS3 } from '../../../test/local-s3.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { demoSessionId } from '../../../test/order-factories.ts';
import { patternPdf, pdfPageTexts } from '../../../test/pdf-files.ts';
import { PATTERN_KEY_PREFIX } from './pattern-storage.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
});

describe('pattern files on S3', () => {
  it(
    'keeps the PDF under the private prefix and serves it only through a signed link',
    { timeout: 120_000 },
    async () => {
      const t = await buildTestApp(s3.env);
      const admin = await t.signUp({ role: 'admin' });
      const buyer = await t.signUp({ email: 'carol@example.com' });
      const product = await createProduct(t.db, {
        name: 'Harbour Cardigan pattern',
        kind: 'pattern',
        downloadLimit: 3,
        stock: PATTERN_STOCK,
        priceCents: 1200,
      });
      const pdf = await patternPdf('Harbour Cardigan', 2);
      const uploaded = await admin.inject({
        method: 'POST',
        url: `/api/admin/products/${product.id}/pattern-files`,
        ...multipartBody([
          { name: 'file', filename: 'harbour.pdf', type: 'application/pdf', bytes: pdf },
        ]),
      });
      expect(uploaded.statusCode).toBe(201);

      const keys = (await t.app.ctx.storage.list('private/patterns')).map((o) => o.key);
      expect(keys).toHaveLength(1);
      expect(keys[0]!.startsWith(PATTERN_KEY_PREFIX)).toBe(true);
      expect(fs.existsSync(path.join(t.dataDir, 'private'))).toBe(false);
      // The shop's image route never hands it out.
      const viaUploads = await t.app.inject({ method: 'GET', url: `/uploads/${keys[0]}` });
      expect(viaUploads.statusCode).toBe(404);

      const checkout = await buyer.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: { items: [{ productId: product.id, quantity: 1 }] },
      });
      const paid = await buyer.inject({
        method: 'POST',
        url: `/api/test-checkout/${demoSessionId(checkout)}/pay`,
        payload: {
          billingSameAsShipping: false,
          billingAddress: {
            name: 'Carol Buyer',
            line1: '2 Elm St',
            city: 'Portland',
            state: 'OR',
            postal_code: '97201',
            country: 'US',
          },
        },
      });
      const orderId = paid.json<{ orderId: string }>().orderId;
      const { lines } = (
        await buyer.inject({ method: 'GET', url: `/api/orders/${orderId}/downloads` })
      ).json<{ lines: DownloadLine[] }>();
      const res = await buyer.inject({
        method: 'GET',
        url: lines[0]!.files[0]!.url.replace(TEST_ORIGIN, ''),
      });
      expect(res.statusCode).toBe(200);
      const stamp = licenceStamp('carol', 'carol@example.com', orderId.slice(0, 8));
      for (const page of await pdfPageTexts(res.rawPayload)) expect(page).toContain(stamp);
      // The object in the bucket is the maker's file, unchanged.
      const stored = await t.app.ctx.storage.read(keys[0]!);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
    },
  );
});
