/**
 * On the buyer's order page: the gift cards the order bought, each with its recipient, its send
 * date, its status (waiting for payment, scheduled, sent, disabled) and "Resend" once sent. A
 * resend mails a new code (only a hash of the old one is kept; the old one stops working).
 */
import { Gift, Send } from 'lucide-react';
import { formatPrice } from '@shop/shared/money';
import type { BoughtGiftCard } from '@shop/shared/schemas/gift-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useBoughtGiftCards, useResendGiftCard } from '../api/gift-cards';

function statusText(card: BoughtGiftCard): string {
  if (card.status === 'pending') return 'Waiting for payment';
  if (card.status === 'void') return 'Not bought (the checkout closed)';
  if (card.status === 'disabled') return 'Disabled';
  return card.sentAt ? `Sent ${formatDateTime(card.sentAt)}` : `Scheduled for ${card.sendOn}`;
}

export function BoughtGiftCards({ orderId }: { orderId: string }) {
  const cards = useBoughtGiftCards(orderId);
  const resend = useResendGiftCard(orderId);
  if (cards.isPending || !cards.data?.items.length) {
    return cards.isError ? <Alert tone="danger">The gift cards could not be loaded.</Alert> : null;
  }
  return (
    <section
      aria-labelledby="bought-gift-cards"
      className="rounded-3xl border border-cream-300 bg-cream-50 p-5 sm:p-6 dark:border-night-700 dark:bg-night-800"
    >
      <h2 id="bought-gift-cards" className="flex items-center gap-2 text-xl font-semibold">
        <Gift className="h-5 w-5 text-clay-600 dark:text-clay-300" aria-hidden />
        Gift cards
      </h2>
      <ul className="mt-4 divide-y divide-cream-300 dark:divide-night-600">
        {cards.data.items.map((card) => (
          <li key={card.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold">
                {formatPrice(card.amountCents)} for {card.recipientName}
              </p>
              <p className="text-sm text-ink-500 dark:text-ink-300">
                {card.recipientEmail} · {statusText(card)}
                {card.last4 ? ` · code ····${card.last4}` : ''}
              </p>
            </div>
            {card.status === 'active' && card.sentAt ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => resend.mutate(card.id)}
                disabled={resend.isPending}
                aria-label={`Resend the gift card for ${card.recipientName}`}
              >
                <Send className="h-4 w-4" aria-hidden />
                Resend
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {resend.isSuccess ? (
        <Alert tone="success" className="mt-3">
          Sent again with a new code; the earlier code no longer works.
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert tone="danger" className="mt-3">
          {resend.error instanceof ApiError ? resend.error.message : 'It could not be sent again.'}
        </Alert>
      ) : null}
    </section>
  );
}

/** "Paid with gift card" for an order the cards paid in full; the part they paid otherwise. */
export function GiftCardPaymentNote({
  order,
}: {
  order: {
    giftCardCents: number;
    totalCents: number;
    paidAt: string | null;
    refundedCents: number;
  };
}) {
  if (order.giftCardCents <= 0 || !order.paidAt) return null;
  return (
    <div className="space-y-1 text-sm">
      <p className="flex items-center gap-2 font-semibold text-sage-700 dark:text-sage-300">
        <Gift className="h-4 w-4" aria-hidden />
        {order.giftCardCents >= order.totalCents
          ? 'Paid with gift card'
          : `${formatPrice(order.giftCardCents)} paid with gift card`}
      </p>
      {order.refundedCents > 0 ? (
        <p className="text-ink-500 dark:text-ink-300">
          Refunded: {formatPrice(order.refundedCents)}
        </p>
      ) : null}
    </div>
  );
}
