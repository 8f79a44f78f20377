/**
 * The cart's "Discount code" field and its Apply button. The server says whether the code
 * applies (its refusal shown under the field, word for word); once applied, the code shows with
 * a Remove link and the totals carry its Discount line. Before the app runs (or without it) Apply
 * posts the form (the server checks the code against the cart it keeps and answers with the cart
 * page at `/cart?code=`); Remove is a link to the cart without the code.
 */
import { Loader2, Tag, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { CheckoutLine } from '@shop/shared/schemas/order';
import { Button, ButtonLink } from '@/components/ui/button';
import { HtmlForm } from '@/components/ui/html-form';
import { useFormFlash } from '@/lib/form-flash';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { ApiError } from '@/lib/api-client';
import { useApplyDiscountCode } from '../api/check-discount';

const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.status < 500
    ? (error.fields?.discountCode ?? error.message)
    : 'The code could not be checked. Please try again.';

export function DiscountCodeField({
  items,
  appliedCode,
  appliedError,
  onApply,
  onRemove,
}: {
  items: CheckoutLine[];
  appliedCode: string | null;
  /** Why the applied code no longer applies (the cart changed), if it does not. */
  appliedError: string | null;
  onApply: (code: string) => void;
  /** Once the app runs, Remove also forgets the code kept for this tab. */
  onRemove?: () => void;
}) {
  const id = useId();
  const flash = useFormFlash('cart-discount');
  const [text, setText] = useState(flash?.values.discountCode ?? '');
  const apply = useApplyDiscountCode();

  if (appliedCode) {
    return (
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-3 rounded-2xl border border-sage-300 bg-sage-100/60 px-3 py-2 text-sm dark:border-sage-700 dark:bg-sage-700/20">
          <span className="flex items-center gap-2 font-semibold">
            <Tag className="h-4 w-4 text-sage-700 dark:text-sage-300" aria-hidden />
            {appliedCode} applied
          </span>
          <ButtonLink
            to="/cart"
            replace
            variant="ghost"
            size="sm"
            aria-label={`Remove code ${appliedCode}`}
            onClick={onRemove}
          >
            <X className="h-4 w-4" aria-hidden />
            Remove
          </ButtonLink>
        </div>
        {appliedError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {appliedError}
          </p>
        ) : null}
      </div>
    );
  }

  const onSubmit = () => {
    const code = text.trim();
    if (!code) return;
    apply.mutate(
      { code, items },
      {
        onSuccess: (quote) => {
          setText('');
          apply.reset();
          onApply(quote.code);
        },
      },
    );
  };
  const error = apply.isError
    ? refusalOf(apply.error)
    : (flash?.errors.discountCode ?? flash?.message ?? null);

  return (
    <HtmlForm
      action="/forms/cart/discount"
      formName="cart-discount"
      onSubmit={onSubmit}
      noValidate
      aria-label="Discount code"
      className="space-y-1.5"
    >
      <label htmlFor={id} className="block text-sm font-semibold">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="discountCode"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (apply.isError) apply.reset();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClass, 'min-w-0 flex-1 uppercase', error && 'border-red-400')}
        />
        <Button type="submit" variant="secondary" disabled={apply.isPending}>
          {apply.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
          Apply
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </HtmlForm>
  );
}
