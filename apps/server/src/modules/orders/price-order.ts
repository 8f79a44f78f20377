/**
 * The shop's one pricing rule. Every figure a shopper or the maker sees comes from here, or
 * from what the checkout stored after calling it:
 *   1. each line: the chosen variant's price, plus the personalisation's price when a text was
 *      given (`lineOffer`, the rule the browser's cart and the account cart merge share), times
 *      its quantity; the subtotal is their sum;
 *   2. the discount code, evaluated on those priced lines (a percentage once per order, half up);
 *   3. gift wrap at the maker's price;
 *   4. the shipping rates, priced for the items after the discount (free with a free-shipping
 *      code); the shopper picks one on the payment page, and `orderTotalCents` adds it.
 * `priceOrder` runs it in two modes: `quote` for the cart (nothing taken, a refused code or a
 * line that cannot be bought is reported, not thrown) and `checkout` (inside the checkout's
 * transaction: choices checked field by field, stock checked, one use of the code taken under
 * its lock). A later step (gift cards) adds its own lines after the discount, here.
 */
import { lineOffer } from '@shop/shared/line-offer';
import {
  chooseOption,
  MESSAGES,
  onlyLeftInStock,
  personalisationRequired,
  personalisationTooLong,
} from '@shop/shared/messages';
import type { DiscountKind } from '@shop/shared/schemas/discount';
import { GIFT_WRAP_NOT_OFFERED } from '@shop/shared/schemas/gift-wrap';
import type { CheckoutLine } from '@shop/shared/schemas/order';
import type { OrderQuote } from '@shop/shared/schemas/order-quote';
import { variantLabel, type Product } from '@shop/shared/schemas/product';
import type { ShippingOption } from '@shop/shared/schemas/shipping';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { getProductsByIds, loadVariants, type VariantRow } from '../catalog/index.ts';
import { quoteDiscount, takeDiscountUse, type DiscountLine } from '../discounts/index.ts';
import { getGiftWrapSettings } from '../gift-wrap/index.ts';
import { shippingOptionsFor } from '../shipping/index.ts';
import type { PricedLine } from './create-pending-order.ts';
import { DEFAULT_DOWNLOAD_LIMIT, PATTERN_TEXTS } from '@shop/shared/schemas/pattern';
import { linesWithoutFiles } from '../patterns/index.ts';
import { shippingBasis } from './shipping-basis.ts';

export type PricingInput = {
  /** The shopper's choices: products, variants, texts and quantities. Prices are never read. */
  lines: CheckoutLine[];
  discountCode?: string | null;
  giftWrap?: boolean;
  /** Counts the shopper's earlier uses of a once-per-customer code (null: a guest's cart). */
  userId: string | null;
  now?: Date;
};

export type PricedDiscount = {
  /** Set when a use was taken (checkout mode): the order records it. */
  discountId: string | null;
  code: string;
  kind: DiscountKind;
  cents: number;
  freeShipping: boolean;
};

export type OrderPricing = {
  lines: PricedLine[];
  products: Map<string, Product>;
  subtotalCents: number;
  discount: PricedDiscount | null;
  /** Why the code does not apply (quote mode; checkout mode throws it as a 409 instead). */
  discountError: string | null;
  giftWrapCents: number;
  /** The rates the payment page offers, priced for this order's physical lines. */
  shippingOptions: ShippingOption[];
  /** False for a cart of digital patterns only: no address, no rate, no shipping charge. */
  needsShipping: boolean;
  /** Subtotal − discount + gift wrap: everything but the shipping the shopper picks. */
  totalCents: number;
};

/** An order's total: the one formula every stored and shown total comes from. */
export function orderTotalCents(parts: {
  subtotalCents: number;
  discountCents: number;
  giftWrapCents: number;
  shippingCents: number;
}): number {
  return parts.subtotalCents - parts.discountCents + parts.giftWrapCents + parts.shippingCents;
}

/** One line per product, variant and text: the same one twice counts once, quantities summed. */
export function mergeLines(items: CheckoutLine[]): CheckoutLine[] {
  const byKey = new Map<string, CheckoutLine>();
  for (const item of items) {
    const text = item.personalisation?.trim() || undefined;
    const key = JSON.stringify([item.productId, item.variantId ?? null, text ?? null]);
    const merged = byKey.get(key);
    if (merged) merged.quantity += item.quantity;
    else {
      byKey.set(key, {
        productId: item.productId,
        ...(item.variantId ? { variantId: item.variantId } : {}),
        ...(text ? { personalisation: text } : {}),
        quantity: item.quantity,
      });
    }
  }
  return [...byKey.values()];
}

type Chosen = { line: CheckoutLine; variant: VariantRow };

/** Why a line's variant or text cannot be bought, keyed `items.<index>.<field>`. */
function choiceProblems(
  line: CheckoutLine,
  index: number,
  product: Product,
  rows: VariantRow[],
): { variant?: VariantRow; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  let variant: VariantRow | undefined;
  if (line.variantId) {
    variant = rows.find((row) => row.id === line.variantId);
    if (!variant) fields[`items.${index}.variantId`] = MESSAGES.variantUnknown;
  } else if (product.options.length > 0) {
    fields[`items.${index}.variantId`] = chooseOption(product.options[0]!.name);
  } else {
    variant = rows.find((row) => row.optionValues.length === 0);
    if (!variant) fields[`items.${index}.variantId`] = MESSAGES.variantUnknown;
  }
  const asked = product.personalisation;
  const text = line.personalisation;
  if (!asked && text) fields[`items.${index}.personalisation`] = MESSAGES.personalisationNotAsked;
  else if (asked?.required && !text) {
    fields[`items.${index}.personalisation`] = personalisationRequired(asked.label);
  } else if (asked && text && [...text].length > asked.maxLength) {
    fields[`items.${index}.personalisation`] = personalisationTooLong(asked.label, asked.maxLength);
  }
  return { variant, fields };
}

/** A line's snapshot at the one line rule's price. */
function pricedLine(product: Product, { line, variant }: Chosen): PricedLine | null {
  const offer = lineOffer(
    {
      // A product without options has one hidden default variant; the rule prices it as the product.
      variantId: product.options.length ? variant.id : null,
      personalisation: line.personalisation ?? null,
    },
    product,
  );
  if (!offer) return null;
  return {
    productId: product.id,
    productName: product.name,
    productImage: variant.imageSrc ?? product.images[0]?.src ?? null,
    quantity: line.quantity,
    priceCents: offer.priceCents,
    variantId: variant.id,
    variantLabel: product.options.length
      ? variantLabel(product.options, variant.optionValues)
      : null,
    sku: variant.sku,
    personalisation: line.personalisation ?? null,
    // A pattern's line carries its download limit; a physical line has none.
    downloadLimit:
      product.kind === 'pattern' ? (product.downloadLimit ?? DEFAULT_DOWNLOAD_LIMIT) : null,
  };
}

/**
 * The lines priced. In checkout mode a wrong choice is a 400 naming its field and a product
 * gone or short of stock a 409 naming the product; in quote mode such lines are left out.
 */
async function priceLines(db: Db, lines: CheckoutLine[], mode: 'quote' | 'checkout') {
  const products = await getProductsByIds(
    db,
    lines.map((l) => l.productId),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const variants = await loadVariants(
    db,
    products.map((p) => p.id),
  );
  const fields: Record<string, string> = {};
  const chosen: Chosen[] = [];
  lines.forEach((line, index) => {
    const product = byId.get(line.productId);
    if (!product) return;
    const found = choiceProblems(line, index, product, variants.get(product.id) ?? []);
    Object.assign(fields, found.fields);
    if (found.variant && Object.keys(found.fields).length === 0) {
      chosen.push({ line, variant: found.variant });
    }
  });
  const firstProblem = Object.values(fields)[0];
  if (mode === 'checkout' && firstProblem) throw badRequest(firstProblem, fields);

  const reasons: Record<string, string> = {};
  for (const line of lines) {
    if (!byId.has(line.productId)) reasons[line.productId] = MESSAGES.productUnavailable;
  }
  // Several lines may hold one variant (two texts): their quantities count together.
  const wanted = new Map<string, number>();
  for (const { line, variant } of chosen) {
    wanted.set(variant.id, (wanted.get(variant.id) ?? 0) + line.quantity);
  }
  const priced: PricedLine[] = [];
  for (const one of chosen) {
    const product = byId.get(one.line.productId)!;
    // A pattern has no stock limit.
    const isPattern = product.kind === 'pattern';
    if (mode === 'checkout' && !isPattern && one.variant.stock < wanted.get(one.variant.id)!) {
      reasons[product.id] = onlyLeftInStock(one.variant.stock);
      continue;
    }
    const line = pricedLine(product, one);
    if (line) priced.push(line);
    else reasons[product.id] = MESSAGES.variantUnknown;
  }
  // A pattern option whose PDF is not uploaded yet is not for sale.
  const notReady = await linesWithoutFiles(
    db,
    chosen
      .filter(({ line }) => byId.get(line.productId)?.kind === 'pattern')
      .map(({ line, variant }) => ({
        productId: line.productId,
        optionValues: variant.optionValues,
      })),
  );
  for (const productId of notReady) reasons[productId] = PATTERN_TEXTS.patternNotReady;
  if (mode === 'checkout' && Object.keys(reasons).length) {
    throw conflict(MESSAGES.cartItemsUnavailable, reasons);
  }
  return { priced: priced.filter((line) => !notReady.has(line.productId)), byId };
}

export async function priceOrder(
  db: Db,
  input: PricingInput,
  mode: 'quote' | 'checkout',
): Promise<OrderPricing> {
  const now = input.now ?? new Date();
  const { priced, byId } = await priceLines(db, mergeLines(input.lines), mode);
  const subtotalCents = priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

  const discountLines: DiscountLine[] = priced.map((line) => ({
    productId: line.productId,
    category: byId.get(line.productId)!.category,
    priceCents: line.priceCents,
    quantity: line.quantity,
  }));
  let discount: PricedDiscount | null = null;
  let discountError: string | null = null;
  const code = input.discountCode || null;
  if (code && mode === 'checkout') {
    // Checked again and one use taken, under the code's row lock; a refusal is a 409.
    if (!input.userId) throw badRequest(MESSAGES.userEmailNotFound);
    const taken = await takeDiscountUse(db, {
      code,
      userId: input.userId,
      lines: discountLines,
      now,
    });
    discount = {
      discountId: taken.discountId,
      code: taken.code,
      kind: taken.kind,
      cents: taken.discountCents,
      freeShipping: taken.freeShipping,
    };
  } else if (code) {
    const verdict = await quoteDiscount(db, {
      code,
      userId: input.userId,
      lines: discountLines,
      now,
    });
    if (verdict.ok) {
      discount = {
        discountId: null,
        code: verdict.code,
        kind: verdict.kind,
        cents: verdict.discountCents,
        freeShipping: verdict.freeShipping,
      };
    } else discountError = verdict.message;
  }

  // Gift wrap at the maker's price now (never the cart's figure).
  const wrapPrice = input.giftWrap ? (await getGiftWrapSettings(db)).priceCents : 0;
  if (wrapPrice === null && mode === 'checkout') {
    throw badRequest(GIFT_WRAP_NOT_OFFERED, { giftWrap: GIFT_WRAP_NOT_OFFERED });
  }
  const giftWrapCents = wrapPrice ?? 0;

  const discountCents = discount?.cents ?? 0;
  // Shipping is priced on the physical lines only; patterns alone ship nothing.
  const basis = shippingBasis(priced, discountCents);
  const rates = basis.needsShipping
    ? await shippingOptionsFor(db, { subtotalCents: basis.physicalCents })
    : [];
  const shippingOptions = discount?.freeShipping
    ? rates.map((option) => ({ ...option, amountCents: 0 }))
    : rates;
  return {
    lines: priced,
    products: byId,
    subtotalCents,
    discount,
    discountError,
    giftWrapCents,
    shippingOptions,
    needsShipping: basis.needsShipping,
    totalCents: orderTotalCents({ subtotalCents, discountCents, giftWrapCents, shippingCents: 0 }),
  };
}

/** The cart's view of a pricing: what `POST /api/cart/quote` answers. */
export function toOrderQuote(pricing: OrderPricing): OrderQuote {
  return {
    lines: pricing.lines.map((line) => ({
      productId: line.productId,
      // A product without options has no variant in the cart (its default one is the server's).
      variantId: pricing.products.get(line.productId)?.options.length ? line.variantId : null,
      personalisation: line.personalisation,
      quantity: line.quantity,
      unitPriceCents: line.priceCents,
      lineTotalCents: line.priceCents * line.quantity,
    })),
    subtotalCents: pricing.subtotalCents,
    discount: pricing.discount && {
      code: pricing.discount.code,
      kind: pricing.discount.kind,
      cents: pricing.discount.cents,
      freeShipping: pricing.discount.freeShipping,
    },
    discountError: pricing.discountError,
    giftWrapCents: pricing.giftWrapCents,
    totalCents: pricing.totalCents,
  };
}
