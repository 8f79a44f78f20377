/**
 * The cart's "Gift card" field with Apply. Several cards may be applied; each shows what it pays
 * of this order and what stays on it, with Remove. The server checks every code (one message for
 * any code that cannot be used), limits how many may be tried, and keeps the cards on the cart,
 * showing only each card's last four characters. Apply and Remove are real forms: before the app
 * runs (or without scripts) the browser posts them and the server answers with the cart page;
 * once it runs they go through the API. The kept cards ride along with Proceed to Checkout (by
 * id, with what each pays here) and, when they pay everything, so does the shipping address
 * asked for here: there is no payment page.
 */
import { Gift, Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { GIFT_CARD_MESSAGES, MAX_GIFT_CARDS_PER_ORDER } from '@shop/shared/schemas/gift-card';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/field';
import { HtmlForm } from '@/components/ui/html-form';
import { Price } from '@/components/ui/price';
import { ApiError } from '@/lib/api-client';
import { useFormFlash } from '@/lib/form-flash';
import { useApplyCartGiftCard, useRemoveCartGiftCard } from '../api/cart-gift-cards';
import type { GiftCardsAtCheckout } from '../use-gift-cards-at-checkout';
import { GiftCardAddressFields } from './gift-card-address-fields';

const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.status < 500
    ? (error.fields?.giftCardCode ?? error.message)
    : 'The gift card could not be checked. Please try again.';

const ENTER_CODE = 'Enter a gift card code';

export function GiftCardsField({
  state,
  checkoutFormId,
  addressError,
}: {
  state: GiftCardsAtCheckout;
  /** The Proceed to Checkout form the kept cards and the address are sent with. */
  checkoutFormId: string;
  /** The app's checkout's refusal of the address, when it gave one. */
  addressError?: string | null;
}) {
  const id = useId();
  const flash = useFormFlash('cart-gift-card');
  const [text, setText] = useState('');
  const [isEmpty, setEmpty] = useState(false);
  const apply = useApplyCartGiftCard();
  const remove = useRemoveCartGiftCard();
  const isFull = state.cards.length >= MAX_GIFT_CARDS_PER_ORDER;

  const onApply = () => {
    const code = text.trim();
    setEmpty(!code);
    if (!code) {
      apply.reset();
      return;
    }
    if (apply.isPending) return;
    apply.mutate(code, { onSuccess: () => setText('') });
  };
  const error = isEmpty
    ? ENTER_CODE
    : apply.isError
      ? refusalOf(apply.error)
      : remove.isError
        ? refusalOf(remove.error)
        : (flash?.errors.giftCardCode ?? flash?.message ?? null);
  const notice = apply.data?.notice ?? remove.data?.notice ?? (error ? null : flash?.notice);

  return (
    <div className="space-y-3">
      {isFull ? (
        <p className="text-sm text-ink-500 dark:text-ink-300">{GIFT_CARD_MESSAGES.tooMany}.</p>
      ) : (
        <HtmlForm
          action="/forms/cart/gift-cards"
          formName="cart-gift-card"
          onSubmit={onApply}
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
                setEmpty(false);
                if (apply.isError) apply.reset();
              }}
              placeholder="ABCD-EFGH-JKLM-NPQR"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={cn(inputClass, 'min-w-0 flex-1 uppercase', error && 'border-red-400')}
            />
            {/* Never disabled for an empty field: a disabled default button stops Enter. */}
            <Button type="submit" variant="secondary" disabled={apply.isPending}>
              {apply.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
              Apply
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          ) : null}
        </HtmlForm>
      )}
      {notice ? (
        <p role="status" className="text-sm text-sage-700 dark:text-sage-300">
          {notice}
        </p>
      ) : null}

      {state.cards.length > 0 ? (
        <ul aria-label="Applied gift cards" className="space-y-2">
          {state.cards.map((card) => (
            <li
              key={card.id}
              className="flex items-start justify-between gap-3 rounded-2xl border border-sage-300 bg-sage-100/60 px-3 py-2 text-sm dark:border-sage-700 dark:bg-sage-700/20"
            >
              <div>
                <p className="flex items-center gap-2 font-semibold">
                  <Gift className="h-4 w-4 text-sage-700 dark:text-sage-300" aria-hidden />
                  Gift card ····{card.last4}
                </p>
                {card.isUsable ? (
                  <p className="mt-0.5 text-ink-700 dark:text-cream-200">
                    Pays −<Price cents={card.appliedCents} /> ·{' '}
                    <Price cents={card.remainingCents} /> left on the card
                  </p>
                ) : (
                  <p className="mt-0.5 text-red-700 dark:text-red-300">
                    {GIFT_CARD_MESSAGES.unusable}: it pays nothing now.
                  </p>
                )}
              </div>
              <HtmlForm
                action="/forms/cart/gift-cards/remove"
                formName="cart-gift-card"
                onSubmit={() => remove.mutate(card.id)}
              >
                <input type="hidden" name="card" value={card.id} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending && remove.variables === card.id}
                  aria-label={`Remove gift card ending ${card.last4}`}
                >
                  <X className="h-4 w-4" aria-hidden />
                  Remove
                </Button>
              </HtmlForm>
            </li>
          ))}
        </ul>
      ) : null}
      {/* What each card pays here goes with Proceed to Checkout (never the code). */}
      {state.forCheckout.giftCards?.map((card) => (
        <input
          key={card.id}
          type="hidden"
          form={checkoutFormId}
          name="giftCard"
          value={`${card.id}:${card.amountCents ?? 0}`}
        />
      ))}
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
          error={addressError ?? null}
          fieldErrors={state.addressErrors}
          formId={checkoutFormId}
        />
      ) : null}
    </div>
  );
}
