/**
 * The custom order request form: what, category, size, colours, budget range, needed-by date,
 * up to five reference photos, name and email (taken from the account when signed in).
 *
 * An HTML form (`multipart/form-data` to `/forms/custom-order`), so a request is sent before the
 * app has loaded and with scripts off: the server then renders this page again with the
 * confirmation, or with its reasons and the text typed (the photos have to be chosen again: a
 * page cannot be handed files back). Once the app runs it sends the request itself, checked by
 * the shared schema first, from what the fields hold when the form is sent.
 */
import { CheckCircle2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  CUSTOM_ORDER_CATEGORIES,
  CUSTOM_ORDER_MESSAGES,
  CUSTOM_PHOTOS_MAX,
  customOrderRequestInputSchema,
  customRequestSent,
} from '@shop/shared/schemas/custom-order';
import { categoryLabel } from '@shop/shared/categories';
import { Alert } from '@/components/ui/alert';
import { IconSubmitButton } from '@/components/ui/button';
import { FieldFrame, TextAreaField, TextField } from '@/components/ui/field';
import { HtmlForm } from '@/components/ui/html-form';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { useFormFlash } from '@/lib/form-flash';
import { useSessionStore } from '@/features/accounts/store';
import { useSendCustomRequest } from '../api/custom-orders';

export const CUSTOM_ORDER_FORM = 'custom-order';

type Field =
  | 'description'
  | 'category'
  | 'size'
  | 'colours'
  | 'budgetMin'
  | 'budgetMax'
  | 'neededBy'
  | 'name'
  | 'email';

/** The request's names of the fields shown under other names (the budget is typed in dollars). */
const FIELD_OF: Record<string, string> = {
  budgetMinCents: 'budgetMin',
  budgetMaxCents: 'budgetMax',
};
const BUDGET_FIELDS = [
  { key: 'budgetMin', label: 'Budget from ($, optional)' },
  { key: 'budgetMax', label: 'Budget up to ($, optional)' },
] as const;
const toCents = (dollars: string) =>
  dollars.trim() === '' ? null : Math.round(Number(dollars) * 100);

/** Reasons keyed by the request's field names, keyed by the fields shown here. */
function onFields(reasons: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(reasons)) mapped[FIELD_OF[key] ?? key] ??= message;
  return mapped;
}

/** The photos chosen in the form's file input, as it holds them when the form is sent. */
function photosOf(form: HTMLFormElement): File[] {
  const input = form.elements.namedItem('photos');
  return input instanceof HTMLInputElement ? [...(input.files ?? [])] : [];
}

export function CustomOrderForm() {
  const user = useSessionStore((s) => s.user);
  const send = useSendCustomRequest();
  // After a post without the app: the server's confirmation, or its reasons and the text typed.
  const flash = useFormFlash(CUSTOM_ORDER_FORM);
  const kept: Partial<Record<Field, string>> = flash?.notice ? {} : (flash?.values ?? {});
  const [errors, setErrors] = useState<Record<string, string>>(() => onFields(flash?.errors ?? {}));
  const [sent, setSent] = useState<string | null>(flash?.notice ?? null);
  const [photoCount, setPhotoCount] = useState(0);
  /** The props of one field: its name, what was typed before a refusal, its reason. */
  const field = (key: Field) => ({ name: key, defaultValue: kept[key], error: errors[key] });

  const onSubmit = (data: FormData, event: FormEvent<HTMLFormElement>) => {
    const text = (key: Field) => String(data.get(key) ?? '');
    const files = photosOf(event.currentTarget);
    const input = {
      description: text('description'),
      category: text('category') as (typeof CUSTOM_ORDER_CATEGORIES)[number],
      size: text('size'),
      colours: text('colours'),
      budgetMinCents: toCents(text('budgetMin')),
      budgetMaxCents: toCents(text('budgetMax')),
      neededBy: text('neededBy') || null,
      photos: [],
      name: user ? user.email.split('@')[0]! : text('name'),
      email: user ? user.email : text('email'),
    };
    const parsed = customOrderRequestInputSchema.safeParse(input);
    const found = parsed.success
      ? {}
      : onFields(
          Object.fromEntries(
            parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]),
          ),
        );
    if (files.length > CUSTOM_PHOTOS_MAX) found.photos = CUSTOM_ORDER_MESSAGES.tooManyPhotos;
    setErrors(found);
    if (Object.keys(found).length) return;
    send.mutate(
      { input, files },
      {
        onSuccess: () => setSent(customRequestSent(input.email)),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(onFields(error.fields));
          else if (error instanceof ApiError && error.status < 500) {
            setErrors({ photos: error.message });
          }
        },
      },
    );
  };

  if (sent) {
    return (
      <Alert tone="success" className="flex items-start gap-2">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <span>{sent}</span>
      </Alert>
    );
  }

  return (
    <HtmlForm
      action="/forms/custom-order"
      formName={CUSTOM_ORDER_FORM}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      aria-label="Custom order request"
      className="space-y-5"
    >
      {flash?.message && Object.keys(errors).length === 0 ? (
        <Alert tone="danger">{flash.message}</Alert>
      ) : null}
      <TextAreaField
        label="What would you like made?"
        rows={5}
        required
        placeholder="A blanket in my nursery's colours, a matching set for twins, an amigurumi of our dog…"
        {...field('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldFrame label="Category" error={errors.category} id={undefined}>
          {(control) => (
            <NativeSelect {...control} name="category" required defaultValue={kept.category ?? ''}>
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
          {...field('size')}
        />
      </div>
      <TextField
        label="Colours (optional)"
        placeholder="Sage, cream and a touch of rust"
        {...field('colours')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {BUDGET_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            {...field(key)}
          />
        ))}
        <TextField label="Needed by (optional)" type="date" {...field('neededBy')} />
      </div>
      <FieldFrame
        label={`Reference photos (optional, up to ${CUSTOM_PHOTOS_MAX})`}
        error={errors.photos}
        hint={
          flash && !flash.notice
            ? 'Please choose your photos again: they are not kept when the form comes back.'
            : 'JPG, PNG or WebP: colours you love, a pet to portray, a piece to match.'
        }
        id={undefined}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="photos"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-clay-50 file:px-4 file:py-2 file:font-semibold file:text-clay-700 dark:file:bg-night-700 dark:file:text-cream-100"
            onChange={(event) => setPhotoCount(event.target.files?.length ?? 0)}
          />
        )}
      </FieldFrame>
      {photoCount > 0 ? (
        <p className="text-sm text-ink-500 dark:text-ink-300">
          {photoCount} photo{photoCount === 1 ? '' : 's'} chosen
        </p>
      ) : null}
      {user ? (
        <p className="text-sm text-ink-500 dark:text-ink-300">
          Sending as {user.email}: your account's name and address go with it.
        </p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Name" autoComplete="name" required {...field('name')} />
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
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
    </HtmlForm>
  );
}
