/**
 * The cart's gift choice: "This order is a gift" (its packing slip shows no prices) and a gift
 * note for the recipient, up to the shop's limit, with a live count. Both stay with the cart in
 * the shop store (saved across reloads) and go with Proceed to Checkout; the server checks the
 * note again and its reason shows under the field. When the maker offers gift wrap, a checkbox
 * with its price adds it; the server charges the maker's price, whatever the cart showed.
 */
import { Button } from '@/components/ui/button';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { useId } from 'react';
import { formatPrice } from '@shop/shared/money';
import { GIFT_WRAP_LABEL } from '@shop/shared/schemas/gift-wrap';
import { MAX_GIFT_NOTE_LENGTH } from '@shop/shared/schemas/product';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { FormError } from '@/components/ui/form-error';
import { useCartStore } from '@/features/cart/store';
import { useGiftWrapOffer } from '../api/gift-wrap';

/** The gift-wrap checkbox, once the maker's price is known; nothing while it loads or when not offered. */
function GiftWrapChoice({ serverError }: { serverError: string | null }) {
  const id = useId();
  const offer = useGiftWrapOffer();
  const wrap = useCartStore((s) => s.gift.wrap ?? false);
  const setGift = useCartStore((s) => s.setGift);
  if (offer.isError) {
    return (
      <p className="text-xs text-ink-500 dark:text-ink-300">
        Gift wrap could not be loaded just now.
      </p>
    );
  }
  const priceCents = offer.data?.priceCents ?? null;
  if (priceCents === null) return null;
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5 rounded accent-clay-600 dark:accent-clay-400"
          name="wrap"
          checked={wrap}
          onChange={(event) => setGift({ wrap: event.target.checked })}
          aria-describedby={serverError ? `${id}-error` : undefined}
        />
        {GIFT_WRAP_LABEL} ({priceCents === 0 ? 'free' : `+${formatPrice(priceCents)}`})
      </label>
      <FormError id={`${id}-error`}>{serverError}</FormError>
    </div>
  );
}

export function GiftFields({
  serverError = null,
  giftWrapError = null,
}: {
  serverError?: string | null;
  giftWrapError?: string | null;
}) {
  const id = useId();
  const gift = useCartStore((s) => s.gift);
  const setGift = useCartStore((s) => s.setGift);
  const flash = useFormFlash('cart-gift');
  const length = gift.note.length;
  const tooLong = length > MAX_GIFT_NOTE_LENGTH;
  const error = tooLong
    ? `Gift note must be at most ${MAX_GIFT_NOTE_LENGTH} characters`
    : (serverError ?? flash?.errors.note ?? flash?.message ?? null);
  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <HtmlForm
      action="/forms/cart/gift"
      formName="cart-gift"
      onSubmit={(data) =>
        setGift({
          isGift: data.get('isGift') === 'on',
          wrap: data.get('wrap') === 'on',
          note: String(data.get('note') ?? ''),
        })
      }
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">Gift</legend>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="h-5 w-5 rounded accent-clay-600 dark:accent-clay-400"
            name="isGift"
            checked={gift.isGift}
            onChange={(event) => setGift({ isGift: event.target.checked })}
          />
          This order is a gift
        </label>
        <GiftWrapChoice serverError={giftWrapError} />
        <div className="space-y-1.5">
          <label htmlFor={id} className="block text-sm font-semibold">
            Gift note
          </label>
          <textarea
            id={id}
            rows={3}
            name="note"
            value={gift.note}
            onChange={(event) => setGift({ note: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={cn(inputClass, 'w-full resize-y', error && 'border-red-400')}
          />
          <p
            id={`${id}-count`}
            className={cn(
              'text-xs text-ink-500 dark:text-ink-300',
              tooLong && 'text-red-700 dark:text-red-300',
            )}
          >
            {length}/{MAX_GIFT_NOTE_LENGTH} characters
          </p>
          <FormError id={`${id}-error`}>{error}</FormError>
        </div>
        {/* Before the app runs, this posts the form. Once it runs, each change is saved as it
            is made and the button confirms it; it stays, so the page does not shift under a
            shopper's finger when the app takes over. */}
        <Button type="submit" variant="secondary" size="sm">
          Save gift options
        </Button>
        {flash?.notice ? (
          <p role="status" className="text-sm text-sage-700 dark:text-sage-300">
            {flash.notice}
          </p>
        ) : null}
      </fieldset>
    </HtmlForm>
  );
}
