/** Uploads real images through POST /api/admin/uploads, for tests that need image records. */
import { expect } from 'vitest';
import type { ProductImage } from '@shop/shared/schemas/product';
import type { TestUser } from './helpers.ts';
import { makeImage } from './images.ts';
import { imageParts, multipartBody } from './multipart.ts';

export async function uploadImages(
  admin: TestUser,
  count = 1,
  query = '',
): Promise<ProductImage[]> {
  const files = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      makeImage('png', 500 + i * 10, 400, { r: 40 * i, g: 120, b: 90 }),
    ),
  );
  const res = await admin.inject({
    method: 'POST',
    url: `/api/admin/uploads${query}`,
    ...multipartBody(imageParts(files.map((bytes) => ({ bytes })))),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().images;
}
