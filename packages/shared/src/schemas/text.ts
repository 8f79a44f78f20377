/**
 * The rule for every string the shop accepts, on both sides:
 *   - no NUL and no other C0 control character (PostgreSQL refuses NUL in text, and the others
 *     have no business in a name, a search or an id); tab, carriage return and newline only in
 *     a field that is multi-line text (a textarea: a description, a message, a post);
 *   - no lone UTF-16 surrogate (it has no UTF-8 form, so the database would store a
 *     replacement character instead of what was sent);
 *   - no longer than the field's limit (every input string schema has a `.max`).
 * The server applies the first two to every path parameter, query field, body field and header
 * before validation (plugins/input-guard.ts), so a route gets them without declaring anything;
 * the schemas below say which fields are multi-line and how long each may be.
 */
import { z } from 'zod';

/** Strings marked as multi-line text: tab and newlines are allowed in them. */
export const multiLineTexts = z.registry<{ multiLine: true }>();

/** Marks a finished string schema as multi-line text (mark the last link of the chain). */
export function multiLine<T extends z.ZodType<string>>(schema: T): T {
  multiLineTexts.add(schema, { multiLine: true });
  return schema;
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string may not be accepted, or null when it may. */
export function badTextReason(value: string, { multiLine = false } = {}): string | null {
  if (value.includes('\u0000')) return 'Must not contain a NUL character';
  if ((multiLine ? CONTROL_EXCEPT_LINES : ANY_CONTROL).test(value)) {
    return multiLine
      ? 'Must not contain control characters'
      : 'Must be one line without control characters';
  }
  if (LONE_SURROGATE.test(value)) return 'Must be valid Unicode text';
  return null;
}

const refineText = (multi: boolean) => (value: string, ctx: z.RefinementCtx) => {
  const reason = badTextReason(value, { multiLine: multi });
  if (reason) ctx.addIssue({ code: 'custom', message: reason });
};

/** A one-line string of at most `max` characters (names, searches, codes). */
export const singleLineText = (max: number) => z.string().max(max).superRefine(refineText(false));

/** A multi-line string of at most `max` characters (descriptions, messages). */
export const multiLineText = (max: number) =>
  multiLine(z.string().max(max).superRefine(refineText(true)));

/**
 * The id of a row the shop created: every table's id is a UUID (db/columns.ts, and better-auth
 * is set to generate UUIDs). A malformed id is refused before it reaches a query.
 */
export const entityIdSchema = z.guid('Not a valid id');
