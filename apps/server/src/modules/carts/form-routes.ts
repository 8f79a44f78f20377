/**
 * The cart's HTML forms (lib/form-route.ts), answered without the app: Add to Cart and Buy Now
 * on a product page, a line's Increase quantity / Decrease quantity / Remove, the gift choice,
 * the discount code's and the gift cards' Apply (and a card's Remove), the "Restore cart" offer's
 * answer, and Proceed to Checkout. Each checks its fields and calls the same service as the API
 * (change-cart.ts, the orders' checkout), then answers 303: back to the page, to the cart (Buy
 * Now), or to the payment page (checkout).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MAX_CHECKOUT_QUANTITY } from '@shop/shared/schemas/order';
import { MAX_GIFT_NOTE_LENGTH, MAX_PERSONALISATION_LENGTH } from '@shop/shared/schemas/product';
import { multiLineText, singleLineText } from '@shop/shared/schemas/text';
import { normalizeCode } from '@shop/shared/schemas/discount';
import { formRoute } from '../../lib/form-route.ts';
import { MESSAGES } from '@shop/shared/messages';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { checkerKeys, GIFT_CARD_CHECK_LIMIT } from '../gift-cards/index.ts';
import { checkDiscount } from '../discounts/index.ts';
import { changeCart } from './change-cart.ts';
import { cartOwnerForChange } from './guest-cart-cookie.ts';
import { readVisitorCart } from './visitor-cart.ts';
import { answerRestoreOffer } from './restore-offer.ts';
import { cartRestoreRequestSchema } from '@shop/shared/schemas/cart';
import { now } from '../../lib/clock.ts';
import { addressFields, addressOfForm, shownGiftCards } from './checkout-form-fields.ts';
import { checkoutVisitorCart } from './checkout-cart.ts';
import { applyCartGiftCard, removeCartGiftCard } from './kept-gift-cards.ts';

const ENTER_GIFT_CARD = 'Enter a gift card code';

const quantity = z.coerce
  .number({ message: 'Enter a quantity' })
  .int('Enter a whole number')
  .min(1, 'At least 1')
  .max(MAX_CHECKOUT_QUANTITY, `At most ${MAX_CHECKOUT_QUANTITY}`);
/** An empty field, as a form sends an unchosen value, is no value. */
const optionalText = (max: number) =>
  singleLineText(max)
    .optional()
    .transform((v) => v?.trim() || undefined);
const checkbox = z
  .literal('on')
  .optional()
  .transform((v) => v === 'on');
const lineKeyField = singleLineText(200).refine((key) => key.length > 0, 'Required');

export const ADDED_TO_CART = 'Added to your cart';
const OPTION_FIELDS = ['option0', 'option1', 'option2', 'option3', 'option4'] as const;

export const cartFormRoutes: FastifyPluginAsync = async (app) => {
  formRoute(app, '/cart/add', {
    form: 'cart-add',
    schema: z.object({
      productId: lineKeyField,
      variantId: optionalText(64),
      personalisation: optionalText(MAX_PERSONALISATION_LENGTH),
      quantity: quantity.default(1),
      intent: z.enum(['add', 'buy']).default('add'),
      // The option radios (`option0`, `option1`…) when no variant id was sent.
      ...Object.fromEntries(OPTION_FIELDS.map((name) => [name, optionalText(200)])),
    }),
    handle: async (fields, { request, reply, user }) => {
      const { productId, variantId, personalisation, quantity: wanted, intent } = fields;
      const values = fields as Record<string, unknown>;
      const optionValues = OPTION_FIELDS.map((name) => String(values[name] ?? ''));
      const owner = await cartOwnerForChange(app, request, reply, user);
      await changeCart(app.ctx.db, owner, {
        kind: 'add',
        productId,
        quantity: wanted,
        ...(variantId ? { variantId } : { optionValues }),
        ...(personalisation ? { personalisation } : {}),
      });
      // The funnel's "added to cart" step, counted with scripts off as with the app.
      app.analytics.track(request, { kind: 'add_to_cart', productId });
      return intent === 'buy' ? { redirect: '/cart' } : { notice: ADDED_TO_CART };
    },
  });

  formRoute(app, '/cart/quantity', {
    form: 'cart-line',
    schema: z.object({ line: lineKeyField, quantity }),
    handle: async ({ line, quantity: wanted }, { request, reply, user }) => {
      const owner = await cartOwnerForChange(app, request, reply, user);
      await changeCart(app.ctx.db, owner, { kind: 'set', line, quantity: wanted });
    },
  });

  formRoute(app, '/cart/remove', {
    form: 'cart-line',
    schema: z.object({ line: lineKeyField }),
    handle: async ({ line }, { request, reply, user }) => {
      const owner = await cartOwnerForChange(app, request, reply, user);
      await changeCart(app.ctx.db, owner, { kind: 'remove', line });
    },
  });

  formRoute(app, '/cart/gift', {
    form: 'cart-gift',
    schema: z.object({
      isGift: checkbox,
      wrap: checkbox,
      note: multiLineText(MAX_GIFT_NOTE_LENGTH).default(''),
    }),
    handle: async (gift, { request, reply, user }) => {
      const owner = await cartOwnerForChange(app, request, reply, user);
      await changeCart(app.ctx.db, owner, { kind: 'gift', gift });
      return { notice: 'Gift options saved' };
    },
  });

  // Apply: the code is checked against the cart as the server keeps it; the cart page then
  // carries it in its address (`/cart?code=`), where the page and Proceed to Checkout read it.
  formRoute(app, '/cart/discount', {
    form: 'cart-discount',
    schema: z.object({
      discountCode: singleLineText(64)
        .transform(normalizeCode)
        .refine((code) => code.length > 0, 'Enter a code'),
    }),
    handle: async ({ discountCode }, { request, user }) => {
      const cart = await readVisitorCart(app, request, user);
      const quote = await checkDiscount(app.ctx.db, {
        code: discountCode,
        items: (cart?.lines ?? []).map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          ...(line.variantId ? { variantId: line.variantId } : {}),
        })),
        userId: user?.id ?? null,
      });
      return { redirect: `/cart?code=${encodeURIComponent(quote.code)}` };
    },
  });

  // The "Restore cart" offer's two buttons: the pieces of the unfinished checkout back in the
  // cart, or the offer put away; either way back to the cart page it was on.
  formRoute(app, '/cart/restore', {
    form: 'cart-restore',
    access: 'user',
    // The same fields as the API's, beside the form's own (its name and the page to go back to).
    schema: z.object(cartRestoreRequestSchema.shape),
    handle: async (answer, { user }) => {
      if (!user) throw unauthorized();
      await answerRestoreOffer(app.ctx.db, { userId: user.id, answer, now: now() });
    },
  });

  // Gift cards: Apply (the code is never put back in the field, nor in the flash) and Remove.
  formRoute(app, '/cart/gift-cards', {
    form: 'cart-gift-card',
    schema: z.object({
      giftCardCode: singleLineText(40).refine((code) => code.trim().length > 0, ENTER_GIFT_CARD),
    }),
    secret: ['giftCardCode'],
    rateLimit: GIFT_CARD_CHECK_LIMIT,
    handle: async ({ giftCardCode }, { request, reply, user }) => {
      const owner = await cartOwnerForChange(app, request, reply, user);
      const keys = checkerKeys(request, reply, user?.id ?? null);
      const { notice } = await applyCartGiftCard(app.ctx.db, owner, keys, giftCardCode);
      return notice ? { notice } : undefined;
    },
  });

  formRoute(app, '/cart/gift-cards/remove', {
    form: 'cart-gift-card',
    schema: z.object({ card: lineKeyField }),
    handle: async ({ card }, { request, reply, user }) => {
      const owner = await cartOwnerForChange(app, request, reply, user);
      const { notice } = await removeCartGiftCard(app.ctx.db, owner, card);
      return notice ? { notice } : undefined;
    },
  });

  // Proceed to Checkout: the cart on the server becomes the order (prices and stock decided
  // again there), with the gift cards kept on it at the amounts the page showed (`giftCard`:
  // `id:cents`) and, when they pay everything, the shipping address typed in the cart; once the
  // payment page is open (or the order is paid) the cart is emptied, as the app does.
  formRoute(app, '/checkout', {
    form: 'checkout',
    access: 'user',
    schema: z.object({
      discountCode: optionalText(64),
      giftCard: shownGiftCards,
      ...addressFields,
    }),
    handle: async (fields, { request, reply, user }) => {
      if (!user) throw unauthorized();
      const { discountCode, giftCard: shown } = fields;
      const shippingAddress = addressOfForm(fields);
      const cart = await readVisitorCart(app, request, user);
      const items = (cart?.lines ?? []).map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        ...(line.variantId ? { variantId: line.variantId } : {}),
        ...(line.personalisation ? { personalisation: line.personalisation } : {}),
      }));
      if (items.length === 0) throw badRequest(MESSAGES.cartEmpty);
      const { url } = await checkoutVisitorCart(app, request, user, {
        items,
        discountCode,
        gift: cart?.gift ?? {},
        giftCards: shown,
        shippingAddress,
      });
      await changeCart(app.ctx.db, await cartOwnerForChange(app, request, reply, user), {
        kind: 'clear',
      });
      return { redirect: url };
    },
  });
};
