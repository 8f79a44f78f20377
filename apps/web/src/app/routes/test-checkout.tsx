/**
 * /test-checkout/:sessionId — the built-in test provider's hosted payment page (ADR 005),
 * clearly labelled as test mode. Pay → /order-confirmation?session_id=…; Cancel → /cart with
 * the stock released and the order's pieces back in the cart (before the app runs, the cart
 * page offers them back).
 */
import { ArrowLeft, CircleSlash, CheckCircle2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TestCheckoutResult, TestCheckoutSession } from '@shop/shared/schemas/order';
import { MESSAGES } from '@shop/shared/messages';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCartStore } from '@/features/cart/store';
import { useTestCheckoutSession } from '@/features/checkout/api/test-checkout';
import { TestCheckoutForm } from '@/features/checkout/components/test-checkout-form';
import { TestModeBanner } from '@/features/checkout/components/test-mode-banner';
import { answerRestoreOffer } from '@/features/checkout/api/restore-offer';
import { SHOP } from '@shop/shared/shop';

function Heading({ isClosed }: { isClosed: boolean }) {
  return (
    <div className="mb-6 space-y-4">
      <p className="font-display text-sm font-semibold uppercase tracking-[0.2em] text-clay-600 dark:text-clay-300">
        {SHOP.name} · Secure checkout
      </p>
      <h1 className="text-3xl font-semibold sm:text-4xl">
        {isClosed ? 'Checkout' : 'Complete your payment'}
      </h1>
      <TestModeBanner />
    </div>
  );
}

function LoadingState() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the checkout…
      </span>
      <Skeleton className="h-[32rem]" />
      <Skeleton className="h-80" />
    </div>
  );
}

const CLOSED_TEXT: Record<Exclude<TestCheckoutSession['state'], 'open' | 'paid'>, string> = {
  expired: `${MESSAGES.checkoutSessionExpired}. Its items went back on the shelf.`,
  cancelled: 'This checkout was cancelled. Its items went back on the shelf.',
  failed: 'This checkout could not be completed.',
};

function ClosedState({ session }: { session: TestCheckoutSession }) {
  if (session.state === 'paid') {
    return (
      <div className="rounded-3xl border border-sage-300 bg-sage-100 p-8 text-center dark:border-sage-700 dark:bg-sage-700/20">
        <CheckCircle2 className="mx-auto h-10 w-10 text-sage-700 dark:text-sage-300" aria-hidden />
        <p className="mt-3 font-display text-2xl">This order is already paid.</p>
        <ButtonLink
          to={`/order-confirmation?session_id=${encodeURIComponent(session.sessionId)}`}
          className="mt-6"
        >
          See your confirmation
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="rounded-3xl border border-dashed border-cream-300 bg-cream-50 p-8 text-center dark:border-night-600 dark:bg-night-800">
      <CircleSlash className="mx-auto h-10 w-10 text-ink-500" aria-hidden />
      <p className="mt-3 font-display text-2xl">
        {session.state === 'open' ? '' : CLOSED_TEXT[session.state]}
      </p>
      <p className="mt-2 text-ink-500 dark:text-ink-300">
        Nothing was charged. You can check out again from your cart.
      </p>
      <ButtonLink to="/cart" className="mt-6">
        Back to cart
      </ButtonLink>
    </div>
  );
}

export default function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const takeServerCart = useCartStore((s) => s.takeServerCart);
  const session = useTestCheckoutSession(sessionId);

  const backToCart = async (result: TestCheckoutResult, isCartCheckout: boolean) => {
    // A cart's pieces go straight back into the cart; should that fail, the cart page offers
    // them back instead (the server's offer of an unfinished checkout).
    if (isCartCheckout) {
      try {
        takeServerCart(await answerRestoreOffer({ orderId: result.orderId, intent: 'restore' }));
      } catch (error) {
        console.error('Restoring the cart failed', error);
      }
    }
    navigate(result.redirectTo, { replace: true });
  };

  let body;
  if (session.isPending) {
    body = <LoadingState />;
  } else if (session.isError) {
    const isMissing = session.error instanceof ApiError && session.error.status === 404;
    body = (
      <div className="space-y-4">
        <Alert tone="danger">
          {isMissing
            ? 'We could not find this checkout session. It may belong to another account.'
            : 'The checkout could not be loaded. Please try again.'}
        </Alert>
        <div className="flex flex-wrap gap-3">
          {isMissing ? null : (
            <Button variant="secondary" onClick={() => void session.refetch()}>
              Try Again
            </Button>
          )}
          <ButtonLink to="/cart" variant="ghost">
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to cart
          </ButtonLink>
        </div>
      </div>
    );
  } else if (session.data.state !== 'open') {
    body = <ClosedState session={session.data} />;
  } else {
    body = (
      <TestCheckoutForm
        session={session.data}
        onPaid={(result) => navigate(result.redirectTo, { replace: true })}
        onCancelled={(result) => void backToCart(result, !session.data.instalment)}
      />
    );
  }

  return (
    <Page title="Test checkout" wide>
      <Heading isClosed={session.data !== undefined && session.data.state !== 'open'} />
      {body}
      <p className="mt-8 text-center text-xs text-ink-500 dark:text-ink-300">
        Questions about your order?{' '}
        <Link to="/contact" className="underline">
          Contact the shop
        </Link>
        .
      </p>
    </Page>
  );
}
