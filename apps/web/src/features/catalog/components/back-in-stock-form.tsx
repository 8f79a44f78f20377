/**
 * "Email me when it's back" under a sold-out product (quick view and product page), or for the
 * sold-out choices of a product with options (one alert per variant: the one chosen, or picked
 * from a list when several fit the choice so far). Signed-in shoppers ask with one click for
 * their account's address; visitors type an address and confirm it from the mail we send (double
 * opt-in). The server sends one mail when stock returns. An HTML form to `/forms/stock-alerts`,
 * so it is sent before the app has loaded and with scripts off: the server renders the page
 * again with what happens next, or the reason and the address typed.
 */
import { BellRing, Check, MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { Product } from '@shop/shared/schemas/product';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { useSessionStore } from '@/features/accounts/store';
import { useRequestStockAlert, useStockAlertState } from '../api/stock-alert';
import { FormError } from '@/components/ui/form-error';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';

const FAILED = 'We could not save your request. Please try again.';

/** A sold-out variant: its id and label ("Size: M / Colour: Sage"). */
export type SoldOutChoice = { id: string; label: string };

type BackInStockFormProps = {
  product: Pick<Product, 'id' | 'name'>;
  /** For a product with options: the sold-out variants that fit the shopper's choice so far. */
  choices?: readonly SoldOutChoice[];
};

export const STOCK_ALERT_FORM = 'stock-alert';

export function BackInStockForm({ product, choices = [] }: BackInStockFormProps) {
  const user = useSessionStore((s) => s.user);
  const id = useId();
  // After a post without the app: this product's notice, or its reason and the address typed.
  const posted = useFormFlash(STOCK_ALERT_FORM);
  const flash = posted?.values.productId === product.id ? posted : null;
  const [email, setEmail] = useState(flash?.notice ? '' : (flash?.values.email ?? ''));
  const [pickedId, setPickedId] = useState<string | null>(flash?.values.variantId || null);
  const chosen = choices.find((c) => c.id === pickedId) ?? choices[0] ?? null;
  const variantId = chosen?.id ?? null;
  const state = useStockAlertState(product.id, user?.id, variantId);
  const request = useRequestStockAlert(product.id, user?.id);
  // An answer about another choice says nothing about this one.
  const isAnswerForChoice = (request.variables?.variantId ?? null) === variantId;
  const result = isAnswerForChoice ? request.data?.status : undefined;
  const isWaiting = Boolean(user) && (state.data?.isWaiting || result === 'waiting');

  const onSubmit = (data: FormData) => {
    // The field's text, also when typed before the app took over the page.
    const typed = data.get('email');
    const address = typeof typed === 'string' ? typed.trim() : email.trim();
    request.mutate({ email: user ? undefined : address, variantId });
  };
  const about = chosen ? `${product.name} (${chosen.label})` : product.name;

  const notice = (icon: typeof Check, text: string) => {
    const Icon = icon;
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-2xl bg-sage-100 px-4 py-3 text-sm text-sage-700 dark:bg-sage-700/25 dark:text-sage-300"
      >
        <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>{text}</span>
      </p>
    );
  };

  const picker =
    choices.length > 1 ? (
      <div className="space-y-1.5">
        <label htmlFor={`${id}-choice`} className="block text-sm font-semibold">
          Sold-out choice
        </label>
        <select
          id={`${id}-choice`}
          name="variantId"
          value={variantId ?? ''}
          onChange={(event) => setPickedId(event.target.value)}
          className={inputClass}
        >
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    ) : null;

  if (isWaiting && user) {
    const waitingNotice = notice(
      Check,
      chosen
        ? `We'll email ${user.email} once when ${chosen.label} is back.`
        : `We'll email ${user.email} once when it's back.`,
    );
    return picker ? (
      <div className="space-y-3 rounded-2xl border border-cream-300 p-4 dark:border-night-700">
        {picker}
        {waitingNotice}
      </div>
    ) : (
      waitingNotice
    );
  }
  // The server's answer to a post without the app (the page was rendered with it).
  if (flash?.notice && request.isIdle) return notice(isWaitingNotice(flash.notice), flash.notice);
  if (result === 'confirmation_sent') {
    return notice(
      MailCheck,
      `Almost done: we sent a link to ${request.variables?.email ?? email.trim()}. Click it to confirm, and we'll email you once when it's back.`,
    );
  }

  const error =
    request.isError && isAnswerForChoice
      ? (request.error.message ?? FAILED)
      : request.isIdle
        ? (flash?.errors.email ?? flash?.message ?? null)
        : null;
  return (
    <HtmlForm
      action="/forms/stock-alerts"
      formName={STOCK_ALERT_FORM}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-cream-300 p-4 dark:border-night-700"
    >
      <input type="hidden" name="productId" value={product.id} />
      {variantId && !picker ? <input type="hidden" name="variantId" value={variantId} /> : null}
      <p id={`${id}-title`} className="text-sm font-semibold">
        {choices.length > 1
          ? `Some choices of ${product.name} are sold out for now. Want to know when one is back?`
          : `Sold out for now. Want to know when ${about} is back?`}
      </p>
      {picker}
      {user ? null : (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
            Your email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(inputClass, error && 'border-red-400')}
          />
        </div>
      )}
      <Button type="submit" variant="secondary" className="w-full" disabled={request.isPending}>
        <BellRing className="h-4 w-4" aria-hidden />
        Email me when it&apos;s back
      </Button>
      <FormError id={`${id}-error`} announce>
        {error}
      </FormError>
    </HtmlForm>
  );
}

/** The server's notice for a shopper now on the list, or for a visitor to confirm by mail. */
const isWaitingNotice = (text: string) => (text.startsWith('Almost done') ? MailCheck : Check);
