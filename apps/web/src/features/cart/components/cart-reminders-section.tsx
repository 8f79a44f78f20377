/**
 * The profile's "Cart reminders" checkbox: whether a cart left for a day gets one reminder mail
 * (the mail's own one-click link turns it off too).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { cartKeys } from '@/lib/query-keys';
import { fetchCartReminders, saveCartReminders } from '../api/server-cart';

export function CartRemindersSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: cartKeys.reminders(), queryFn: fetchCartReminders });
  const mutation = useMutation({
    mutationFn: saveCartReminders,
    onSuccess: (data) => queryClient.setQueryData(cartKeys.reminders(), data),
  });
  const isEnabled = mutation.isPending
    ? mutation.variables.isEnabled
    : (query.data?.isEnabled ?? true);

  return (
    <div className="mt-8 border-t border-cream-300 pt-6 dark:border-night-700">
      <h3 className="font-display text-lg font-semibold">Cart reminders</h3>
      <p className="text-sm text-ink-500 dark:text-ink-300">
        Your cart is kept with your account, so it is the same on every device you sign in on.
      </p>
      <label
        htmlFor={id}
        className="mt-4 flex cursor-pointer items-center gap-3 text-sm font-semibold"
      >
        <input
          id={id}
          type="checkbox"
          checked={isEnabled}
          disabled={!query.data || mutation.isPending}
          onChange={(event) => mutation.mutate({ isEnabled: event.target.checked })}
          className="h-5 w-5 cursor-pointer rounded-md accent-clay-600 dark:accent-clay-400"
        />
        Cart reminders
      </label>
      <p className="mt-1 pl-8 text-sm text-ink-500 dark:text-ink-300">
        One mail when you leave pieces in your cart for a day.
      </p>
      {query.isError || mutation.isError ? (
        <Alert tone="danger" className="mt-4">
          Your reminder choice could not be {mutation.isError ? 'saved' : 'loaded'}. Please try
          again.
        </Alert>
      ) : null}
    </div>
  );
}
