/**
 * Products for search as you type: the live products whose name, category, description or
 * option values resemble what was typed (word similarity through the trigram index, so a typo
 * still finds them), the closest names first, each with its first picture and lowest price.
 */
import { and, isNull, sql } from 'drizzle-orm';
import { SUGGESTED_PRODUCTS, type ProductSuggestion } from '@shop/shared/schemas/search';
import type { ProductImage } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { resemblesSearchText } from './search-text.ts';

/**
 * The lowest or highest price a matched product sells at. Written with the subquery's name:
 * inside the correlated subquery an unqualified column would be the variant's own.
 */
const variantPrice = (fn: 'min' | 'max') =>
  sql<number>`case when jsonb_array_length(matches.options) > 0 then (select ${sql.raw(fn)}(coalesce(v.price_cents, matches.price_cents)) from product_variants v where v.product_id = matches.id) else matches.price_cents end`;

export async function suggestProducts(
  db: Db,
  { query, limit = SUGGESTED_PRODUCTS }: { query: string; limit?: number },
): Promise<ProductSuggestion[]> {
  const text = query.toLowerCase();
  const matches = db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      images: products.images,
      options: products.options,
      rank: sql<number>`row_number() over (order by word_similarity(${text}, lower(${products.name})) desc, word_similarity(${text}, ${products.searchText}) desc, ${products.createdAt} desc nulls last, ${products.id})`.as(
        'rank',
      ),
    })
    .from(products)
    .where(and(isNull(products.deletedAt), resemblesSearchText(text)))
    .orderBy(sql`rank`)
    .limit(limit)
    .as('matches');
  const rows = await db
    .select({
      id: matches.id,
      name: matches.name,
      priceCents: matches.priceCents,
      image: sql<ProductImage | null>`${matches.images} -> 0`,
      minCents: variantPrice('min'),
      maxCents: variantPrice('max'),
    })
    .from(matches)
    .orderBy(matches.rank);
  return rows.map((row) => {
    const min = Number(row.minCents ?? row.priceCents);
    const max = Number(row.maxCents ?? row.priceCents);
    return {
      id: row.id,
      name: row.name,
      priceCents: min,
      fromPrice: max > min,
      image: row.image ? { ...row.image, variants: row.image.variants ?? [] } : null,
    };
  });
}
