/**
 * Settings → Shipping → Gift wrap: the price of the add-on shoppers tick in the cart. Empty:
 * the shop does not offer gift wrap (the cart shows no checkbox). The server adds this price to
 * an order that asks for it and refuses a negative one with a field error.
 */
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { dollarsToCents } from '@shop/shared/money';
import type { GiftWrapSettings } from '@shop/shared/schemas/gift-wrap';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useGiftWrapSettings, useSaveGiftWrap } from '../api/gift-wrap';

const toText = (priceCents: number | null) =>
  priceCents === null ? '' : (priceCents / 100).toFixed(2);

/** "4.00" → 400; blank → null (not offered); anything else NaN. */
function toCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return null;
  if (!/^-?\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return dollarsToCents(Number(trimmed));
}

function Editor({ settings }: { settings: GiftWrapSettings }) {
  const [price, setPrice] = useState(() => toText(settings.priceCents));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveGiftWrap();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const priceCents = toCents(price);
    if (Number.isNaN(priceCents)) {
      setError('Enter a price like 4.00, or leave it empty');
      return;
    }
    setError(undefined);
    save.mutate(
      { priceCents },
      {
        onSuccess: (saved) => setPrice(toText(saved.priceCents)),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields) setError(failure.fields.priceCents);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Gift wrap" className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          label="Gift wrap price (USD, optional)"
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={error}
          hint="Leave empty to not offer gift wrap; 0.00 offers it free"
          className="w-full max-w-xs"
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
          Save gift wrap
        </Button>
      </div>
      {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
        <Alert tone="danger">Gift wrap could not be saved. Please try again.</Alert>
      ) : null}
      {save.isSuccess ? (
        <Alert tone="success">
          {save.data.priceCents === null
            ? 'Gift wrap is no longer offered.'
            : 'Gift wrap price saved.'}
        </Alert>
      ) : null}
    </form>
  );
}

export function GiftWrapForm() {
  const query = useGiftWrapSettings();
  return (
    <section
      aria-labelledby="gift-wrap-heading"
      className="space-y-4 rounded-3xl border border-cream-300 bg-cream-50 p-5 sm:p-6 dark:border-night-700 dark:bg-night-800"
    >
      <div>
        <h2 id="gift-wrap-heading" className="text-xl font-semibold">
          Gift wrap
        </h2>
        <p className="mt-1 text-sm text-ink-500 dark:text-ink-300">
          An add-on shoppers tick in the cart. It shows on the order, the packing slip and the
          mails.
        </p>
      </div>
      {query.isPending ? (
        <Skeleton className="h-20" />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
          The gift wrap setting could not be loaded.
        </LoadError>
      ) : (
        <Editor settings={query.data} />
      )}
    </section>
  );
}
