/**
 * The test provider's hosted payment page: the order's lines and total, the customer's email,
 * a US shipping address, the shipping method (the rates the shop offers, like Stripe's page;
 * the first is preselected), billing "same as shipping" or its own address, and Pay / Cancel.
 * Pay and Cancel go to the server; the route moves on with the answer.
 *
 * An HTML form to `/forms/test-checkout` (its buttons name the `intent`), so the page pays and
 * cancels before the app has loaded and with scripts off: the server then renders the page
 * again with its reasons and the address typed, or sends the shopper on. Nothing here sets a
 * field's value once the app runs (no react-hook-form defaults): what was typed before stays.
 * With scripts off, unticking "same as shipping" shows no fieldset until Pay comes back asking
 * for the billing address.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Lock, Mail } from 'lucide-react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import {
  testCheckoutPayFormSchema,
  type testCheckoutPaySchema,
  type TestCheckoutPay,
  type TestCheckoutResult,
  type TestCheckoutSession,
} from '@shop/shared/schemas/order';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { Price } from '@/components/ui/price';
import { Totals } from '@/components/ui/totals';
import { ProductImage } from '@/components/ui/product-image';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { PAYMENT_KIND_LABELS } from '@shop/shared/order-payments';
import type { ShippingOption } from '@shop/shared/schemas/shipping';
import { useCancelTestSession, usePayTestSession } from '../api/test-checkout';
import { AddressFields, type ServedFields } from './address-fields';

export const TEST_CHECKOUT_FORM = 'test-checkout';

function ShippingMethods({
  options,
  chosen,
  error,
}: {
  options: ShippingOption[];
  /** The option checked in the server's HTML. */
  chosen: string | undefined;
  error: string | undefined;
}) {
  const { register } = useFormContext<TestCheckoutPay>();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-lg font-semibold">Shipping method</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className="flex cursor-pointer items-center gap-3 rounded-2xl border border-cream-300 bg-white px-4 py-3 has-[:checked]:border-clay-600 has-[:checked]:ring-2 has-[:checked]:ring-clay-600/30 dark:border-night-600 dark:bg-night-900/60 dark:has-[:checked]:border-clay-300"
        >
          <input
            type="radio"
            value={option.id}
            className="h-5 w-5 accent-clay-600"
            defaultChecked={option.id === chosen}
            {...register('shippingOptionId')}
          />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{option.name}</span>
            {option.estimate ? (
              <span className="block text-sm text-ink-500 dark:text-ink-300">
                {option.estimate}
              </span>
            ) : null}
          </span>
          {option.amountCents > 0 ? (
            <Price cents={option.amountCents} className="font-semibold" />
          ) : (
            <span className="font-semibold text-sage-700 dark:text-sage-300">Free</span>
          )}
        </label>
      ))}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </fieldset>
  );
}

/** A deposit or a balance: what arrived before, what this page charges, what stays due. */
function InstalmentRows({
  instalment,
  totalCents,
}: {
  instalment: NonNullable<TestCheckoutSession['instalment']>;
  totalCents: number;
}) {
  const laterCents = totalCents - instalment.paidCents - instalment.amountCents;
  return (
    <dl className="mt-3 space-y-2 text-sm" aria-label="Payments">
      {instalment.paidCents > 0 ? (
        <div className="flex justify-between gap-3">
          <dt className="text-ink-500 dark:text-ink-300">Deposit paid</dt>
          <dd className="font-semibold text-sage-700 dark:text-sage-300">
            −<Price cents={instalment.paidCents} />
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3 text-base">
        <dt className="font-semibold">{PAYMENT_KIND_LABELS[instalment.kind]} due now</dt>
        <dd>
          <Price cents={instalment.amountCents} className="font-bold" />
        </dd>
      </div>
      {laterCents > 0 ? (
        <div className="flex justify-between gap-3">
          <dt className="text-ink-500 dark:text-ink-300">Balance due when your piece is ready</dt>
          <dd>
            <Price cents={laterCents} className="font-semibold" />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function SessionSummary({
  session,
  shipping,
}: {
  session: TestCheckoutSession;
  shipping: Pick<ShippingOption, 'name' | 'amountCents'> | undefined;
}) {
  const instalment = session.instalment?.kind === 'full' ? null : session.instalment;
  return (
    <aside
      aria-label="Order summary"
      // On a phone the summary comes first, so the total is read before Pay.
      className="order-first rounded-3xl border border-cream-300 bg-cream-50 p-6 lg:order-none lg:sticky lg:top-24 dark:border-night-700 dark:bg-night-800"
    >
      <h2 className="text-xl font-semibold">Order summary</h2>
      <ul className="mt-4 divide-y divide-cream-300 dark:divide-night-600" aria-label="Items">
        {session.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3">
            <div className="h-14 w-14 shrink-0 overflow-hidden rounded-xl bg-cream-200 dark:bg-night-700">
              <ProductImage
                image={item.productImage ? { src: item.productImage, variants: [] } : undefined}
                alt={item.productName}
                sizes="56px"
              />
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">{item.productName}</p>
              <p className="text-sm text-ink-500 dark:text-ink-300">
                {item.quantity} × <Price cents={item.priceCents} />
              </p>
            </div>
            <Price cents={item.priceCents * item.quantity} className="text-sm font-semibold" />
          </li>
        ))}
      </ul>
      <Totals
        subtotalCents={session.subtotalCents}
        discountCents={session.discountCents}
        discountCode={session.discountCode}
        giftWrapCents={session.giftWrapCents}
        shippingCents={shipping?.amountCents ?? 0}
        shippingRateName={shipping?.name}
        totalCents={session.totalCents + (shipping?.amountCents ?? 0)}
        totalLabel={session.giftCardCents > 0 ? 'Total' : 'Total due'}
        giftCardCents={session.giftCardCents}
        cardPaymentLabel="Due by card"
        size={instalment ? 'md' : 'lg'}
        className="mt-2 border-t border-cream-300 pt-4 dark:border-night-600"
      />
      {instalment ? (
        <InstalmentRows
          instalment={instalment}
          totalCents={session.totalCents + (shipping?.amountCents ?? 0)}
        />
      ) : null}
      <p className="mt-4 text-xs text-ink-500 dark:text-ink-300">
        This session expires at{' '}
        <time dateTime={session.expiresAt}>{formatDateTime(session.expiresAt)}</time>; unpaid items
        then go back on the shelf.
      </p>
    </aside>
  );
}

function errorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
    return error.message;
  }
  return 'The payment could not be completed. Please try again.';
}

export function TestCheckoutForm({
  session,
  onPaid,
  onCancelled,
}: {
  session: TestCheckoutSession;
  onPaid: (result: TestCheckoutResult) => void;
  onCancelled: (result: TestCheckoutResult) => void;
}) {
  const pay = usePayTestSession(session.sessionId);
  const cancel = useCancelTestSession(session.sessionId);
  // After a post without the app: the server's reasons and the address typed (by field name).
  const flash = useFormFlash(TEST_CHECKOUT_FORM);
  const served: ServedFields | undefined = flash
    ? { errors: flash.errors, values: flash.values }
    : undefined;
  const firstOption = session.shippingOptions[0]?.id;
  const chosenOption = flash?.values.shippingOptionId || firstOption;
  const isSameChecked = flash ? flash.values.billingSameAsShipping === 'on' : session.needsShipping;
  const form = useForm<TestCheckoutPay, unknown, TestCheckoutPay>({
    // The app's values go through the same tidying as the HTML form's post.
    // (Its input is whatever a form holds; to the form hook it reads as the body it makes.)
    resolver: zodResolver(testCheckoutPayFormSchema as unknown as typeof testCheckoutPaySchema),
    shouldUnregister: true,
  });
  // Without the app, unticking shows nothing: Pay then comes back asking for the billing
  // address, with its fieldset (the box is rendered as it was posted).
  const isSameBilling = useWatch({
    control: form.control,
    name: 'billingSameAsShipping',
    defaultValue: isSameChecked,
  });
  const shippingOptionId = useWatch({
    control: form.control,
    name: 'shippingOptionId',
    defaultValue: chosenOption,
  });
  const shipping =
    session.fixedShipping ??
    session.shippingOptions.find((option) => option.id === shippingOptionId);
  // Gift cards paid their part at checkout: the card pays the rest. A deposit or balance page
  // charges only its part.
  const totalDue =
    session.instalment?.amountCents ??
    session.totalCents - session.giftCardCents + (shipping?.amountCents ?? 0);
  const isBusy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess;
  const billingError =
    (form.formState.errors.billingAddress?.message as string | undefined) ??
    flash?.errors.billingAddress;
  const formError =
    flash && !Object.keys(flash.errors).some((key) => key !== 'form') ? flash.message : undefined;

  const onPay = form.handleSubmit((values) =>
    pay.mutate(values, {
      onSuccess: onPaid,
      onError: (error) => console.error('Test payment failed', error),
    }),
  );
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: onCancelled,
      onError: (error) => console.error('Cancelling the test checkout failed', error),
    });

  return (
    // minmax(0, 1fr) on phones too: a long receipt address must not widen the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <FormProvider {...form}>
        <HtmlForm
          action="/forms/test-checkout"
          formName={TEST_CHECKOUT_FORM}
          onSubmit={(data, event) => {
            if (data.get('intent') === 'cancel') onCancel();
            else void onPay(event);
          }}
          noValidate
          aria-label="Payment details"
          className="space-y-8 rounded-3xl border border-cream-300 bg-white/70 p-5 sm:p-8 dark:border-night-700 dark:bg-night-800"
        >
          <input type="hidden" name="sessionId" value={session.sessionId} />
          <div className="flex items-center gap-3 rounded-2xl bg-cream-100 px-4 py-3 text-sm dark:bg-night-900/60">
            <Mail className="h-4 w-4 shrink-0 text-clay-600 dark:text-clay-300" aria-hidden />
            <span className="whitespace-nowrap text-ink-500 dark:text-ink-300">
              Receipt goes to
            </span>
            <span className="truncate font-semibold">{session.customerEmail}</span>
          </div>

          {session.needsShipping ? (
            <AddressFields prefix="shippingAddress" legend="Shipping address" served={served} />
          ) : null}

          {session.shippingOptions.length ? (
            <ShippingMethods
              options={session.shippingOptions}
              chosen={chosenOption}
              error={
                (form.formState.errors.shippingOptionId?.message as string | undefined) ??
                flash?.errors.shippingOptionId
              }
            />
          ) : null}

          {session.needsShipping ? null : (
            <AddressFields prefix="billingAddress" legend="Billing address" served={served} />
          )}

          {session.needsShipping ? (
            <div className="space-y-4">
              <label className="flex items-center gap-3 text-sm font-semibold">
                <input
                  type="checkbox"
                  className="h-5 w-5 rounded accent-clay-600"
                  defaultChecked={isSameChecked}
                  {...form.register('billingSameAsShipping')}
                />
                Billing address same as shipping
              </label>
              {isSameBilling ? null : (
                <AddressFields prefix="billingAddress" legend="Billing address" served={served} />
              )}
            </div>
          ) : null}

          {billingError ? <Alert tone="danger">{billingError}</Alert> : null}
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          {pay.isError ? <Alert tone="danger">{errorText(pay.error)}</Alert> : null}
          {cancel.isError ? (
            <Alert tone="danger">The checkout could not be cancelled. Please try again.</Alert>
          ) : null}

          {/* Pay comes first: Enter in a field presses it (the form's first button). */}
          <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
            <Button type="submit" name="intent" value="pay" size="lg" disabled={isBusy}>
              {pay.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              ) : (
                <Lock className="h-4 w-4" aria-hidden />
              )}
              {pay.isPending ? (
                'Paying…'
              ) : (
                <>
                  Pay <Price cents={totalDue} />
                </>
              )}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="cancel"
              formNoValidate
              variant="secondary"
              size="lg"
              disabled={isBusy}
            >
              {cancel.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
              Cancel
            </Button>
          </div>
        </HtmlForm>
      </FormProvider>
      <SessionSummary session={session} shipping={shipping} />
    </div>
  );
}
