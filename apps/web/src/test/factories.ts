/** Test data shaped like the API's answers (packages/shared schemas). */
import type { AdminProduct } from '@shop/shared/schemas/admin-product';
import type { Order, OrderItem } from '@shop/shared/schemas/order';
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
    kind: 'physical',
    downloadLimit: null,
    createdAt: '2026-10-01T12:00:00.000Z',
    options: [],
    variants: [],
    personalisation: null,
    ...overrides,
  };
}

const IMAGE_SIGNATURES: Record<'image/png' | 'image/jpeg' | 'image/webp', number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};

/** A file whose bytes start like a real picture of its type (the pickers check content). */
export function createImageFile(
  name = 'yarn.png',
  type: keyof typeof IMAGE_SIGNATURES = 'image/png',
  size = 1000,
): File {
  const bytes = new Uint8Array(Math.max(size, 16));
  bytes.set(IMAGE_SIGNATURES[type]);
  return new File([bytes], name, { type });
}

/** An order line: 2 × Mossy Frog at $18.00 unless overridden. */
export function createOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 'i1',
    productId: 'p1',
    productName: 'Mossy Frog',
    productImage: null,
    quantity: 2,
    priceCents: 1800,
    variantId: null,
    variantLabel: null,
    sku: null,
    personalisation: null,
    isDigital: false,
    ...overrides,
  };
}

/** A pending order awaiting payment, with no items unless given. */
export function createOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '1a2b3c4d-0000-4000-8000-000000000001',
    status: 'pending',
    paymentStatus: 'awaiting_payment',
    subtotalCents: 3600,
    discountCents: 0,
    discountCode: null,
    shippingCents: 0,
    shippingRateName: null,
    giftWrapCents: 0,
    totalCents: 3600,
    giftCardCents: 0,
    refundedCents: 0,
    shippingAddress: null,
    billingAddress: null,
    paidAt: null,
    trackingNumber: null,
    trackingUrl: null,
    cancelledAt: null,
    createdAt: '2026-10-01T12:00:00.000Z',
    isGift: false,
    giftNote: null,
    needsShipping: true,
    items: [],
    payments: [],
    ...overrides,
  };
}

/** A product as the admin panel's list answers it: the Sage Market Tote, in stock, no options. */
export function createAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 'p1',
    name: 'Sage Market Tote',
    description: 'A roomy tote.',
    priceCents: 4550,
    images: [{ src: '/uploads/products/a-800.webp', alt: 'Tote', variants: [] }],
    stock: 3,
    options: [],
    variants: [],
    personalisation: null,
    rating: 0,
    reviewsCount: 0,
    category: 'bags',
    featured: false,
    kind: 'physical',
    downloadLimit: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    wishlistCount: 0,
    waitingCount: 0,
    ...overrides,
  };
}
