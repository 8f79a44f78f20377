/**
 * The balance page's form: a code in, its balance out, under the same limits as the cart's
 * Apply (one message for any code that cannot be used; a lock after repeated misses). It is an
 * HTML form to `/forms/gift-cards/balance`, so a code typed and sent before the app has loaded,
 * or with scripts off, is answered by the server: the page again with the balance, or the reason
 * and the code typed. Once the app runs it asks the API in place.
 */
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { giftCardBalanceText } from '@shop/shared/schemas/gift-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { HtmlForm } from '@/components/ui/html-form';
import { ApiError } from '@/lib/api-client';
import { useFormFlash } from '@/lib/form-flash';
import { useCheckBalance } from '../api/gift-cards';

/** The form's name: the server's answer to a post without the app is keyed by it. */
export const GIFT_CARD_BALANCE_FORM = 'gift-card-balance';

export function GiftCardBalanceForm() {
  const flash = useFormFlash(GIFT_CARD_BALANCE_FORM);
  const [code, setCode] = useState(flash?.values.code ?? '');
  // The server's answer to a post without the app, until the shopper types or checks again.
  const [served, setServed] = useState(flash);
  const check = useCheckBalance();
  const error = check.isError
    ? check.error instanceof ApiError && check.error.status < 500
      ? check.error.message
      : 'The balance could not be checked. Please try again.'
    : (served?.errors.code ?? served?.message ?? null);
  const answer = check.data ? giftCardBalanceText(check.data) : (served?.notice ?? null);
  return (
    <HtmlForm
      action="/forms/gift-cards/balance"
      formName={GIFT_CARD_BALANCE_FORM}
      noValidate
      aria-label="Check a gift card balance"
      onSubmit={() => {
        setServed(null);
        check.mutate(code.trim());
      }}
      className="space-y-4 rounded-3xl border border-cream-300 bg-cream-50 p-6 dark:border-night-700 dark:bg-night-800"
    >
      <TextField
        label="Gift card code"
        name="code"
        placeholder="ABCD-EFGH-JKLM-NPQR"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setServed(null);
          check.reset();
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={error ?? undefined}
        className="uppercase"
      />
      {/* Never disabled for an empty field: a disabled default button stops Enter from sending
          the form before the app runs, and an empty code is answered like any unusable one. */}
      <Button type="submit" disabled={check.isPending}>
        {check.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
        Check balance
      </Button>
      {answer ? <Alert tone="success">{answer}</Alert> : null}
    </HtmlForm>
  );
}
