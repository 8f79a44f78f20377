/**
 * Products for search as you type, as one SQL expression the search module runs in the same
 * statement as its categories and blog posts (one round trip per suggestion). Each typed word is
 * completed or corrected against the catalog's words (the small search_words table a trigger
 * keeps: the only place trigram similarity is computed), then the first live products by name
 * whose name, category or option values hold, for every typed word, one of the words it may
 * stand for (product_words, read in index order, so the work stays small however many products
 * match); each with its first picture and lowest price. Only products on sale (on-sale.ts, the
 * rule the listing, search results, related products and the sitemap share): a drop's products
 * are suggested from their release, not before.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ProductImage } from '@shop/shared/schemas/product';
import type { ProductSuggestion } from '@shop/shared/schemas/search';
import { LENGTH_PENALTY, searchWords } from './search-text.ts';
import { onSale } from './on-sale.ts';
import { products } from './schema.ts';

/** How many catalog words one typed word may stand for. */
const WORDS_PER_TYPED_WORD = 5;

/** One suggested product as the expression gives it (JSON), before its price is read. */
export type ProductSuggestionRow = {
  id: string;
  name: string;
  priceCents: number;
  minCents: number | null;
  maxCents: number | null;
  image: ProductImage | null;
};

/**
 * A JSON array of at most `limit` products resembling `query`, in name order (see
 * toProductSuggestions). The typed words travel as one JSON parameter, so the statement's text is
 * the same whatever was typed.
 *
 * What a typed word may stand for (`near`, then `meant`): the catalog words it begins, shortest
 * first, or when none, the words it most resembles (pg_trgm's `%`, less a penalty for a different
 * length so "blankit" means "blanket" rather than "blank"); at most WORDS_PER_TYPED_WORD of them.
 * Each word the first typed word may stand for gives its first products straight from
 * product_words' primary key (word, name, product); every other typed word must be met by one of
 * its words. A typed word that stands for nothing leaves no product.
 */
export function productSuggestionsSql({ query, limit }: { query: string; limit: number }): SQL {
  const typed = searchWords(query);
  if (typed.length === 0) return sql`'[]'::json`;
  // With more than one typed word, a product's own few words (product_words by product, one
  // index probe) must meet them all; never a scan of every product's words for a typed word.
  const everyTypedWord =
    typed.length > 1
      ? sql` and (select count(distinct mo.ord) from product_words po join meant mo on mo.word = po.word where po.product_id = p.product_id) = ${typed.length}`
      : sql``;
  return sql`(with typed (word, ord) as (
      select t.word, t.ord from jsonb_array_elements_text(${JSON.stringify(typed)}::jsonb) with ordinality as t (word, ord)
    ),
    near as (
      select t.ord, c.word, c.begins
      from typed t cross join lateral (
        select w.word, starts_with(w.word, t.word) as begins
        from search_words w
        where starts_with(w.word, t.word) or w.word % t.word
        order by starts_with(w.word, t.word) desc,
          case when starts_with(w.word, t.word) then length(w.word) end,
          similarity(w.word, t.word) - ${sql.raw(String(LENGTH_PENALTY))} * abs(length(w.word) - length(t.word)) desc,
          w.word
        limit ${sql.raw(String(WORDS_PER_TYPED_WORD))}
      ) c
    ),
    meant as (
      select n.ord, n.word from near n
      where n.begins or not exists (select 1 from near b where b.ord = n.ord and b.begins)
    ),
    found as (
      select distinct f.product_id, f.name
      from meant m cross join lateral (
        select p.product_id, p.name from product_words p
        join ${products} on ${products.id} = p.product_id and ${onSale()}
        where p.word = m.word${everyTypedWord}
        order by p.name, p.product_id
        limit ${limit}
      ) f
      where m.ord = 1 and (select count(distinct ord) from meant) = ${typed.length}
    ),
    firsts as (
      select f.product_id from found f order by f.name, f.product_id limit ${limit}
    )
    select coalesce(json_agg(json_build_object(
        'id', p.id,
        'name', p.name,
        'priceCents', p.price_cents,
        'image', p.images -> 0,
        'minCents', case when jsonb_array_length(p.options) > 0 then (select min(coalesce(v.price_cents, p.price_cents)) from product_variants v where v.product_id = p.id) end,
        'maxCents', case when jsonb_array_length(p.options) > 0 then (select max(coalesce(v.price_cents, p.price_cents)) from product_variants v where v.product_id = p.id) end
      ) order by p.name, p.id), '[]'::json)
    from products p
    where p.id in (select f.product_id from firsts f))`;
}

/** The suggestions the expression above answered: the lowest price, "From" when options differ. */
export function toProductSuggestions(rows: ProductSuggestionRow[]): ProductSuggestion[] {
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
