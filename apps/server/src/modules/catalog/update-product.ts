/**
 * Saves the admin's edit of a product: every field, images added, removed or reordered. Files of
 * removed images are deleted after the change is committed (unless past orders show them).
 * Raising stock above 0 sends the product's back-in-stock alerts.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { dollarsToCents } from '@shop/shared/money';
import type { AdminProduct, AdminProductInput } from '@shop/shared/schemas/admin-product';
import type { AppContext } from '../../context.ts';
import { products } from './schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { isProductId } from './product-id.ts';
import type { CatalogDependents } from './dependents.ts';
import { getAdminProduct } from './get-admin-product.ts';
import { toPersonalisation } from './create-product.ts';
import { saveVariants } from './save-variants.ts';
import { checkProductImages, removeDroppedImages } from './product-images.ts';
import { kindColumns, withKindStock } from './product-kind.ts';

/**
 * Stock holds the units still for sale: checkouts take units off it and give them back when
 * unpaid. An admin form loaded before such a change would otherwise write its stale figure over
 * it (and a later release would then add units the shelf does not have). With `expectedStock`
 * the admin's edit is applied as a difference to the current stock instead (never below 0).
 */
function stockToStore(currentStock: number, input: AdminProductInput): number {
  if (input.expectedStock === undefined) return input.stock;
  return Math.max(0, currentStock + (input.stock - input.expectedStock));
}

export async function updateProduct(
  { db, storage, config, outbox }: Pick<AppContext, 'db' | 'storage' | 'config' | 'outbox'>,
  dependents: CatalogDependents,
  id: string,
  form: AdminProductInput,
): Promise<AdminProduct> {
  if (!isProductId(id)) throw notFound('Product not found');
  const { dropped, alertsQueued } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        images: products.images,
        stock: products.stock,
        options: products.options,
        kind: products.kind,
      })
      .from(products)
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .for('update');
    if (!current) throw notFound('Product not found');
    const input = withKindStock(form, form.kind ?? current.kind);
    const images = checkProductImages(input.images, current.images);
    const options = input.options ?? current.options;
    const isSimple = options.length === 0 && current.options.length === 0;
    await tx
      .update(products)
      .set({
        name: input.name,
        category: input.category,
        description: input.description,
        priceCents: dollarsToCents(input.price),
        // With options (or moving to or from them) the variants hold the units.
        ...(isSimple ? { stock: stockToStore(current.stock, input) } : {}),
        images,
        options,
        ...(input.personalisation !== undefined
          ? { personalisation: toPersonalisation(input.personalisation) }
          : {}),
        ...kindColumns(input, current.kind),
      })
      .where(eq(products.id, id));
    await saveVariants(tx, {
      productId: id,
      previousOptions: current.options,
      options,
      variants: input.variants,
      stock: input.stock,
    });
    // Restocked above 0: everyone waiting gets their one back-in-stock mail (after commit).
    const alertsQueued = await dependents.onStockSaved({ tx, config, productId: id });
    const kept = new Set(images.map((image) => image.src));
    return { dropped: current.images.filter((image) => !kept.has(image.src)), alertsQueued };
  });
  if (alertsQueued > 0) outbox.kick();
  await removeDroppedImages(db, { storage, imagesInUse: dependents.imagesInUse }, id, dropped);
  return getAdminProduct(db, dependents, id);
}
