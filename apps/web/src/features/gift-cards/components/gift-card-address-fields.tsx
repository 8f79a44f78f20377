/**
 * Where an order the gift cards pay in full ships: asked in the cart, since no payment page will
 * ask. Shipping goes on the cheapest rate, paid from the cards when what is left on them covers
 * it (otherwise the payment page asks for the shipping alone and the address there).
 */
import type { UsAddressInput } from '@shop/shared/schemas/order';
import { US_STATES } from '@shop/shared/us-states';
import { TextField } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Alert } from '@/components/ui/alert';
import { FormError } from '@/components/ui/form-error';
import { useId } from 'react';

export function GiftCardAddressFields({
  address,
  onChange,
  error,
  fieldErrors = {},
  formId,
}: {
  address: UsAddressInput;
  onChange: (address: UsAddressInput) => void;
  error: string | null;
  /** The server's refusal of each field (`city`…), when the checkout form came back. */
  fieldErrors?: Record<string, string>;
  /** The form the fields are posted with (Proceed to Checkout's), named by its id. */
  formId?: string;
}) {
  const stateId = useId();
  const field = (name: 'name' | 'line1' | 'line2' | 'city' | 'postal_code') => ({
    name: `shippingAddress.${name}`,
    form: formId,
    value: address[name] ?? '',
    error: fieldErrors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...address, [name]: event.target.value }),
  });
  const stateError = fieldErrors.state;
  return (
    <fieldset className="space-y-3 rounded-2xl border border-cream-300 p-4 dark:border-night-600">
      <legend className="px-1 text-sm font-semibold">Shipping address</legend>
      <p className="text-sm text-ink-500 dark:text-ink-300">
        Your gift cards pay for this order, so there is no payment page: tell us where to send it.
        It ships Standard.
      </p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <TextField label="Full name" autoComplete="shipping name" {...field('name')} />
      <TextField label="Address line 1" autoComplete="shipping address-line1" {...field('line1')} />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="shipping address-line2"
        {...field('line2')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="City" autoComplete="shipping address-level2" {...field('city')} />
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete="shipping postal-code"
          {...field('postal_code')}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={stateId} className="block text-sm font-semibold">
          State
        </label>
        <NativeSelect
          id={stateId}
          name="shippingAddress.state"
          form={formId}
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? `${stateId}-error` : undefined}
          autoComplete="shipping address-level1"
          value={address.state}
          onChange={(event) =>
            onChange({ ...address, state: event.target.value as UsAddressInput['state'] })
          }
        >
          <option value="">Choose…</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
        <FormError id={`${stateId}-error`}>{stateError}</FormError>
      </div>
    </fieldset>
  );
}
