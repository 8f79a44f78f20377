/** Test data shaped like the API's answers (packages/shared schemas). */
import type { Product } from '@shop/shared/schemas/product';

let sequence = 0;

export function createProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    name: `Cozy Sage Bunny ${sequence}`,
    description: 'A soft bunny crocheted by hand in cotton yarn, with a little scarf.',
    priceCents: 2450,
    images: [
      {
        src: `/uploads/products/${id}-1200.webp`,
        alt: 'Bunny',
        variants: [400, 800, 1200].map((width) => ({
          width,
          src: `/uploads/products/${id}-${width}.webp`,
        })),
      },
    ],
    stock: 5,
    rating: 4.7,
    reviewsCount: 12,
    category: 'amigurumi',
    featured: false,
    createdAt: '2026-10-01T12:00:00.000Z',
    ...overrides,
  };
}
