/**
 * A drop's image is an https:// address or an upload of this shop. Uploaded drop images are
 * deleted with the drop (or when replaced) unless another drop uses the same file; images of
 * other folders (a product's, say) are never deleted from here.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { monthlyDrops } from './schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { imageFromUploadedUrl, removeImageVariants, type Storage } from '../media/index.ts';

export function checkDropImageUrl(storage: Storage, url: string): string {
  if (url.startsWith('/') && !storage.keyOf(url)) {
    throw badRequest('Please enter a valid image URL (https://…)', {
      imageUrl: 'Not an image of this shop',
    });
  }
  return url;
}

export async function removeDropImageIfUnused(
  { db, storage }: { db: Db; storage: Storage },
  { url, dropId }: { url: string; dropId: string },
): Promise<void> {
  const key = storage.keyOf(url);
  if (!key?.startsWith('drops/')) return;
  const [other] = await db
    .select({ id: monthlyDrops.id })
    .from(monthlyDrops)
    .where(and(eq(monthlyDrops.imageUrl, url), ne(monthlyDrops.id, dropId)))
    .limit(1);
  if (other) return;
  await removeImageVariants(storage, imageFromUploadedUrl(storage, url));
}
