/**
 * Back on an empty cart after leaving for the payment page without paying (Cancel on the hosted
 * page, or the browser's back button): the server offers the pieces of that unfinished checkout
 * again (GET /api/cart/restore-offer; the server renders the page with it). Both buttons are
 * HTML forms to /forms/cart/restore, so they work before the app runs and without scripts; once
 * it runs they answer through the API and the cart takes the saved cart it returns.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, X } from 'lucide-react';
import type { CartRestoreRequest, RestoreOffer } from '@shop/shared/schemas/cart';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HtmlForm } from '@/components/ui/html-form';
import { useSessionStore } from '@/features/accounts/store';
import { useCartStore } from '@/features/cart/store';
import { useFormFlash } from '@/lib/form-flash';
import { cartKeys } from '@/lib/query-keys';
import { answerRestoreOffer, useRestoreOffer } from '../api/restore-offer';

const FORM_NAME = 'cart-restore';
const NO_OFFER: RestoreOffer = { offer: null };

function AnswerForm({
  orderId,
  intent,
  onAnswer,
  children,
}: {
  orderId: string;
  intent: CartRestoreRequest['intent'];
  onAnswer: (answer: CartRestoreRequest) => void;
  children: React.ReactNode;
}) {
  return (
    <HtmlForm
      action="/forms/cart/restore"
      formName={FORM_NAME}
      onSubmit={() => onAnswer({ orderId, intent })}
    >
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </HtmlForm>
  );
}

export function RestoreCartNotice() {
  const isSignedIn = useSessionStore((s) => s.user !== null);
  const isCartEmpty = useCartStore((s) => s.cart.length === 0);
  const takeServerCart = useCartStore((s) => s.takeServerCart);
  const queryClient = useQueryClient();
  const flash = useFormFlash(FORM_NAME);
  const offer = useRestoreOffer(isSignedIn && isCartEmpty).data?.offer ?? null;
  const answer = useMutation({
    mutationFn: answerRestoreOffer,
    onSuccess: (saved) => {
      queryClient.setQueryData(cartKeys.restoreOffer(), NO_OFFER);
      takeServerCart(saved);
    },
    // The offer is gone (paid meanwhile, answered in another tab): ask the server again.
    onError: () => void queryClient.invalidateQueries({ queryKey: cartKeys.restoreOffer() }),
  });

  const error = answer.error?.message ?? flash?.message ?? null;
  const alert = error ? (
    <Alert tone="danger" className="mb-6">
      {error}
    </Alert>
  ) : null;
  if (!isSignedIn || !isCartEmpty || !offer) return alert;
  const { orderId, count } = offer;
  return (
    <>
      {alert}
      <div
        role="status"
        className="mb-6 flex flex-col gap-3 rounded-2xl border border-clay-300/60 bg-clay-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between dark:border-clay-700/50 dark:bg-night-800"
      >
        <p className="text-sm text-ink-700 dark:text-cream-200">
          Your last checkout wasn&apos;t completed. Would you like the {count}{' '}
          {count === 1 ? 'item' : 'items'} back in your cart?
        </p>
        <div className="flex shrink-0 gap-2">
          <AnswerForm orderId={orderId} intent="restore" onAnswer={(a) => answer.mutate(a)}>
            <Button type="submit" size="sm" disabled={answer.isPending}>
              <RotateCcw className="h-4 w-4" aria-hidden /> Restore cart
            </Button>
          </AnswerForm>
          <AnswerForm orderId={orderId} intent="dismiss" onAnswer={(a) => answer.mutate(a)}>
            <Button
              type="submit"
              size="sm"
              variant="ghost"
              aria-label="Dismiss"
              disabled={answer.isPending}
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </AnswerForm>
        </div>
      </div>
    </>
  );
}
