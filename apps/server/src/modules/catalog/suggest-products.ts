/**
 * Products for search as you type: each typed word is completed or corrected against the
 * catalog's words (search-text.ts), then the live products whose name, category or option values
 * contain, for every typed word, one of its words are found through the trigram index; those
 * with a word in their name first, then by name; each with its first picture and lowest price.
 */
import { and, asc, isNull, sql } from 'drizzle-orm';
import { SUGGESTED_PRODUCTS, type ProductSuggestion } from '@shop/shared/schemas/search';
import type { ProductImage } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { containsPattern } from '../../db/escape-like.ts';
import { completeWord, searchWords, titleContainsAny } from './search-text.ts';

/** How many catalog words one typed word may stand for. */
const WORDS_PER_TYPED_WORD = 5;

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
  const typed = searchWords(query);
  if (typed.length === 0) return [];
  const meant = await Promise.all(
    typed.map((word) => completeWord(db, word, WORDS_PER_TYPED_WORD)),
  );
  if (meant.some((words) => words.length === 0)) return [];
  const inName = sql.join(
    meant.flat().map((word) => sql`lower(${products.name}) like ${containsPattern(word)}`),
    sql` or `,
  );
  const matches = db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      images: products.images,
      options: products.options,
      rank: sql<number>`row_number() over (order by (${inName}) desc, ${products.name}, ${products.id})`.as(
        'rank',
      ),
    })
    .from(products)
    .where(and(isNull(products.deletedAt), ...meant.map(titleContainsAny)))
    .orderBy(sql`(${inName}) desc`, asc(products.name), asc(products.id))
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
