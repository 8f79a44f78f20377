/**
 * The admin's options and variant grid saved inside the product's transaction. Rows are matched
 * by their option values, so an edit keeps a variant's id (carts and orders point at it); a
 * combination left out is removed — refused while open orders hold it, naming those orders.
 * A product going back to no options gets one default variant with the form's stock.
 */
import { eq, inArray } from 'drizzle-orm';
import { ORDER_ID_PREFIX_LENGTH } from '@shop/shared/constants';
import { dollarsToCents } from '@shop/shared/money';
import type { OptionInput, VariantInput } from '@shop/shared/schemas/admin-product';
import { variantLabel } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { openOrdersHoldingVariants } from '../../db/variant-holds.ts';
import { badRequest } from '../../lib/app-error.ts';
import { productVariants } from './schema.ts';

const keyOf = (values: readonly string[]) => JSON.stringify(values);

async function removeVariants(
  tx: Db,
  options: readonly OptionInput[],
  rows: (typeof productVariants.$inferSelect)[],
) {
  if (rows.length === 0) return;
  const holds = await openOrdersHoldingVariants(
    tx,
    rows.map((row) => row.id),
  );
  if (holds.length > 0) {
    const held = rows.find((row) => row.id === holds[0]!.variantId)!;
    const what = held.optionValues.length
      ? variantLabel(options, held.optionValues)
      : 'The product without options';
    const numbers = [
      ...new Set(holds.map((h) => `#${h.orderId.slice(0, ORDER_ID_PREFIX_LENGTH)}`)),
    ];
    const message = `${what} cannot be removed: open orders hold it (${numbers.join(', ')})`;
    throw badRequest(message, { variants: message });
  }
  await tx.delete(productVariants).where(
    inArray(
      productVariants.id,
      rows.map((row) => row.id),
    ),
  );
}

export async function saveVariants(
  tx: Db,
  {
    productId,
    previousOptions,
    options,
    variants,
    stock,
  }: {
    productId: string;
    previousOptions: readonly OptionInput[];
    options: readonly OptionInput[];
    /** The grid's rows; undefined keeps the current ones (unless the options were dropped). */
    variants: readonly VariantInput[] | undefined;
    /** The stock of a product without options. */
    stock: number;
  },
): Promise<void> {
  const current = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .for('update');
  if (options.length === 0) {
    const withValues = current.filter((row) => row.optionValues.length > 0);
    if (withValues.length === 0) return;
    await removeVariants(tx, previousOptions, withValues);
    if (!current.some((row) => row.optionValues.length === 0)) {
      await tx.insert(productVariants).values({ productId, optionValues: [], stock });
    }
    return;
  }
  if (!variants) return;
  const wanted = new Map(variants.map((v, position) => [keyOf(v.optionValues), { v, position }]));
  const existing = new Map(current.map((row) => [keyOf(row.optionValues), row]));
  await removeVariants(
    tx,
    previousOptions,
    current.filter((row) => !wanted.has(keyOf(row.optionValues))),
  );
  for (const [key, { v, position }] of wanted) {
    const fields = {
      position,
      stock: v.stock,
      priceCents: v.price === null || v.price === undefined ? null : dollarsToCents(v.price),
      sku: v.sku || null,
      imageSrc: v.image || null,
    };
    const row = existing.get(key);
    if (row) {
      await tx.update(productVariants).set(fields).where(eq(productVariants.id, row.id));
    } else {
      await tx
        .insert(productVariants)
        .values({ productId, optionValues: v.optionValues, ...fields });
    }
  }
}
