/** The maker's codes: list (newest first), create, edit, pause and resume. */
import { desc, eq } from 'drizzle-orm';
import type { Discount, DiscountInput } from '@shop/shared/schemas/discount';
import { discountInputSchema } from '@shop/shared/schemas/discount';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { DiscountRow } from './evaluate-discount.ts';
import { discountCodes } from './schema.ts';

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const toDiscountDto = (row: DiscountRow): Discount => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amountCents: row.amountCents,
  minSubtotalCents: row.minSubtotalCents,
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  usageLimit: row.usageLimit,
  oncePerCustomer: row.oncePerCustomer,
  productIds: row.productIds,
  categories: row.categories,
  paused: row.paused,
  uses: row.uses,
  createdAt: iso(row.createdAt)!,
});

export async function listDiscounts(db: Db): Promise<Discount[]> {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt));
  return rows.map(toDiscountDto);
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
  try {
    const [row] = await db.insert(discountCodes).values(values).returning();
    return toDiscountDto(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export async function updateDiscount(db: Db, id: string, input: DiscountInput): Promise<Discount> {
  const values = toValues(input);
  await assertCodeFree(db, values.code, id);
  try {
    const [row] = await db
      .update(discountCodes)
      .set(values)
      .where(eq(discountCodes.id, id))
      .returning();
    if (!row) throw notFound('Discount not found');
    return toDiscountDto(row);
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
  return toDiscountDto(row);
}
