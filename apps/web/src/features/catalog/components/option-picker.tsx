/**
 * The options of a product as radio groups named by the option ("Size"), their inputs named
 * `option0`, `option1`… in the buy form (the server finds the variant of a choice posted). A value with nothing
 * left for the other choices made stays visible and choosable, struck through with "Sold out" in
 * its name, so the shopper can choose that combination and ask to hear when it is back; a value
 * no combination has at all is disabled.
 */
import { useId } from 'react';
import { MESSAGES } from '@shop/shared/messages';
import type { ProductOption, ProductVariant } from '@shop/shared/schemas/product';
import { cn } from '@/components/ui/cn';

/** The choice so far: one value (or none yet) per option. */
export type OptionChoice = (string | undefined)[];

/** Whether some variant with `value` for option `index`, and the other values chosen, has stock. */
export function isValueAvailable(
  variants: readonly ProductVariant[],
  choice: OptionChoice,
  index: number,
  value: string,
): boolean {
  return variants.some(
    (variant) =>
      variant.stock > 0 &&
      variant.optionValues[index] === value &&
      variant.optionValues.every((v, i) => i === index || !choice[i] || choice[i] === v),
  );
}

/** Whether some variant, sold out or not, has `value` for option `index` with the other choices. */
function isValueMade(
  variants: readonly ProductVariant[],
  choice: OptionChoice,
  index: number,
  value: string,
): boolean {
  return variants.some(
    (variant) =>
      variant.optionValues[index] === value &&
      variant.optionValues.every((v, i) => i === index || !choice[i] || choice[i] === v),
  );
}

export function variantOfChoice(
  variants: readonly ProductVariant[],
  choice: OptionChoice,
): ProductVariant | undefined {
  return variants.find((variant) => variant.optionValues.every((v, i) => choice[i] === v));
}

type OptionPickerProps = {
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
  choice: OptionChoice;
  onChange: (choice: OptionChoice) => void;
};

export function OptionPicker({ options, variants, choice, onChange }: OptionPickerProps) {
  const baseId = useId();
  return (
    <div className="space-y-4">
      {options.map((option, index) => {
        const labelId = `${baseId}-${index}`;
        return (
          <div key={option.name}>
            <p id={labelId} className="text-sm font-semibold">
              {option.name}
              {choice[index] ? (
                <span className="font-normal text-ink-500 dark:text-ink-300">
                  {' '}
                  · {choice[index]}
                </span>
              ) : null}
            </p>
            <div role="radiogroup" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
              {option.values.map((value) => {
                const isAvailable = isValueAvailable(variants, choice, index, value);
                const isMade = isAvailable || isValueMade(variants, choice, index, value);
                const isChosen = choice[index] === value;
                return (
                  <label
                    key={value}
                    className={cn(
                      'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full border px-4 text-sm font-semibold transition-colors',
                      'has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-600',
                      // Checked by the browser alone too (before the app runs, or without it).
                      !isChosen &&
                        'has-[:checked]:border-clay-700 has-[:checked]:bg-clay-700 has-[:checked]:text-white dark:has-[:checked]:border-clay-300 dark:has-[:checked]:bg-clay-300 dark:has-[:checked]:text-night-900',
                      isChosen
                        ? 'border-clay-700 bg-clay-700 text-white dark:border-clay-300 dark:bg-clay-300 dark:text-night-900'
                        : 'border-cream-300 bg-cream-50 text-ink-800 hover:border-clay-500 dark:border-night-600 dark:bg-night-800 dark:text-cream-100',
                      !isAvailable &&
                        !isChosen &&
                        'border-dashed text-ink-500 line-through dark:text-ink-300',
                      !isMade && 'cursor-not-allowed hover:border-cream-300',
                    )}
                  >
                    <input
                      type="radio"
                      name={`option${index}`}
                      value={value}
                      checked={isChosen}
                      disabled={!isMade}
                      aria-label={isAvailable ? value : `${value} — ${MESSAGES.soldOut}`}
                      onChange={() => {
                        const next = [...choice];
                        next[index] = value;
                        onChange(next);
                      }}
                      className="sr-only"
                    />
                    <span aria-hidden>{value}</span>
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
