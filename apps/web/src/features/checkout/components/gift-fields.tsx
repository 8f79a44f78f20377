/**
 * The cart's gift choice: "This order is a gift" (its packing slip shows no prices) and a gift
 * note for the recipient, up to the shop's limit, with a live count. Both stay with the cart in
 * the shop store (saved across reloads) and go with Proceed to Checkout; the server checks the
 * note again and its reason shows under the field.
 */
import { useId } from 'react';
import { MAX_GIFT_NOTE_LENGTH } from '@shop/shared/schemas/product';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { FormError } from '@/components/ui/form-error';
import { useShopStore } from '@/lib/store';

export function GiftFields({ serverError = null }: { serverError?: string | null }) {
  const id = useId();
  const gift = useShopStore((s) => s.gift);
  const setGift = useShopStore((s) => s.setGift);
  const length = gift.note.length;
  const tooLong = length > MAX_GIFT_NOTE_LENGTH;
  const error = tooLong
    ? `Gift note must be at most ${MAX_GIFT_NOTE_LENGTH} characters`
    : serverError;
  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Gift</legend>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5 rounded accent-clay-600 dark:accent-clay-400"
          checked={gift.isGift}
          onChange={(event) => setGift({ isGift: event.target.checked })}
        />
        This order is a gift
      </label>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-semibold">
          Gift note
        </label>
        <textarea
          id={id}
          rows={3}
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
    </fieldset>
  );
}
