/**
 * The requester's page of one commission (from their account, or from the signed link in the
 * mails): the request, the quote with "Accept and pay" (or "Pay the balance"), the payments
 * and the thread. Paying needs an account: a visitor is sent to sign in and back.
 */
import { Link, useLocation } from 'react-router';
import { formatPrice } from '@shop/shared/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/features/accounts/store';
import { useCustomOrder, usePayCustomOrder, useSendCustomMessage } from '../api/custom-orders';
import { QuoteCard, RequestFacts, StateBadge, Thread } from './custom-order-parts';

export function CustomOrderView({ id, token }: { id: string; token: string | null }) {
  const order = useCustomOrder(id, token);
  const pay = usePayCustomOrder(id, token);
  const message = useSendCustomMessage(id, token);
  const user = useSessionStore((s) => s.user);
  const location = useLocation();

  if (order.isPending) {
    return (
      <LoadingBlocks
        className="space-y-4"
        label="Loading your custom order…"
        blocks={['h-40 w-full', 'h-32 w-full']}
      />
    );
  }
  if (order.isError) {
    const isMissing = order.error instanceof ApiError && order.error.status === 404;
    return isMissing ? (
      <Alert tone="danger">
        This custom order was not found. Open the link from your latest mail, or sign in with the
        account you sent it from.
      </Alert>
    ) : (
      <LoadError onRetry={() => void order.refetch()}>
        We couldn&apos;t load this custom order. Please try again.
      </LoadError>
    );
  }
  const data = order.data;
  const due = data.amountDue;
  const payLabel =
    due?.kind === 'balance'
      ? `Pay the balance of ${due ? formatPrice(due.amountCents) : ''}`
      : 'Accept and pay';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <StateBadge state={data.state} />
        <span className="text-sm text-ink-500 dark:text-ink-300">
          Sent {new Date(data.createdAt).toLocaleDateString('en-US')}
        </span>
        {data.orderId && user ? (
          <Link to={`/orders/${data.orderId}`} className="text-sm font-semibold underline">
            View the order
          </Link>
        ) : null}
      </div>
      <QuoteCard order={data}>
        {due ? (
          <div className="mt-5 space-y-3">
            <p className="text-sm">
              Due now: <strong>{formatPrice(due.amountCents)}</strong>
              {due.kind === 'deposit' ? ' (deposit)' : ''}
            </p>
            {user ? (
              <Button
                size="lg"
                disabled={pay.isPending}
                onClick={() =>
                  pay.mutate(undefined, {
                    onSuccess: ({ url }) => window.location.assign(url),
                  })
                }
              >
                {pay.isPending ? <Spinner tone="button" /> : null}
                {payLabel}
              </Button>
            ) : (
              <Link
                to="/signin"
                state={{ from: location }}
                className="inline-block rounded-full bg-clay-600 px-5 py-3 font-semibold text-white dark:bg-clay-400 dark:text-night-950"
              >
                Sign in to accept and pay
              </Link>
            )}
            {pay.isError ? (
              <Alert tone="danger">
                {pay.error instanceof ApiError ? pay.error.message : 'Payment could not start.'}
              </Alert>
            ) : null}
          </div>
        ) : null}
      </QuoteCard>
      <RequestFacts order={data} />
      <Thread
        order={data}
        viewer="customer"
        isSending={message.isPending}
        error={message.isError ? 'Your message could not be sent. Please try again.' : null}
        onSend={(body, done) => message.mutate(body, { onSuccess: done })}
      />
    </div>
  );
}
