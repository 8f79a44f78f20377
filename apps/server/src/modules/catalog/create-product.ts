/** Adds a product to the catalog from the admin's form (price in dollars, stored in cents). */
import { dollarsToCents } from '@shop/shared/money';
import type { AdminProduct, AdminProductInput } from '@shop/shared/schemas/admin-product';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { toProductDto } from './to-product-dto.ts';
import { checkProductImages } from './product-images.ts';

export async function createProduct(db: Db, input: AdminProductInput): Promise<AdminProduct> {
  const [row] = await db
    .insert(products)
    .values({
      name: input.name,
      category: input.category,
      description: input.description,
      priceCents: dollarsToCents(input.price),
      stock: input.stock,
      images: checkProductImages(input.images),
    })
    .returning();
  return { ...toProductDto(row!), wishlistCount: 0, waitingCount: 0 };
}
