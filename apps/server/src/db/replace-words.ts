/**
 * Rewrites every occurrence of some words in a text column, ignoring case, as one SQL
 * expression: for erasing a person's name or address inside a text that is kept (an approved
 * review, an audit snapshot). `inJson` matches the words as JSON writes them, for a json column
 * read as text.
 */
import { sql, type SQL } from 'drizzle-orm';

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** regexp_replace reads `\` and `&` in its replacement; these stay literal. */
const asReplacement = (text: string) => text.replace(/[\\&]/g, '\\$&');
const jsonInner = (text: string) => JSON.stringify(text).slice(1, -1);

export function replaceWords(
  expr: SQL,
  pairs: readonly (readonly [string, string])[],
  { inJson = false }: { inJson?: boolean } = {},
): SQL {
  const written = inJson ? jsonInner : (text: string) => text;
  return pairs.reduce<SQL>(
    (current, [from, to]) =>
      sql`regexp_replace(${current}, ${asPattern(written(from))}, ${asReplacement(written(to))}, 'gi')`,
    expr,
  );
}
