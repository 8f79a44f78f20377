/**
 * "Email me when it's back" under a sold-out product (quick view and product page). Signed-in
 * shoppers ask with one click for their account's address; visitors type an address and confirm
 * it from the mail we send (double opt-in). The server sends one mail when stock returns.
 */
import { BellRing, Check, MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Product } from '@shop/shared/schemas/product';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { useSessionStore } from '@/features/accounts/store';
import { useRequestStockAlert, useStockAlertState } from '../api/stock-alert';
import { FormError } from '@/components/ui/form-error';

const FAILED = 'We could not save your request. Please try again.';

export function BackInStockForm({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  const user = useSessionStore((s) => s.user);
  const id = useId();
  const [email, setEmail] = useState('');
  const state = useStockAlertState(product.id, user?.id);
  const request = useRequestStockAlert(product.id, user?.id);
  const result = request.data?.status;
  const isWaiting = Boolean(user) && (state.data?.isWaiting || result === 'waiting');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(user ? undefined : email.trim());
  };

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

  if (isWaiting && user) {
    return notice(Check, `We'll email ${user.email} once when it's back.`);
  }
  if (result === 'confirmation_sent') {
    return notice(
      MailCheck,
      `Almost done: we sent a link to ${email.trim()}. Click it to confirm, and we'll email you once when it's back.`,
    );
  }

  const error = request.isError ? (request.error.message ?? FAILED) : null;
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-cream-300 p-4 dark:border-night-700"
    >
      <p id={`${id}-title`} className="text-sm font-semibold">
        Sold out for now. Want to know when {product.name} is back?
      </p>
      {user ? null : (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
            Your email
          </label>
          <input
            id={`${id}-email`}
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
    </form>
  );
}
