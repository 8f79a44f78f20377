/**
 * The images of a product form: ones already stored (with their renditions) and files chosen but
 * not yet uploaded (previewed from the browser's memory), in the order the shop will show them.
 */
import type { ProductImage } from '@shop/shared/schemas/product';

export type ImageItem =
  { kind: 'stored'; key: string; image: ProductImage } | { kind: 'new'; key: string; file: File };

let keyCounter = 0;
export const nextImageKey = () => `img-${++keyCounter}`;

export const storedItems = (images: ProductImage[]): ImageItem[] =>
  images.map((image) => ({ kind: 'stored', key: nextImageKey(), image }));

/** Moves the item at `from` to `to`, keeping the others in order. */
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
