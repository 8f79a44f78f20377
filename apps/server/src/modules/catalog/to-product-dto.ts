/**
 * The catalog's public shape of a product: the columns every read selects (never `deleted_at`,
 * never more than the DTO needs) and the mapper from a row to the API's `Product`.
 */
import type { Product } from '@shop/shared/schemas/product';
import { products } from './schema.ts';
import { DEFAULT_DOWNLOAD_LIMIT } from '@shop/shared/schemas/pattern';

/** The columns a product read selects; pass to `db.select(productColumns)`. */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  images: products.images,
  stock: products.stock,
  rating: products.rating,
  reviewsCount: products.reviewsCount,
  category: products.category,
  featured: products.featured,
  createdAt: products.createdAt,
  options: products.options,
  personalisation: products.personalisation,
  kind: products.kind,
  downloadLimit: products.downloadLimit,
};

export type ProductRow = {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  images: Product['images'];
  stock: number;
  rating: number | string;
  reviewsCount: number;
  category: string;
  featured: boolean;
  createdAt: Date | string;
  options?: Product['options'] | null;
  personalisation?: Product['personalisation'] | null;
  kind?: Product['kind'];
  downloadLimit?: number | null;
};

export function toProductDto(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    images: row.images ?? [],
    stock: row.stock,
    // numeric comes back as a string from some drivers; the API always answers a number.
    rating: Number(row.rating),
    reviewsCount: row.reviewsCount,
    category: row.category,
    featured: row.featured,
    createdAt: (row.createdAt instanceof Date
      ? row.createdAt
      : new Date(row.createdAt)
    ).toISOString(),
    options: row.options ?? [],
    // Filled by withVariants (product-variants.ts) for a product with options.
    variants: [],
    personalisation: row.personalisation ?? null,
    kind: row.kind ?? 'physical',
    downloadLimit: row.kind === 'pattern' ? (row.downloadLimit ?? DEFAULT_DOWNLOAD_LIMIT) : null,
  };
}
