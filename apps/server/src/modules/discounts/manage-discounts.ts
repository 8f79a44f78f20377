/** The maker's codes: list (newest first), create, edit, pause and resume. */
import { desc, eq } from 'drizzle-orm';
import type { Discount, DiscountInput } from '@shop/shared/schemas/discount';
import { discountInputSchema } from '@shop/shared/schemas/discount';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { getProductsByIds } from '../catalog/index.ts';
import type { DiscountRow } from './evaluate-discount.ts';
import { discountCodes } from './schema.ts';
import { isoTime, isoTimeOrNull } from '../../db/iso-time.ts';

type ProductName = { id: string; name: string };

export const toDiscountDto = (
  row: DiscountRow,
  names: ReadonlyMap<string, string> = new Map(),
): Discount => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amountCents: row.amountCents,
  minSubtotalCents: row.minSubtotalCents,
  startsAt: isoTimeOrNull(row.startsAt),
  endsAt: isoTimeOrNull(row.endsAt),
  usageLimit: row.usageLimit,
  oncePerCustomer: row.oncePerCustomer,
  productIds: row.productIds,
  products: row.productIds.flatMap((id): ProductName[] => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  }),
  categories: row.categories,
  paused: row.paused,
  uses: row.uses,
  createdAt: isoTime(row.createdAt),
});

/** The names of the products some codes are limited to (deleted products are absent). */
async function productNames(db: Db, rows: DiscountRow[]): Promise<Map<string, string>> {
  const products = await getProductsByIds(
    db,
    rows.flatMap((row) => row.productIds),
    { includeUnreleased: true },
  );
  return new Map(products.map((product) => [product.id, product.name]));
}

async function withNames(db: Db, row: DiscountRow): Promise<Discount> {
  return toDiscountDto(row, await productNames(db, [row]));
}

export async function listDiscounts(db: Db): Promise<Discount[]> {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt));
  const names = await productNames(db, rows);
  return rows.map((row) => toDiscountDto(row, names));
}

/** A code may be limited only to products the shop has (not deleted). */
async function assertProductsExist(db: Db, productIds: string[]) {
  if (productIds.length === 0) return;
  const found = new Set(
    (await getProductsByIds(db, productIds, { includeUnreleased: true })).map(
      (product) => product.id,
    ),
  );
  if (productIds.some((id) => !found.has(id))) {
    const message = 'Choose products from the shop';
    throw badRequest(message, { productIds: message });
  }
}

function toValues(input: DiscountInput) {
  const parsed = discountInputSchema.parse(input);
  return {
    code: parsed.code,
    kind: parsed.kind,
    percent: parsed.kind === 'percent' ? parsed.percent : null,
    amountCents: parsed.kind === 'fixed' ? parsed.amountCents : null,
    minSubtotalCents: parsed.minSubtotalCents,
    startsAt: parsed.startsAt ? new Date(parsed.startsAt) : null,
    endsAt: parsed.endsAt ? new Date(parsed.endsAt) : null,
    usageLimit: parsed.usageLimit,
    oncePerCustomer: parsed.oncePerCustomer,
    productIds: parsed.productIds,
    categories: parsed.categories,
  };
}

const duplicate = () =>
  conflict('A code with this name already exists', {
    code: 'A code with this name already exists',
  });

async function assertCodeFree(db: Db, code: string, exceptId?: string) {
  const [existing] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, code))
    .limit(1);
  if (existing && existing.id !== exceptId) throw duplicate();
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

export async function createDiscount(db: Db, input: DiscountInput): Promise<Discount> {
  const values = toValues(input);
  await assertCodeFree(db, values.code);
  await assertProductsExist(db, values.productIds);
  try {
    const [row] = await db.insert(discountCodes).values(values).returning();
    return withNames(db, row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateDiscount(db: Db, id: string, input: DiscountInput): Promise<Discount> {
  const values = toValues(input);
  await assertCodeFree(db, values.code, id);
  await assertProductsExist(db, values.productIds);
  try {
    const [row] = await db
      .update(discountCodes)
      .set(values)
      .where(eq(discountCodes.id, id))
      .returning();
    if (!row) throw notFound('Discount not found');
    return withNames(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function setDiscountPaused(db: Db, id: string, paused: boolean): Promise<Discount> {
  const [row] = await db
    .update(discountCodes)
    .set({ paused })
    .where(eq(discountCodes.id, id))
    .returning();
  if (!row) throw notFound('Discount not found');
  return withNames(db, row);
}
