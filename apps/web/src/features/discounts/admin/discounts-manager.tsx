/**
 * Admin → Discounts: the maker's codes (what each takes off, its minimum, dates, uses so far of
 * its limit, what it is limited to, active or paused) with Edit and Pause / Resume, and one form
 * for a new code or an edited one: the type and amount, minimum, dates, total uses, once per
 * customer, and the products (searched by name) and categories it is limited to. Field errors
 * come from the server, next to their field.
 */
import { Loader2, Pause, Pencil, Play, Plus } from 'lucide-react';
import { useState } from 'react';
import { CATEGORIES } from '@shop/shared/categories';
import { dollarsToCents, formatPrice } from '@shop/shared/money';
import type { Discount, DiscountInput, DiscountKind } from '@shop/shared/schemas/discount';
import { ProductPickerField } from '@/components/admin-form/product-picker-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatShortDate } from '@/lib/format';

type BadgeTone = 'green' | 'yellow' | 'grey';
const TONES: Record<BadgeTone, string> = {
  green: 'bg-sage-100 text-sage-700 dark:bg-sage-700/30 dark:text-sage-300',
  yellow: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  grey: 'bg-cream-200 text-ink-700 dark:bg-night-700 dark:text-cream-200',
};
const Badge = ({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) => (
  <span className={`rounded-full px-3 py-1 text-xs font-bold ${TONES[tone]}`}>{children}</span>
);
import {
  useAdminDiscounts,
  useCreateDiscount,
  usePauseDiscount,
  useUpdateDiscount,
} from '../api/admin-discounts';

const valueText = (discount: Discount) =>
  discount.kind === 'percent'
    ? `${discount.percent}% off`
    : discount.kind === 'fixed'
      ? `${formatPrice(discount.amountCents ?? 0)} off`
      : 'Free shipping';

function datesText(discount: Discount) {
  if (!discount.startsAt && !discount.endsAt) return 'Always';
  const from = discount.startsAt ? formatShortDate(discount.startsAt) : 'now';
  return discount.endsAt ? `${from} – ${formatShortDate(discount.endsAt)}` : `From ${from}`;
}

function limitsText(discount: Discount) {
  const parts = [];
  if (discount.categories.length) {
    parts.push(
      discount.categories.map((id) => CATEGORIES.find((c) => c.id === id)?.label ?? id).join(', '),
    );
  }
  if (discount.products.length) {
    parts.push(discount.products.map((product) => product.name).join(', '));
  }
  if (discount.oncePerCustomer) parts.push('once per customer');
  return parts.join(' · ');
}

function statusOf(discount: Discount, now = Date.now()): { label: string; tone: BadgeTone } {
  if (discount.paused) return { label: 'Paused', tone: 'grey' };
  if (discount.endsAt && Date.parse(discount.endsAt) <= now) {
    return { label: 'Expired', tone: 'grey' };
  }
  if (discount.startsAt && Date.parse(discount.startsAt) > now) {
    return { label: 'Scheduled', tone: 'yellow' };
  }
  if (discount.usageLimit !== null && discount.uses >= discount.usageLimit) {
    return { label: 'Fully redeemed', tone: 'grey' };
  }
  return { label: 'Active', tone: 'green' };
}

function DiscountRow({ discount, onEdit }: { discount: Discount; onEdit: () => void }) {
  const pause = usePauseDiscount();
  const status = statusOf(discount);
  const limits = limitsText(discount);
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-3xl border border-cream-300 bg-cream-50 p-5 dark:border-night-700 dark:bg-night-800">
      <div className="min-w-[10rem] flex-1">
        <p className="font-mono text-lg font-bold tracking-wide">{discount.code}</p>
        <p className="text-sm text-ink-500 dark:text-ink-300">
          {valueText(discount)}
          {discount.minSubtotalCents > 0 ? ` · over ${formatPrice(discount.minSubtotalCents)}` : ''}
          {limits ? ` · ${limits}` : ''}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 text-sm">
        <dt className="text-ink-500 dark:text-ink-300">Dates</dt>
        <dd>{datesText(discount)}</dd>
        <dt className="text-ink-500 dark:text-ink-300">Uses</dt>
        <dd className="tabular-nums">
          {discount.uses}
          {discount.usageLimit !== null ? ` of ${discount.usageLimit}` : ''}
        </dd>
      </dl>
      <Badge tone={status.tone}>{status.label}</Badge>
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${discount.code}`}>
        <Pencil className="h-4 w-4" aria-hidden />
        Edit
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={pause.isPending}
        onClick={() => pause.mutate({ id: discount.id, paused: !discount.paused })}
        aria-label={`${discount.paused ? 'Resume' : 'Pause'} ${discount.code}`}
      >
        {discount.paused ? (
          <Play className="h-4 w-4" aria-hidden />
        ) : (
          <Pause className="h-4 w-4" aria-hidden />
        )}
        {discount.paused ? 'Resume' : 'Pause'}
      </Button>
      {pause.isError ? (
        <Alert tone="danger" className="w-full">
          The code could not be changed. Please try again.
        </Alert>
      ) : null}
    </li>
  );
}

type Draft = {
  code: string;
  kind: DiscountKind;
  value: string;
  minimum: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerCustomer: boolean;
  categories: string[];
  products: { id: string; name: string }[];
};

const emptyDraft: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  minimum: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  oncePerCustomer: false,
  categories: [],
  products: [],
};

const pad = (n: number) => String(n).padStart(2, '0');
/** ISO → a datetime-local value in the maker's time zone. */
function localOf(iso: string | null) {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const draftOf = (discount: Discount): Draft => ({
  code: discount.code,
  kind: discount.kind,
  value:
    discount.kind === 'percent'
      ? String(discount.percent ?? '')
      : discount.kind === 'fixed'
        ? ((discount.amountCents ?? 0) / 100).toFixed(2)
        : '',
  minimum: discount.minSubtotalCents ? (discount.minSubtotalCents / 100).toFixed(2) : '',
  startsAt: localOf(discount.startsAt),
  endsAt: localOf(discount.endsAt),
  usageLimit: discount.usageLimit === null ? '' : String(discount.usageLimit),
  oncePerCustomer: discount.oncePerCustomer,
  categories: discount.categories,
  products: discount.products,
});

const money = (text: string) =>
  /^-?\d+(\.\d{1,2})?$/.test(text.trim()) ? dollarsToCents(Number(text.trim())) : Number.NaN;
const whole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
/** A datetime-local value in the maker's time zone → ISO. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

function toInput(draft: Draft): DiscountInput {
  return {
    code: draft.code,
    kind: draft.kind,
    percent: draft.kind === 'percent' ? whole(draft.value) : null,
    amountCents: draft.kind === 'fixed' ? money(draft.value) : null,
    minSubtotalCents: draft.minimum.trim() ? money(draft.minimum) : 0,
    startsAt: isoOf(draft.startsAt),
    endsAt: isoOf(draft.endsAt),
    usageLimit: draft.usageLimit.trim() ? whole(draft.usageLimit) : null,
    oncePerCustomer: draft.oncePerCustomer,
    productIds: draft.products.map((product) => product.id),
    categories: draft.categories as DiscountInput['categories'],
  };
}

function localErrors(input: DiscountInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (Number.isNaN(input.percent)) errors.percent = 'Enter a whole percent, like 15';
  if (Number.isNaN(input.amountCents)) errors.amountCents = 'Enter an amount like 5.00';
  if (Number.isNaN(input.minSubtotalCents)) errors.minSubtotalCents = 'Enter an amount like 40.00';
  if (Number.isNaN(input.usageLimit)) errors.usageLimit = 'Enter a whole number';
  return errors;
}

/** "Only for these products": the chosen ones (each removable) and a search to add more. */
function ProductPicker({
  chosen,
  error,
  onChange,
}: {
  chosen: Draft['products'];
  error?: string;
  onChange: (products: Draft['products']) => void;
}) {
  return (
    <ProductPickerField
      legend="Only for these products (optional)"
      chosenLabel="Chosen products"
      empty={
        <p className="mt-1 text-xs text-ink-500 dark:text-ink-300">
          None chosen: the code applies to every product (or to the categories below).
        </p>
      }
      chosen={chosen}
      error={error}
      onChange={onChange}
    />
  );
}

/**
 * The text boxes after the type, in order: the draft field each edits, the input field its error
 * comes back under, and the type of code it belongs to (absent: every type).
 */
const AMOUNT_FIELDS: {
  label: string;
  field: 'value' | 'minimum' | 'startsAt' | 'endsAt' | 'usageLimit';
  errorKey: keyof DiscountInput;
  onlyFor?: DiscountKind;
  type?: 'datetime-local';
  inputMode?: 'numeric' | 'decimal';
  placeholder?: string;
}[] = [
  {
    label: 'Percent',
    field: 'value',
    errorKey: 'percent',
    onlyFor: 'percent',
    inputMode: 'numeric',
    placeholder: '15',
  },
  {
    label: 'Amount (USD)',
    field: 'value',
    errorKey: 'amountCents',
    onlyFor: 'fixed',
    inputMode: 'decimal',
    placeholder: '5.00',
  },
  {
    label: 'Minimum subtotal (USD, optional)',
    field: 'minimum',
    errorKey: 'minSubtotalCents',
    inputMode: 'decimal',
  },
  { label: 'Starts (optional)', field: 'startsAt', errorKey: 'startsAt', type: 'datetime-local' },
  { label: 'Ends (optional)', field: 'endsAt', errorKey: 'endsAt', type: 'datetime-local' },
  {
    label: 'Total uses (optional)',
    field: 'usageLimit',
    errorKey: 'usageLimit',
    inputMode: 'numeric',
  },
];

/** A new code (`discount` absent) or an edit of one. */
function DiscountForm({ discount, onDone }: { discount?: Discount; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => (discount ? draftOf(discount) : emptyDraft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateDiscount();
  const update = useUpdateDiscount();
  const save = discount ? update : create;
  const title = discount ? `Edit ${discount.code}` : 'New code';
  const set =
    (field: keyof Draft) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft({ ...draft, [field]: event.target.value });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = toInput(draft);
    const local = localErrors(input);
    setErrors(local);
    if (Object.keys(local).length) return;
    const handlers = {
      onSuccess: () => {
        setDraft(emptyDraft);
        onDone();
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
      },
    };
    if (discount) update.mutate({ id: discount.id, input }, handlers);
    else create.mutate(input, handlers);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={discount ? `Edit discount code ${discount.code}` : 'New discount code'}
      className="space-y-5 rounded-3xl border border-cream-300 bg-white/70 p-5 sm:p-6 dark:border-night-700 dark:bg-night-800"
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          value={draft.code}
          onChange={set('code')}
          error={errors.code}
          placeholder="SPRING15"
        />
        <div className="space-y-1.5">
          <label htmlFor="discount-kind" className="block text-sm font-semibold">
            Type
          </label>
          <select
            id="discount-kind"
            value={draft.kind}
            onChange={set('kind')}
            className="w-full rounded-xl border border-cream-300 bg-white px-3.5 py-2.5 dark:border-night-600 dark:bg-night-900"
          >
            <option value="percent">Percent off</option>
            <option value="fixed">Fixed amount off</option>
            <option value="free_shipping">Free shipping</option>
          </select>
        </div>
        {AMOUNT_FIELDS.filter((spec) => !spec.onlyFor || spec.onlyFor === draft.kind).map(
          (spec) => (
            <TextField
              key={spec.label}
              label={spec.label}
              type={spec.type}
              inputMode={spec.inputMode}
              value={draft[spec.field]}
              onChange={set(spec.field)}
              error={errors[spec.errorKey]}
              placeholder={spec.placeholder}
            />
          ),
        )}
      </div>
      <label className="flex items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          className="h-5 w-5 rounded accent-clay-600"
          checked={draft.oncePerCustomer}
          onChange={(event) => setDraft({ ...draft, oncePerCustomer: event.target.checked })}
        />
        Once per customer
      </label>
      <fieldset>
        <legend className="text-sm font-semibold">Only for these categories (optional)</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {CATEGORIES.map((category) => (
            <label key={category.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-clay-600"
                checked={draft.categories.includes(category.id)}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    categories: event.target.checked
                      ? [...draft.categories, category.id]
                      : draft.categories.filter((id) => id !== category.id),
                  })
                }
              />
              {category.label}
            </label>
          ))}
        </div>
      </fieldset>
      <ProductPicker
        chosen={draft.products}
        error={errors.productIds}
        onChange={(products) => setDraft({ ...draft, products })}
      />
      {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
        <Alert tone="danger">The code could not be saved. Please try again.</Alert>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
          {discount ? 'Save changes' : 'Create code'}
        </Button>
      </div>
    </form>
  );
}

export function DiscountsManager() {
  const query = useAdminDiscounts();
  const [isAdding, setIsAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      {isAdding ? (
        <DiscountForm onDone={() => setIsAdding(false)} />
      ) : (
        <Button onClick={() => setIsAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          New code
        </Button>
      )}
      {query.isPending ? (
        <div className="space-y-3" aria-busy>
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
          The discount codes could not be loaded.
        </LoadError>
      ) : query.data.items.length === 0 ? (
        <Alert>
          No codes yet. Create one for a newsletter, a launch or a free-shipping weekend.
        </Alert>
      ) : (
        <ul className="space-y-3" aria-label="Discount codes">
          {query.data.items.map((discount) =>
            editingId === discount.id ? (
              <li key={discount.id}>
                <DiscountForm discount={discount} onDone={() => setEditingId(null)} />
              </li>
            ) : (
              <DiscountRow
                key={discount.id}
                discount={discount}
                onEdit={() => setEditingId(discount.id)}
              />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
