/** Makes user text safe inside a LIKE/ILIKE pattern: `%`, `_` and `\` match themselves. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern matching values that contain `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLikePattern(text)}%`;
}
