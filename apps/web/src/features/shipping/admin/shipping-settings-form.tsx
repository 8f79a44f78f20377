/**
 * Settings → Shipping: the maker's rates (name, price, delivery estimate, countries, optional
 * free-above amount), edited as one list and saved together. No rates: the shop ships free
 * within the US only. Field errors come from the server, next to the field they are about.
 */
import { Loader2, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { dollarsToCents } from '@shop/shared/money';
import {
  MAX_SHIPPING_RATES,
  type ShippingRate,
  type ShippingRateInput,
} from '@shop/shared/schemas/shipping';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useSaveShippingRates, useShippingRates } from '../api/shipping-rates';

type Draft = {
  key: string;
  name: string;
  price: string;
  estimate: string;
  countries: string;
  freeAbove: string;
};

const toDollars = (cents: number) => (cents / 100).toFixed(2);

const toDraft = (rate: ShippingRate): Draft => ({
  key: rate.id,
  name: rate.name,
  price: toDollars(rate.priceCents),
  estimate: rate.estimate,
  countries: rate.countries.join(', '),
  freeAbove: rate.freeAboveCents === null ? '' : toDollars(rate.freeAboveCents),
});

const emptyDraft = (): Draft => ({
  key: crypto.randomUUID(),
  name: '',
  price: '',
  estimate: '',
  countries: 'US',
  freeAbove: '',
});

/** "5.99" → 599; a blank or a non-number is NaN (the server answers it with a field error). */
function cents(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return dollarsToCents(Number(trimmed));
}

function toInput(draft: Draft): ShippingRateInput {
  return {
    name: draft.name,
    priceCents: cents(draft.price),
    estimate: draft.estimate,
    countries: draft.countries
      .split(/[\s,]+/)
      .map((code) => code.trim())
      .filter(Boolean),
    freeAboveCents: draft.freeAbove.trim() === '' ? null : cents(draft.freeAbove),
  };
}

/** Client-side checks the JSON cannot carry (a number that is not one). */
function localErrors(drafts: Draft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  drafts.forEach((draft, index) => {
    if (Number.isNaN(cents(draft.price))) {
      errors[`rates.${index}.priceCents`] = 'Enter a price like 5.99';
    }
    if (draft.freeAbove.trim() && Number.isNaN(cents(draft.freeAbove))) {
      errors[`rates.${index}.freeAboveCents`] = 'Enter an amount like 75.00, or leave it empty';
    }
  });
  return errors;
}

/** A rate's boxes, in order: the draft field each edits and the input field its error comes under. */
const RATE_FIELDS: {
  field: Exclude<keyof Draft, 'key'>;
  errorKey: string;
  label: string;
  inputMode?: 'decimal';
  placeholder?: string;
  hint?: string;
}[] = [
  { field: 'name', errorKey: 'name', label: 'Name', placeholder: 'Standard' },
  {
    field: 'price',
    errorKey: 'priceCents',
    label: 'Price (USD)',
    inputMode: 'decimal',
    placeholder: '5.99',
  },
  {
    field: 'estimate',
    errorKey: 'estimate',
    label: 'Delivery estimate',
    placeholder: '5–7 business days',
  },
  {
    field: 'countries',
    errorKey: 'countries',
    label: 'Countries',
    hint: 'Two-letter codes, separated by commas: US, CA',
  },
  {
    field: 'freeAbove',
    errorKey: 'freeAboveCents',
    label: 'Free above (USD, optional)',
    inputMode: 'decimal',
    hint: 'Orders whose subtotal reaches this amount ship free on this rate',
  },
];

function RateEditor({
  draft,
  index,
  errors,
  onChange,
  onRemove,
}: {
  draft: Draft;
  index: number;
  errors: Record<string, string>;
  onChange: (next: Draft) => void;
  onRemove: () => void;
}) {
  const error = (field: string) => errors[`rates.${index}.${field}`];
  const set = (field: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...draft, [field]: event.target.value });
  return (
    <li className="rounded-3xl border border-cream-300 bg-cream-50 p-5 dark:border-night-700 dark:bg-night-800">
      <fieldset>
        <legend className="sr-only">Rate {index + 1}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {RATE_FIELDS.map((spec) => (
            <TextField
              key={spec.field}
              label={spec.label}
              inputMode={spec.inputMode}
              value={draft[spec.field]}
              onChange={set(spec.field)}
              error={error(spec.errorKey)}
              placeholder={spec.placeholder}
              hint={spec.hint}
            />
          ))}
        </div>
        <div className="mt-4 flex justify-end">
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Remove {draft.name || `rate ${index + 1}`}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

function Editor({ rates }: { rates: ShippingRate[] }) {
  const [drafts, setDrafts] = useState<Draft[]>(() => rates.map(toDraft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveShippingRates();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const local = localErrors(drafts);
    setErrors(local);
    if (Object.keys(local).length) return;
    save.mutate(
      { rates: drafts.map(toInput) },
      {
        onSuccess: (saved) => setDrafts(saved.rates.map(toDraft)),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Shipping rates" className="space-y-5">
      {drafts.length === 0 ? (
        <Alert tone="info">
          No rates yet: every order ships free, within the United States only. Add a rate to charge
          for shipping or to ship abroad.
        </Alert>
      ) : (
        <ul className="space-y-4">
          {drafts.map((draft, index) => (
            <RateEditor
              key={draft.key}
              draft={draft}
              index={index}
              errors={errors}
              onChange={(next) => setDrafts((all) => all.map((d, i) => (i === index ? next : d)))}
              onRemove={() => setDrafts((all) => all.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      {errors['rates'] ? <Alert tone="danger">{errors['rates']}</Alert> : null}
      {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
        <Alert tone="danger">The rates could not be saved. Please try again.</Alert>
      ) : null}
      {save.isError && save.error instanceof ApiError && save.error.fields ? (
        <Alert tone="danger">Some rates need a fix; see the fields marked above.</Alert>
      ) : null}
      {save.isSuccess ? <Alert tone="success">Shipping rates saved.</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          onClick={() => setDrafts((all) => [...all, emptyDraft()])}
          disabled={drafts.length >= MAX_SHIPPING_RATES}
        >
          <Plus className="h-4 w-4" aria-hidden />
          Add a rate
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
          Save rates
        </Button>
      </div>
    </form>
  );
}

export function ShippingSettingsForm() {
  const query = useShippingRates();
  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy>
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
        The shipping rates could not be loaded.
      </LoadError>
    );
  }
  return <Editor rates={query.data.rates} />;
}
