/**
 * One change to a cart (a guest's or a shopper's): add a product, set a line's quantity, remove
 * a line, or the gift choice. Applied in one transaction to the row as it is now, under its row
 * lock, so two tabs changing the cart at once both count and neither undoes the other. The
 * server's rules hold whatever the browser sends:
 * - a product must be on sale, with a variant of its own when it has options, and a text within
 *   its personalisation's limits; the name and price come from the catalog;
 * - the lines of one variant together hold at most what is on the shelf, each at most
 *   MAX_CHECKOUT_QUANTITY;
 * - a cart holds at most MAX_CART_LINES lines.
 * A refusal is a 4xx whose message says what to do; the cart stays as it was.
 */
import {
  CART_LIMIT_MESSAGES,
  MAX_CART_LINES,
  type CartChange,
  type SavedCart,
  type SavedCartLine,
} from '@shop/shared/schemas/cart';
import { MAX_CHECKOUT_QUANTITY } from '@shop/shared/schemas/order';
import type { Product } from '@shop/shared/schemas/product';
import { lineOffer } from '@shop/shared/line-offer';
import { variantLabel } from '@shop/shared/variant-label';
import {
  chooseOption,
  onlyLeftInStock,
  personalisationRequired,
  personalisationTooLong,
} from '@shop/shared/messages';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { getProductsByIds } from '../catalog/index.ts';
import {
  findLineIndex,
  isSameContent,
  lineKey,
  lockOwnerCart,
  NO_GIFT,
  toSavedCart,
  writeOwnerCart,
  type CartOwner,
} from './cart-row.ts';
import { writeGiftCards } from './kept-gift-cards.ts';

/** Units of one variant (or plain product) in the cart, the line at `skip` left out. */
function unitsOnShelfKey(lines: SavedCartLine[], line: SavedCartLine, skip = -1) {
  const key = `${line.productId}|${line.variantId ?? ''}`;
  return lines.reduce(
    (sum, l, i) =>
      i !== skip && `${l.productId}|${l.variantId ?? ''}` === key ? sum + l.quantity : sum,
    0,
  );
}

function checkStock(stock: number, wanted: number, others: number) {
  const room = Math.min(stock - others, MAX_CHECKOUT_QUANTITY);
  if (wanted <= room) return;
  const message =
    stock <= 0
      ? onlyLeftInStock(0)
      : others > 0
        ? `${onlyLeftInStock(stock)}, and ${others} already in your cart.`
        : `${onlyLeftInStock(stock)}.`;
  throw conflict(message, { quantity: message });
}

async function productOf(tx: Db, productId: string): Promise<Product> {
  const [product] = await getProductsByIds(tx, [productId]);
  if (!product) throw notFound(CART_LIMIT_MESSAGES.productGone);
  return product;
}

async function addLine(
  tx: Db,
  lines: SavedCartLine[],
  change: Extract<CartChange, { kind: 'add' }>,
): Promise<SavedCartLine[]> {
  const product = await productOf(tx, change.productId);
  const chosen = change.optionValues ?? [];
  const missing = product.options.find((_, i) => !chosen[i]);
  const variantId =
    change.variantId ??
    product.variants.find((v) => v.optionValues.every((value, i) => chosen[i] === value))?.id;
  if (product.options.length > 0 && !variantId) {
    const message = chooseOption((missing ?? product.options[0]!).name);
    throw badRequest(message, { variantId: message });
  }
  const text = change.personalisation?.trim() || undefined;
  const spec = product.personalisation;
  if (spec?.required && !text) {
    const message = personalisationRequired(spec.label);
    throw badRequest(message, { personalisation: message });
  }
  if (text && spec && text.length > spec.maxLength) {
    const message = personalisationTooLong(spec.label, spec.maxLength);
    throw badRequest(message, { personalisation: message });
  }
  const choice = { variantId, personalisation: spec ? text : undefined };
  const offer = lineOffer(choice, product);
  if (!offer) throw badRequest(CART_LIMIT_MESSAGES.productGone, { variantId: 'Choose again' });
  const variant = product.variants.find((v) => v.id === variantId);
  const added: SavedCartLine = {
    productId: product.id,
    quantity: change.quantity,
    name: product.name,
    priceCents: offer.priceCents,
    ...(variant
      ? { variantId: variant.id, variantLabel: variantLabel(product.options, variant.optionValues) }
      : {}),
    ...(choice.personalisation ? { personalisation: choice.personalisation } : {}),
  };
  const at = findLineIndex(lines, lineKey(added));
  checkStock(offer.stock, change.quantity, unitsOnShelfKey(lines, added));
  if (at >= 0) {
    return lines.map((line, i) =>
      i === at ? { ...added, quantity: line.quantity + change.quantity } : line,
    );
  }
  if (lines.length >= MAX_CART_LINES) {
    throw conflict(CART_LIMIT_MESSAGES.tooManyLines, {
      quantity: CART_LIMIT_MESSAGES.tooManyLines,
    });
  }
  return [...lines, added];
}

async function setQuantity(
  tx: Db,
  lines: SavedCartLine[],
  { line: key, quantity }: Extract<CartChange, { kind: 'set' }>,
): Promise<SavedCartLine[]> {
  const at = findLineIndex(lines, key);
  if (at < 0) throw notFound(CART_LIMIT_MESSAGES.lineGone);
  const line = lines[at]!;
  // Fewer is always allowed (a line over the shelf gets back under it one step at a time).
  if (quantity > line.quantity) {
    const product = await productOf(tx, line.productId);
    const offer = lineOffer(line, product);
    if (!offer) throw conflict(CART_LIMIT_MESSAGES.productGone);
    checkStock(offer.stock, quantity, unitsOnShelfKey(lines, line, at));
  }
  return lines.map((l, i) => (i === at ? { ...l, quantity } : l));
}

export async function changeCart(
  db: Db,
  owner: CartOwner,
  change: CartChange,
  now = new Date(),
): Promise<SavedCart> {
  return db.transaction(async (tx) => {
    const row = await lockOwnerCart(tx, owner);
    let { lines, gift } = row;
    if (change.kind === 'add') lines = await addLine(tx, lines, change);
    else if (change.kind === 'set') lines = await setQuantity(tx, lines, change);
    else if (change.kind === 'remove') {
      // Removing a line another tab removed already leaves the cart as it is.
      const at = findLineIndex(lines, change.line);
      lines = lines.filter((_, i) => i !== at);
    } else if (change.kind === 'gift') gift = change.gift;
    else {
      lines = [];
      gift = NO_GIFT;
    }
    // Emptied at checkout: the gift cards applied went into the order too.
    if (change.kind === 'clear' && row.giftCards.length > 0) await writeGiftCards(tx, owner, []);
    if (isSameContent(row, { lines, gift })) return toSavedCart(row);
    return toSavedCart(await writeOwnerCart(tx, owner, { lines, gift, version: row.version }, now));
  });
}
