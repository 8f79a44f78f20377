/**
 * The gift card's product page: an amount ($25, $50, $100 or one's own from $10 to $500), the
 * recipient's name and email, a message of up to 300 characters and the day the card is mailed
 * (today or later). Buy goes to the same hosted payment page as any order; the server checks
 * every field again. A signed-out visitor is asked to sign in first and comes back here. It is
 * an HTML form to `/forms/gift-cards/buy`, so Buy works before the app has loaded and with
 * scripts off: the server answers with the payment page, or this page again with the reasons and
 * what was typed. Once the app runs it checks the fields here first and buys through the API.
 */
import { Gift, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  GIFT_CARD_AMOUNTS_CENTS,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MIN_CENTS,
} from '@shop/shared/schemas/gift-card';
import { formatPrice } from '@shop/shared/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TextAreaField, TextField } from '@/components/ui/field';
import { HtmlForm } from '@/components/ui/html-form';
import { ApiError } from '@/lib/api-client';
import { useFormFlash } from '@/lib/form-flash';
import { useSessionStore } from '@/features/accounts/store';
import { useBuyGiftCard } from '../api/gift-cards';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The form's name: the server's answer to a post without the app is keyed by it. */
export const GIFT_CARD_BUY_FORM = 'gift-card-buy';

/** A preset amount's cents as the radio posts them, or "custom". */
function parseChoice(value: string | undefined): number | 'custom' {
  if (value === 'custom') return 'custom';
  const cents = Number.parseInt(value ?? '', 10);
  return (GIFT_CARD_AMOUNTS_CENTS as readonly number[]).includes(cents) ? cents : 5000;
}

export function GiftCardPurchase() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const buy = useBuyGiftCard();
  const amountGroup = useId();
  // After a post without the app: the server's reasons and what was typed.
  const flash = useFormFlash(GIFT_CARD_BUY_FORM);
  const typed = flash?.values ?? {};
  const [choice, setChoice] = useState<number | 'custom'>(parseChoice(typed.amount));
  const [custom, setCustom] = useState(typed.customAmount ?? '');
  const [recipientName, setRecipientName] = useState(typed.recipientName ?? '');
  const [recipientEmail, setRecipientEmail] = useState(typed.recipientEmail ?? '');
  const [message, setMessage] = useState(typed.message ?? '');
  const [sendOn, setSendOn] = useState(typed.sendOn || todayIso());
  const [localErrors, setLocalErrors] = useState<Record<string, string>>(flash?.errors ?? {});

  const amountCents =
    choice === 'custom' ? Math.round(Number.parseFloat(custom || '0') * 100) : choice;
  const serverFields = buy.error instanceof ApiError ? (buy.error.fields ?? {}) : {};
  const errors = { ...serverFields, ...localErrors };

  const onSubmit = () => {
    if (!user) {
      navigate('/signin', { state: { from: { pathname: '/gift-card' } } });
      return;
    }
    const found: Record<string, string> = {};
    if (!(amountCents >= GIFT_CARD_MIN_CENTS && amountCents <= GIFT_CARD_MAX_CENTS)) {
      found.amountCents = GIFT_CARD_MESSAGES.amount;
    }
    if (!recipientName.trim()) found.recipientName = "Enter the recipient's name";
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipientEmail)) {
      found.recipientEmail = "Enter the recipient's email";
    }
    if (sendOn < todayIso()) found.sendOn = GIFT_CARD_MESSAGES.sendOnPast;
    setLocalErrors(found);
    if (Object.keys(found).length > 0) return;
    buy.mutate(
      {
        amountCents,
        recipientName,
        recipientEmail,
        ...(message.trim() ? { message } : {}),
        sendOn,
      },
      { onSuccess: ({ url }) => window.location.assign(url) },
    );
  };

  const formError =
    buy.isError && !Object.keys(serverFields).length
      ? buy.error instanceof ApiError && buy.error.status < 500
        ? buy.error.message
        : 'The gift card could not be bought just now. Please try again.'
      : // The server's refusal of a post without the app, when no field says why.
        flash && buy.isIdle && !Object.keys(flash.errors).length
        ? (flash.message ?? null)
        : null;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-2 lg:items-start">
      <div
        aria-hidden
        className="flex aspect-[16/10] flex-col justify-between rounded-3xl bg-gradient-to-br from-clay-500 to-clay-700 p-8 text-cream-50 shadow-lg"
      >
        <div className="flex items-center justify-between">
          <span className="font-display text-2xl font-semibold">Loop &amp; Lantern</span>
          <Gift className="h-9 w-9" />
        </div>
        <div>
          <p className="text-sm uppercase tracking-widest text-cream-100">Gift card</p>
          <p className="font-display text-5xl font-bold">
            {amountCents >= GIFT_CARD_MIN_CENTS ? formatPrice(amountCents) : '$—'}
          </p>
        </div>
      </div>

      <HtmlForm
        action="/forms/gift-cards/buy"
        formName={GIFT_CARD_BUY_FORM}
        onSubmit={onSubmit}
        noValidate
        aria-label="Buy a gift card"
        className="space-y-6"
      >
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Gift card</h1>
          <p className="mt-2 text-ink-700 dark:text-cream-200">
            For someone you love who knows exactly what they like. We mail the code to them on the
            day you choose; they can spend it over several orders, and it never expires.
          </p>
        </div>

        <fieldset aria-describedby={errors.amountCents ? `${amountGroup}-error` : undefined}>
          <legend className="mb-2 text-sm font-semibold">Amount</legend>
          <div className="flex flex-wrap gap-2">
            {[...GIFT_CARD_AMOUNTS_CENTS, 'custom' as const].map((value) => (
              <label
                key={value}
                className={cn(
                  'cursor-pointer rounded-full border px-4 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-clay-300',
                  choice === value
                    ? 'border-clay-600 bg-clay-600 text-white'
                    : 'border-cream-300 bg-white text-ink-900 dark:border-night-600 dark:bg-night-900 dark:text-cream-100',
                )}
              >
                <input
                  type="radio"
                  name="amount"
                  value={String(value)}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="sr-only"
                />
                {value === 'custom' ? 'Other amount' : formatPrice(value)}
              </label>
            ))}
          </div>
          {choice === 'custom' ? (
            <TextField
              label="Your amount in dollars ($10–$500)"
              name="customAmount"
              type="number"
              inputMode="decimal"
              min={10}
              max={500}
              step="1"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              className="mt-3 max-w-xs"
            />
          ) : null}
          {errors.amountCents ? (
            <p
              id={`${amountGroup}-error`}
              role="alert"
              className="mt-2 text-sm text-red-700 dark:text-red-300"
            >
              {errors.amountCents}
            </p>
          ) : null}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Recipient's name"
            name="recipientName"
            value={recipientName}
            onChange={(event) => setRecipientName(event.target.value)}
            error={errors.recipientName}
            maxLength={100}
            autoComplete="off"
          />
          <TextField
            label="Recipient's email"
            name="recipientEmail"
            type="email"
            value={recipientEmail}
            onChange={(event) => setRecipientEmail(event.target.value)}
            error={errors.recipientEmail}
            autoComplete="off"
          />
        </div>
        <TextAreaField
          label={`Message (optional, up to ${GIFT_CARD_MESSAGE_MAX} characters)`}
          name="message"
          value={message}
          maxLength={GIFT_CARD_MESSAGE_MAX}
          onChange={(event) => setMessage(event.target.value)}
          error={errors.message}
        />
        <p className="-mt-4 text-right text-xs text-ink-500 dark:text-ink-300">
          {message.length}/{GIFT_CARD_MESSAGE_MAX}
        </p>
        <TextField
          label="Send on"
          name="sendOn"
          type="date"
          min={todayIso()}
          value={sendOn}
          onChange={(event) => setSendOn(event.target.value)}
          error={errors.sendOn}
          hint="Today or later: we mail the code to the recipient that morning (UTC)."
          className="max-w-xs"
        />
        {formError ? <Alert tone="danger">{formError}</Alert> : null}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={buy.isPending || buy.isSuccess}
        >
          {buy.isPending || buy.isSuccess ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <Gift className="h-4 w-4" aria-hidden />
          )}
          {user ? 'Buy gift card' : 'Sign in to buy'}
        </Button>
      </HtmlForm>
    </div>
  );
}
