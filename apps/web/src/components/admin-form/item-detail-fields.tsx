/**
 * The fields a product and a monthly drop share: name, price in dollars, stock and
 * description, with slots for what only one of them has (a category, a release date).
 */
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/field';

type ItemDetailValues = { name: string; description: string; price: number; stock: number };

type ItemDetailFieldsProps = {
  /** Prefixes the inputs' ids, unique per form on the page. */
  idPrefix: string;
  register: UseFormRegister<ItemDetailValues>;
  errors: FieldErrors<ItemDetailValues>;
  /** Shown between the name and the price row (the product's category). */
  afterName?: ReactNode;
  /** Shown first in the price row, which then has three columns from `sm` (the drop's date). */
  priceRowStart?: ReactNode;
};

/** Shows a price the way the shop writes prices (27.50, not 27.5); the number is unchanged. */
function showTwoDecimals(input: HTMLInputElement | null) {
  if (!input || input.value === '') return;
  const value = Number(input.value);
  if (Number.isFinite(value)) input.value = value.toFixed(2);
}

const formattedInputs = new WeakSet<HTMLInputElement>();

export function ItemDetailFields({
  idPrefix,
  register,
  errors,
  afterName,
  priceRowStart,
}: ItemDetailFieldsProps) {
  const price = register('price', { valueAsNumber: true });
  /** The price's and the stock's number box: never below zero, whole steps for the stock. */
  const amountProps = (name: 'price' | 'stock', label: string, step: number) =>
    ({
      id: `${idPrefix}-${name}`,
      label,
      type: 'number',
      inputMode: step === 1 ? 'numeric' : 'decimal',
      min: 0,
      step,
      error: errors[name]?.message,
    }) as const;
  return (
    <div className="space-y-4">
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      {afterName}
      <div
        className={
          priceRowStart ? 'grid grid-cols-2 gap-4 sm:grid-cols-3' : 'grid grid-cols-2 gap-4'
        }
      >
        {priceRowStart}
        <TextField
          {...amountProps('price', 'Price ($)', 0.01)}
          {...price}
          ref={(input) => {
            price.ref(input);
            // The form fills in the stored price as it registers the input: show it once, as
            // the input first attaches (never while the maker is typing).
            if (input && !formattedInputs.has(input)) {
              formattedInputs.add(input);
              showTwoDecimals(input);
            }
          }}
          onBlur={(event) => {
            showTwoDecimals(event.target);
            return price.onBlur(event);
          }}
        />
        <TextField
          {...amountProps('stock', 'Stock', 1)}
          {...register('stock', { valueAsNumber: true })}
        />
      </div>
      <TextAreaField
        id={`${idPrefix}-description`}
        label="Description"
        rows={5}
        error={errors.description?.message}
        {...register('description')}
      />
    </div>
  );
}
