/** Adds a product to the catalog from the admin's form (price in dollars, stored in cents). */
import { dollarsToCents } from '@shop/shared/money';
import type { AdminProduct, AdminProductInput } from '@shop/shared/schemas/admin-product';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import type { Personalisation } from '@shop/shared/schemas/product';
import { getProduct } from './get-product.ts';
import { saveVariants } from './save-variants.ts';
import { checkProductImages } from './product-images.ts';
import { kindColumns, withKindStock } from './product-kind.ts';

export async function createProduct(db: Db, form: AdminProductInput): Promise<AdminProduct> {
  const input = withKindStock(form, form.kind ?? 'physical');
  const options = input.options ?? [];
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        name: input.name,
        category: input.category,
        description: input.description,
        priceCents: dollarsToCents(input.price),
        // With options the variants hold the units (a trigger sums them up).
        stock: options.length ? 0 : input.stock,
        images: checkProductImages(input.images),
        options,
        personalisation: toPersonalisation(input.personalisation),
        ...kindColumns(input, 'physical'),
      })
      .returning({ id: products.id });
    await saveVariants(tx, {
      productId: row!.id,
      previousOptions: [],
      options,
      variants: input.variants ?? [],
      stock: input.stock,
    });
    return row!.id;
  });
  return {
    ...(await getProduct(db, id, { includeUnreleased: true }))!,
    wishlistCount: 0,
    waitingCount: 0,
  };
}

/** The form's personalisation (price in dollars) as stored (cents); null when none is asked. */
export function toPersonalisation(
  input: AdminProductInput['personalisation'],
): Personalisation | null {
  if (!input) return null;
  return {
    label: input.label,
    maxLength: input.maxLength,
    required: input.required,
    priceCents: dollarsToCents(input.price),
  };
}
