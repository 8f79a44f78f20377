/** Uploads never attached to anything are deleted after the grace period. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProductImage } from '@shop/shared/schemas/product';
import { blogPosts } from '../../db/schema.ts';
import { createProduct } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { makeImage } from '../../../test/images.ts';
import { imageParts, multipartBody } from '../../../test/multipart.ts';
import { createOrder } from '../../../test/order-factories.ts';
import { uploadImages } from '../../../test/upload-helpers.ts';
import { imageOwners } from '../../module-links.ts';
import { sweepUnattachedUploads, UPLOAD_GRACE_MS } from './sweep-unattached-uploads.ts';

/** The files on disk behind an uploaded image (one per size). */
const filesOf = (t: TestApp, image: ProductImage) =>
  image.variants.map((v) => path.join(t.config.uploadsDir, v.src.replace('/uploads/', '')));

/** Dates the images' files back past the grace period, as if uploaded long ago. */
function ageUploads(t: TestApp, images: ProductImage[]) {
  const old = new Date(Date.now() - UPLOAD_GRACE_MS - 60_000);
  for (const image of images) {
    for (const file of filesOf(t, image)) fs.utimesSync(file, old, old);
  }
}

const sweep = (t: TestApp) =>
  sweepUnattachedUploads({ db: t.db, imageOwners, storage: t.app.ctx.storage });

describe('sweepUnattachedUploads', () => {
  it('deletes old uploads nothing uses and keeps attached or recent ones', async () => {
    const t = await buildTestApp();
    const admin = await t.signUp({ role: 'admin' });
    const [attached, orphan, recent] = await uploadImages(admin, 3);
    const [blogImage] = await uploadImages(admin, 1, '?folder=blog');
    await createProduct(t.db, { images: [attached!] });
    await t.db.insert(blogPosts).values({
      title: 'Hello',
      content: 'A post',
      imageUrl: blogImage!.src,
      author: 'Maker',
    });

    ageUploads(t, [attached!, orphan!, blogImage!]);

    const deleted = await sweep(t);
    expect(deleted).toBe(1);
    const exists = (image: ProductImage) => filesOf(t, image).map((f) => fs.existsSync(f));
    expect(exists(orphan!).every((e) => !e)).toBe(true);
    for (const kept of [attached!, recent!, blogImage!]) {
      expect(exists(kept).every(Boolean)).toBe(true);
    }
    // Nothing left to do on a second run.
    expect(await sweep(t)).toBe(0);
  });

  it("keeps a review's photos and deletes a buyer's photo no review names", async () => {
    const t = await buildTestApp();
    const product = await createProduct(t.db);
    const buyer = await t.signUp();
    await createOrder(t.db, { userId: buyer.user.id, lines: [{ product }], paymentStatus: 'paid' });
    const upload = async () => {
      const res = await buyer.inject({
        method: 'POST',
        url: `/api/products/${product.id}/reviews/photos`,
        ...multipartBody(imageParts([{ bytes: await makeImage('png', 600, 400) }])),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().images[0] as ProductImage;
    };
    const [shown, orphan] = [await upload(), await upload()];
    const review = await buyer.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      payload: {
        stars: 5,
        title: 'Lovely',
        text: 'Soft yarn and neat stitches, exactly as pictured.',
        photos: [shown.src],
      },
    });
    expect(review.statusCode, review.body).toBe(201);

    ageUploads(t, [shown, orphan]);
    const deleted = await sweep(t);
    expect(deleted).toBe(1);
    expect(filesOf(t, shown).every((f) => fs.existsSync(f))).toBe(true);
    expect(filesOf(t, orphan).some((f) => fs.existsSync(f))).toBe(false);
  });
});
