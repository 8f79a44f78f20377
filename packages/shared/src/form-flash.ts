/**
 * What the server tells the next page after an HTML form was posted without the app (scripts
 * off, or not loaded yet): which form it was, the values typed (so nothing has to be typed
 * again), the reason per field and a message for the whole form, or a notice of what was done.
 * The server keeps it for one page view in a short-lived signed cookie and passes it into that
 * page's render; the page is then private to the visitor.
 */
export type FormFlash = {
  /** The form's name (its hidden `form` field), so only that form shows the errors. */
  form: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A reason for the whole form ("Not enough stock"), shown above its fields. */
  message?: string;
  /** What was done ("Added to your cart"), shown where the form asks for it. */
  notice?: string;
};

/** The hidden fields every HTML form carries. */
export const FORM_NAME_FIELD = 'form';
export const FORM_RETURN_FIELD = 'returnTo';

/** A same-site path (`/cart?x=1`), or null for anything that could leave the shop. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
