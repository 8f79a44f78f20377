/**
 * The cart's "Gift card" field with Apply. Several cards may be applied; each shows what it pays
 * of this order and what stays on it, with Remove. The server checks every code (one message for
 * any code that cannot be used) and limits how many may be tried. When the cards pay for
 * everything, the shopper gives the shipping address here: there is no payment page.
 */
import { Gift, Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatGiftCardCode, MAX_GIFT_CARDS_PER_ORDER } from '@shop/shared/schemas/gift-card';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/field';
import { Price } from '@/components/ui/price';
import { ApiError } from '@/lib/api-client';
import { quoteGiftCards } from '../api/gift-cards';
import type { GiftCardsAtCheckout } from '../use-gift-cards-at-checkout';
import { GiftCardAddressFields } from './gift-card-address-fields';

const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.status < 500
    ? error.message
    : 'The gift card could not be checked. Please try again.';

export function GiftCardsField({
  state,
  dueCents,
  addressErrors,
}: {
  state: GiftCardsAtCheckout;
  dueCents: number;
  /** The checkout's refusal of the address, when it gave one. */
  addressErrors?: string | null;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);
  const isFull = state.codes.length >= MAX_GIFT_CARDS_PER_ORDER;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const code = text.trim();
    if (!code || isChecking) return;
    setChecking(true);
    setError(null);
    try {
      // The new code with those already applied: the server answers for all of them.
      await quoteGiftCards([...state.codes, code], dueCents);
      state.add(code);
      setText('');
    } catch (caught) {
      setError(refusalOf(caught));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="space-y-3">
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Gift card"
        className="space-y-1.5"
      >
        <label htmlFor={id} className="block text-sm font-semibold">
          Gift card
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            name="giftCardCode"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            placeholder="ABCD-EFGH-JKLM-NPQR"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            disabled={isFull}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(inputClass, 'min-w-0 flex-1 uppercase', error && 'border-red-400')}
          />
          <Button type="submit" variant="secondary" disabled={isChecking || !text.trim() || isFull}>
            {isChecking ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
            Apply
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </form>

      {state.codes.length > 0 ? (
        <ul aria-label="Applied gift cards" className="space-y-2">
          {state.codes.map((code) => {
            const card = state.quote?.cards.find((c) => c.code === code);
            const shown = formatGiftCardCode(code).slice(-4);
            return (
              <li
                key={code}
                className="flex items-start justify-between gap-3 rounded-2xl border border-sage-300 bg-sage-100/60 px-3 py-2 text-sm dark:border-sage-700 dark:bg-sage-700/20"
              >
                <div>
                  <p className="flex items-center gap-2 font-semibold">
                    <Gift className="h-4 w-4 text-sage-700 dark:text-sage-300" aria-hidden />
                    Gift card ····{card?.last4 ?? shown}
                  </p>
                  {card ? (
                    <p className="mt-0.5 text-ink-700 dark:text-cream-200">
                      Pays −<Price cents={card.appliedCents} /> ·{' '}
                      <Price cents={card.remainingCents} /> left on the card
                    </p>
                  ) : (
                    <p className="mt-0.5 text-ink-500 dark:text-ink-300">Checking…</p>
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => state.remove(code)}
                  aria-label={`Remove gift card ending ${card?.last4 ?? shown}`}
                >
                  <X className="h-4 w-4" aria-hidden />
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {state.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {state.error}
        </p>
      ) : null}
      {state.quote ? (
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-ink-500 dark:text-ink-300">Gift cards</dt>
            <dd className="font-semibold text-sage-700 dark:text-sage-300">
              −<Price cents={state.quote.appliedCents} />
            </dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-ink-500 dark:text-ink-300">Left to pay by card</dt>
            <dd className="font-semibold">
              <Price cents={state.quote.dueAfterCents} />
              {state.quote.dueAfterCents > 0 ? ' + shipping' : ''}
            </dd>
          </div>
        </dl>
      ) : null}
      {state.coversAll ? (
        <GiftCardAddressFields
          address={state.address}
          onChange={state.setAddress}
          error={addressErrors ?? null}
        />
      ) : null}
    </div>
  );
}
