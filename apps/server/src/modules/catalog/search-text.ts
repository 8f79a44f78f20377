/**
 * Typo-tolerant matching over a product's search text (name, category, description and option
 * values in lower case, a generated column under one trigram index): word similarity finds
 * "blanket" for "blankit", and the closest word of the catalog corrects a search that matched
 * nothing as typed. pg_trgm is loaded on both databases.
 */
import { and, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/escape-like.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { products } from './schema.ts';

/** At most this many words of a search are matched or corrected one by one. */
const MAX_WORDS = 5;
/** How many of the closest products lend their words to a correction. */
const CORRECTION_CANDIDATES = 12;
/** Below this similarity a word is not taken as what the shopper meant. */
const MIN_CORRECTION_SIMILARITY = 0.3;
/**
 * A typo rarely changes a word's length by much, while a shorter word of the catalog that merely
 * starts like it ("blank" for "blankit") shares most of its trigrams: each character of difference
 * in length costs this much similarity, so "blanket" wins.
 */
const LENGTH_PENALTY = 0.1;
/** What separates words in a search text (pg_trgm treats the same characters as gaps). */
const WORD_GAPS = `[][[:space:],.;:!?()"/&+]+`;

/** The words of a search in lower case, at most MAX_WORDS of them. */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[\s,.;:!?()"/&+[\]]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** Live products whose search text is like `text` word by word (pg_trgm `<%`, index-backed). */
export function resemblesSearchText(text: string): SQL {
  return sql`${text.toLowerCase()} <% ${products.searchText}`;
}

/** Live products whose search text contains every word (ILIKE through the trigram index). */
export function containsEveryWord(words: string[]): SQL {
  return and(...words.map((word) => ilike(products.searchText, containsPattern(word))))!;
}

/**
 * The catalog's closest spelling of each word of `search` (the word itself when the catalog has
 * it), or null when some word resembles nothing in the catalog.
 */
export async function correctSearch(db: Db, search: string): Promise<string | null> {
  const words = searchWords(search);
  if (words.length === 0) return null;
  const corrected: string[] = [];
  for (const word of words) {
    const closest = await closestCatalogWord(db, word);
    if (!closest) return null;
    corrected.push(closest);
  }
  return corrected.join(' ');
}

async function closestCatalogWord(db: Db, word: string): Promise<string | null> {
  const candidates = db
    .select({ text: products.searchText })
    .from(products)
    .where(and(isNull(products.deletedAt), resemblesSearchText(word)))
    .orderBy(sql`word_similarity(${word}, ${products.searchText}) desc`, products.id)
    .limit(CORRECTION_CANDIDATES)
    .as('candidates');
  const result = await db.execute(sql`
    select w.word
    from ${candidates}, regexp_split_to_table(${candidates.text}, ${WORD_GAPS}) as w(word)
    where length(w.word) > 0 and similarity(w.word, ${word}) >= ${MIN_CORRECTION_SIMILARITY}
    group by w.word
    order by max(similarity(w.word, ${word})) - ${sql.raw(String(LENGTH_PENALTY))} * abs(length(w.word) - ${sql.raw(String(word.length))}) desc, w.word
    limit 1`);
  const [row] = rowsOf<{ word: string }>(result);
  return row?.word ?? null;
}
