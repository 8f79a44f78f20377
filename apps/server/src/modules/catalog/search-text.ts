/**
 * Typo-tolerant search words: what was typed is completed or corrected against the catalog's
 * distinct words (the small search_words table a trigger keeps, under its own trigram index), so
 * "blankit" becomes "blanket"; products are then matched on those words through the trigram
 * indexes of their texts. Search as you type does the same inside its one statement
 * (suggest-products.ts). A word is taken as meant when pg_trgm's `%` says it is similar enough
 * (its default threshold, 0.3). pg_trgm is loaded on both databases.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/escape-like.ts';
import { products, searchWords as catalogWords } from './schema.ts';

/** At most this many words of a search are matched or corrected one by one. */
const MAX_WORDS = 5;
/**
 * A typo rarely changes a word's length by much, while a shorter word of the catalog that merely
 * starts like it ("blank" for "blankit") shares most of its trigrams: each character of difference
 * in length costs this much similarity, so "blanket" wins.
 */
export const LENGTH_PENALTY = 0.1;

/** The words of a search in lower case, at most MAX_WORDS of them. */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[\s,.;:!?()"/&+[\]]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
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

/** The similarity of a catalog word to `word`, less the penalty for a different length. */
function closeness(word: string): SQL {
  return sql`similarity(${catalogWords.word}, ${word}) - ${sql.raw(String(LENGTH_PENALTY))} * abs(length(${catalogWords.word}) - ${sql.raw(String(word.length))})`;
}

/** The word itself when the catalog has it, else its closest word (trigram index on the words). */
async function closestCatalogWord(db: Db, word: string): Promise<string | null> {
  const [row] = await db
    .select({ word: catalogWords.word })
    .from(catalogWords)
    .where(or(eq(catalogWords.word, word), sql`${catalogWords.word} % ${word}`))
    .orderBy(
      sql`${catalogWords.word} = ${word} desc`,
      sql`${closeness(word)} desc`,
      catalogWords.word,
    )
    .limit(1);
  return row?.word ?? null;
}
