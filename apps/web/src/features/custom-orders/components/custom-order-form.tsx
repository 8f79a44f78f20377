/**
 * The custom order request form: what, category, size, colours, budget range, needed-by date,
 * up to five reference photos, name and email (filled in and fixed when signed in). The shared
 * schema checks it before sending; the server's field errors are shown on their fields.
 */
import { CheckCircle2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  CUSTOM_ORDER_CATEGORIES,
  CUSTOM_ORDER_MESSAGES,
  CUSTOM_PHOTOS_MAX,
  customOrderRequestInputSchema,
} from '@shop/shared/schemas/custom-order';
import { categoryLabel } from '@shop/shared/categories';
import { Alert } from '@/components/ui/alert';
import { IconSubmitButton } from '@/components/ui/button';
import { FieldFrame, TextAreaField, TextField } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/features/accounts/store';
import { useSendCustomRequest } from '../api/custom-orders';

type Values = {
  description: string;
  category: string;
  size: string;
  colours: string;
  budgetMin: string;
  budgetMax: string;
  neededBy: string;
  name: string;
  email: string;
};
const EMPTY: Values = {
  description: '',
  category: '',
  size: '',
  colours: '',
  budgetMin: '',
  budgetMax: '',
  neededBy: '',
  name: '',
  email: '',
};
const FIELD_OF: Record<string, keyof Values | 'photos'> = {
  budgetMinCents: 'budgetMin',
  budgetMaxCents: 'budgetMax',
};
const BUDGET_FIELDS = [
  { key: 'budgetMin', label: 'Budget from ($, optional)' },
  { key: 'budgetMax', label: 'Budget up to ($, optional)' },
] as const;
const toCents = (dollars: string) =>
  dollars.trim() === '' ? null : Math.round(Number(dollars) * 100);

export function CustomOrderForm() {
  const user = useSessionStore((s) => s.user);
  const send = useSendCustomRequest();
  const [values, setValues] = useState<Values>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  /** The value, change handler and error line of one text box. */
  const bind = (key: keyof Values) => ({
    error: errors[key],
    value: values[key],
    onChange: set(key),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      description: values.description,
      category: values.category as (typeof CUSTOM_ORDER_CATEGORIES)[number],
      size: values.size,
      colours: values.colours,
      budgetMinCents: toCents(values.budgetMin),
      budgetMaxCents: toCents(values.budgetMax),
      neededBy: values.neededBy || null,
      photos: [],
      name: user ? user.email.split('@')[0]! : values.name,
      email: user ? user.email : values.email,
    };
    const found: Record<string, string> = {};
    const parsed = customOrderRequestInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        const field = FIELD_OF[key] ?? key;
        found[field] ??= issue.message;
      }
    }
    if (files.length > CUSTOM_PHOTOS_MAX) found.photos = CUSTOM_ORDER_MESSAGES.tooManyPhotos;
    setErrors(found);
    if (Object.keys(found).length) return;
    send.mutate(
      { input, files },
      {
        onSuccess: () => {
          setSentTo(input.email);
          setValues(EMPTY);
          setFiles([]);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            const mapped: Record<string, string> = {};
            for (const [key, message] of Object.entries(error.fields)) {
              mapped[FIELD_OF[key] ?? key] = message;
            }
            setErrors(mapped);
          } else if (error instanceof ApiError && error.status !== 500) {
            setErrors({ photos: error.message });
          }
        },
      },
    );
  };

  if (sentTo) {
    return (
      <Alert tone="success" className="flex items-start gap-2">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <span>
          Thank you! Your request is with the maker. We sent a confirmation to {sentTo} with a link
          to follow it.
        </span>
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Custom order request" className="space-y-5">
      <TextAreaField
        label="What would you like made?"
        rows={5}
        required
        placeholder="A blanket in my nursery's colours, a matching set for twins, an amigurumi of our dog…"
        {...bind('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldFrame label="Category" error={errors.category} id={undefined}>
          {(control) => (
            <NativeSelect {...control} required value={values.category} onChange={set('category')}>
              <option value="">Choose a category</option>
              {CUSTOM_ORDER_CATEGORIES.map((id) => (
                <option key={id} value={id}>
                  {id === 'other' ? 'Something else' : categoryLabel(id)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldFrame>
        <TextField
          label="Size (optional)"
          placeholder="Throw, about 130 × 160 cm"
          {...bind('size')}
        />
      </div>
      <TextField
        label="Colours (optional)"
        placeholder="Sage, cream and a touch of rust"
        {...bind('colours')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {BUDGET_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="number"
            inputMode="decimal"
            min={0}
            {...bind(key)}
          />
        ))}
        <TextField label="Needed by (optional)" type="date" {...bind('neededBy')} />
      </div>
      <FieldFrame
        label={`Reference photos (optional, up to ${CUSTOM_PHOTOS_MAX})`}
        error={errors.photos}
        hint="JPG, PNG or WebP: colours you love, a pet to portray, a piece to match."
        id={undefined}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-clay-50 file:px-4 file:py-2 file:font-semibold file:text-clay-700 dark:file:bg-night-700 dark:file:text-cream-100"
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
        )}
      </FieldFrame>
      {files.length > 0 ? (
        <p className="text-sm text-ink-500 dark:text-ink-300">
          {files.length} photo{files.length === 1 ? '' : 's'} chosen
        </p>
      ) : null}
      {user ? (
        <p className="text-sm text-ink-500 dark:text-ink-300">
          Sending as {user.email}: your account's name and address go with it.
        </p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Name" autoComplete="name" required {...bind('name')} />
          <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        </div>
      )}
      {send.isError && !(send.error instanceof ApiError && send.error.status < 500) ? (
        <Alert tone="danger">Your request could not be sent. Please try again.</Alert>
      ) : null}
      <IconSubmitButton
        icon={Send}
        isPending={send.isPending}
        size="lg"
        className="w-full sm:w-auto"
      >
        {send.isPending ? 'Sending…' : 'Send request'}
      </IconSubmitButton>
    </form>
  );
}
