/**
 * Products for search as you type: each typed word is completed or corrected against the
 * catalog's words (search-text.ts), then the first live products by name whose name, category or
 * option values hold, for every typed word, one of its words (product_words, so the work stays
 * small however many products match); each with its first picture and lowest price.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SUGGESTED_PRODUCTS, type ProductSuggestion } from '@shop/shared/schemas/search';
import type { ProductImage } from '@shop/shared/schemas/product';
import type { Db } from '../../db/client.ts';
import { products } from './schema.ts';
import { completeWord, searchWords } from './search-text.ts';

/** How many catalog words one typed word may stand for. */
const WORDS_PER_TYPED_WORD = 5;

/**
 * The ids of the first `limit` live products by name having, for each typed word, one of the words it may
 * stand for. Each word of the first typed word gives its first products straight from
 * product_words' primary key (word, name, product); the other typed words filter them.
 */
function firstProductsByName(meant: string[][], limit: number): SQL {
  const [first = [], ...rest] = meant;
  const others = rest.map(
    (words) =>
      sql` and exists (select 1 from product_words o where o.product_id = p.product_id and o.word in (${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}))`,
  );
  const perWord = first.map(
    (word) =>
      sql`(select p.product_id, p.name from product_words p where p.word = ${word}${sql.join(others)} order by p.name, p.product_id limit ${limit})`,
  );
  return sql`select m.product_id from (${sql.join(perWord, sql` union `)}) as m
    order by m.name, m.product_id
    limit ${limit}`;
}

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
  const matches = db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      images: products.images,
      options: products.options,
    })
    .from(products)
    .where(sql`${products.id} in (${firstProductsByName(meant, limit)})`)
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
    .orderBy(matches.name, matches.id);
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
