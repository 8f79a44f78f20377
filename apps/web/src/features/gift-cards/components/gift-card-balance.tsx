/**
 * The balance page's form: a code in, its balance out, under the same limits as the cart's
 * Apply (one message for any code that cannot be used; a lock after repeated misses).
 */
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { formatPrice } from '@shop/shared/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useCheckBalance } from '../api/gift-cards';

export function GiftCardBalanceForm() {
  const [code, setCode] = useState('');
  const check = useCheckBalance();
  const error = check.isError
    ? check.error instanceof ApiError && check.error.status < 500
      ? check.error.message
      : 'The balance could not be checked. Please try again.'
    : null;
  return (
    <form
      noValidate
      aria-label="Check a gift card balance"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) check.mutate(code.trim());
      }}
      className="space-y-4 rounded-3xl border border-cream-300 bg-cream-50 p-6 dark:border-night-700 dark:bg-night-800"
    >
      <TextField
        label="Gift card code"
        placeholder="ABCD-EFGH-JKLM-NPQR"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          check.reset();
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error ?? undefined}
        className="uppercase"
      />
      <Button type="submit" disabled={check.isPending || !code.trim()}>
        {check.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
        Check balance
      </Button>
      {check.data ? (
        <Alert tone="success">
          Gift card ····{check.data.last4} has {formatPrice(check.data.balanceCents)} left.
        </Alert>
      ) : null}
    </form>
  );
}
