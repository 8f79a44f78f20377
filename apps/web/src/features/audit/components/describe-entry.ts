/** An audit entry in the maker's words: "Changed a product", "Signed in", … */
import type { AuditEntry } from '@shop/shared/schemas/audit';

const WRITES: Record<string, string> = {
  'POST /api/admin/products': 'Added a product',
  'PUT /api/admin/products/:id': 'Changed a product',
  'PATCH /api/admin/products/:id/featured': 'Changed whether a product is featured',
  'DELETE /api/admin/products/:id': 'Deleted a product',
  'PATCH /api/admin/orders/:id': 'Changed an order',
  'POST /api/admin/uploads': 'Uploaded an image',
  'POST /api/blog-posts': 'Wrote a blog post',
  'PATCH /api/blog-posts/:id': 'Changed a blog post',
  'DELETE /api/blog-posts/:id': 'Deleted a blog post',
  'POST /api/admin/monthly-drops': 'Added a monthly drop',
  'PUT /api/admin/monthly-drops/:id': 'Changed a monthly drop',
  'DELETE /api/admin/monthly-drops/:id': 'Deleted a monthly drop',
  'POST /api/admin/messages/:id/reply': 'Replied to a message',
};

export function describeEntry(entry: AuditEntry): string {
  if (entry.kind === 'sign_in') return 'Signed in';
  if (entry.kind === 'sign_in_failed') return 'Failed to sign in';
  return WRITES[`${entry.method} ${entry.route}`] ?? `${entry.method} ${entry.route}`;
}

export const isRefused = (entry: AuditEntry) => entry.status >= 400;
