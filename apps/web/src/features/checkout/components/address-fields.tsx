/**
 * A US postal address inside the test checkout's form (react-hook-form): name, two lines, city,
 * state, ZIP. The country is fixed: the shop ships only within the United States. Each input is
 * named as the HTML form posts it (`shippingAddress.city`); `served` holds what the server
 * rendered after a post without the app (its reasons and the values typed, by those names).
 */
import { useId, type InputHTMLAttributes } from 'react';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import type { TestCheckoutPay, UsAddressInput } from '@shop/shared/schemas/order';
import { US_STATES } from '@shop/shared/us-states';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { FormError } from '@/components/ui/form-error';

type Prefix = 'shippingAddress' | 'billingAddress';

export type ServedFields = { errors: Record<string, string>; values: Record<string, string> };

export function AddressFields({
  prefix,
  legend,
  served,
}: {
  prefix: Prefix;
  legend: string;
  served?: ServedFields | undefined;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<TestCheckoutPay>();
  const stateId = useId();
  const fieldErrors = (errors[prefix] ?? {}) as FieldErrors<UsAddressInput>;
  const stateError = fieldErrors.state?.message ?? served?.errors[`${prefix}.state`];
  const auto = prefix === 'shippingAddress' ? 'shipping' : 'billing';
  /** One typed line of the address: `token` is its autofill name within this address. */
  const textField = (
    name: 'name' | 'line1' | 'line2' | 'city' | 'postal_code',
    label: string,
    token: string,
    props: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <TextField
      label={label}
      autoComplete={`${auto} ${token}`}
      {...props}
      error={fieldErrors[name]?.message ?? served?.errors[`${prefix}.${name}`]}
      defaultValue={served?.values[`${prefix}.${name}`]}
      {...register(`${prefix}.${name}`)}
    />
  );

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 font-display text-lg font-semibold">{legend}</legend>
      {textField('name', 'Full name', 'name')}
      {textField('line1', 'Address line 1', 'address-line1', { placeholder: 'Street address' })}
      {textField('line2', 'Address line 2 (optional)', 'address-line2', {
        placeholder: 'Apartment, suite, unit',
      })}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem_8rem]">
        {textField('city', 'City', 'address-level2')}
        <div className="space-y-1.5">
          <label htmlFor={stateId} className="block text-sm font-semibold">
            State
          </label>
          <NativeSelect
            id={stateId}
            autoComplete={`${auto} address-level1`}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${stateId}-error` : undefined}
            className={cn(stateError && 'border-red-400')}
            defaultValue={served?.values[`${prefix}.state`]}
            {...register(`${prefix}.state`)}
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
        {textField('postal_code', 'ZIP code', 'postal-code', { inputMode: 'numeric' })}
      </div>
      <input type="hidden" value="US" {...register(`${prefix}.country`)} />
      <p className="text-sm text-ink-500 dark:text-ink-300">Country: United States</p>
    </fieldset>
  );
}
