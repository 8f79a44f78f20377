/**
 * A US postal address inside the test checkout's form (react-hook-form): name, two lines, city,
 * state, ZIP. The country is fixed: the shop ships only within the United States (SPEC §5).
 */
import { useId } from 'react';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import type { TestCheckoutPay, UsAddressInput } from '@shop/shared/schemas/order';
import { US_STATES } from '@shop/shared/us-states';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { FormError } from '@/components/ui/form-error';

type Prefix = 'shippingAddress' | 'billingAddress';

export function AddressFields({ prefix, legend }: { prefix: Prefix; legend: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<TestCheckoutPay>();
  const stateId = useId();
  const fieldErrors = (errors[prefix] ?? {}) as FieldErrors<UsAddressInput>;
  const auto = prefix === 'shippingAddress' ? 'shipping' : 'billing';

  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 font-display text-lg font-semibold">{legend}</legend>
      <TextField
        label="Full name"
        autoComplete={`${auto} name`}
        error={fieldErrors.name?.message}
        {...register(`${prefix}.name`)}
      />
      <TextField
        label="Address line 1"
        autoComplete={`${auto} address-line1`}
        placeholder="Street address"
        error={fieldErrors.line1?.message}
        {...register(`${prefix}.line1`)}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete={`${auto} address-line2`}
        placeholder="Apartment, suite, unit"
        error={fieldErrors.line2?.message}
        {...register(`${prefix}.line2`)}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem_8rem]">
        <TextField
          label="City"
          autoComplete={`${auto} address-level2`}
          error={fieldErrors.city?.message}
          {...register(`${prefix}.city`)}
        />
        <div className="space-y-1.5">
          <label htmlFor={stateId} className="block text-sm font-semibold">
            State
          </label>
          <NativeSelect
            id={stateId}
            autoComplete={`${auto} address-level1`}
            aria-invalid={fieldErrors.state ? true : undefined}
            aria-describedby={fieldErrors.state ? `${stateId}-error` : undefined}
            className={cn(fieldErrors.state && 'border-red-400')}
            {...register(`${prefix}.state`)}
          >
            <option value="">Choose…</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
          <FormError id={`${stateId}-error`}>{fieldErrors.state?.message}</FormError>
        </div>
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete={`${auto} postal-code`}
          error={fieldErrors.postal_code?.message}
          {...register(`${prefix}.postal_code`)}
        />
      </div>
      <input type="hidden" value="US" {...register(`${prefix}.country`)} />
      <p className="text-sm text-ink-500 dark:text-ink-300">Country: United States</p>
    </fieldset>
  );
}
