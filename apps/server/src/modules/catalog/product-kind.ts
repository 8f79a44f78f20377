/**
 * What a product's kind changes when the admin saves it: a digital pattern's variants always
 * hold PATTERN_STOCK (checkout never takes from it, so it reads as in stock everywhere) and it
 * keeps a download limit; a finished piece has none.
 */
import type { AdminProductInput } from '@shop/shared/schemas/admin-product';
import {
  DEFAULT_DOWNLOAD_LIMIT,
  PATTERN_STOCK,
  type ProductKind,
} from '@shop/shared/schemas/pattern';

type KindedInput = AdminProductInput & { kind: ProductKind };

/** The form with the stock a product of this kind stores. */
export function withKindStock(input: AdminProductInput, kind: ProductKind): KindedInput {
  if (kind !== 'pattern') return { ...input, kind };
  return {
    ...input,
    kind,
    stock: PATTERN_STOCK,
    expectedStock: undefined,
    variants: input.variants?.map((variant) => ({ ...variant, stock: PATTERN_STOCK })),
  };
}

/** The kind and download limit columns to store (the limit kept when the form leaves it out). */
export function kindColumns(input: KindedInput, previousKind: ProductKind) {
  if (input.kind !== 'pattern') return { kind: input.kind, downloadLimit: null };
  const keepsLimit = previousKind === 'pattern' && input.downloadLimit === undefined;
  return {
    kind: input.kind,
    ...(keepsLimit ? {} : { downloadLimit: input.downloadLimit ?? DEFAULT_DOWNLOAD_LIMIT }),
  };
}
