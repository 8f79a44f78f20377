/**
 * A quantity control: minus, the quantity, plus. Minus never goes below `min`; plus stops at
 * `max` when given. With `isEditable` the quantity is a number field where typing enforces only
 * the minimum (the quick view's quantity); otherwise it is plain text (the cart line).
 *
 * Inside an HTML form (components/ui/html-form.tsx) it works before the app runs: `name` names
 * the number field, and with `submitName` minus and plus are submit buttons carrying the new
 * quantity under that name (the form's enhanced submit reads it; `onChange` is not called).
 */
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from './cn';

type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Accessible name of the quantity, e.g. "Quantity" or "Quantity of Cozy Bunny". */
  label?: string;
  isEditable?: boolean;
  size?: 'sm' | 'md';
  className?: string;
  /** The number field's name in its form. */
  name?: string;
  /** Minus and plus submit their form with the new quantity under this name. */
  submitName?: string;
};

const stepButton =
  'grid place-items-center rounded-full text-ink-700 transition-colors hover:bg-cream-200 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent dark:text-cream-200 dark:hover:bg-night-700';

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label = 'Quantity',
  isEditable = false,
  size = 'md',
  className,
  name,
  submitName,
}: QuantityStepperProps) {
  const inputId = useId();
  // While typing, the field may be empty for a moment; it settles on blur.
  const [draft, setDraft] = useState<string | null>(null);
  const isAtMax = max !== undefined && value >= max;
  const buttonSize = size === 'sm' ? 'h-8 w-8' : 'h-10 w-10';
  const less = Math.max(min, value - 1);
  const more = max === undefined ? value + 1 : Math.min(max, value + 1);
  const step = (next: number) =>
    submitName
      ? { type: 'submit' as const, name: submitName, value: String(next) }
      : // Only the app can step this one: the page wakes it when the stepper is on screen.
        { type: 'button' as const, onClick: () => onChange(next), 'data-wants-app': '' };

  const handleTyped = (text: string) => {
    if (text.trim() === '') {
      setDraft('');
      return;
    }
    const parsed = Math.floor(Number(text));
    setDraft(null);
    onChange(Number.isFinite(parsed) ? Math.max(min, parsed) : min);
  };

  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-cream-300 bg-white p-1 dark:border-night-600 dark:bg-night-900',
        className,
      )}
    >
      <button
        aria-label="Decrease quantity"
        className={cn(stepButton, buttonSize)}
        disabled={value <= min}
        {...step(less)}
      >
        <Minus className="h-4 w-4" aria-hidden />
      </button>
      {isEditable ? (
        <>
          <label htmlFor={inputId} className="sr-only">
            {label}
          </label>
          <input
            id={inputId}
            name={name}
            type="number"
            inputMode="numeric"
            min={min}
            step={1}
            value={draft ?? String(value)}
            onChange={(event) => handleTyped(event.target.value)}
            onBlur={() => {
              if (draft !== null) {
                setDraft(null);
                onChange(min);
              }
            }}
            className="w-12 appearance-none bg-transparent text-center font-semibold tabular-nums outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
        </>
      ) : (
        <span
          aria-live="polite"
          data-testid="quantity"
          className="min-w-8 text-center font-semibold tabular-nums"
        >
          {value}
        </span>
      )}
      <button
        aria-label="Increase quantity"
        className={cn(stepButton, buttonSize)}
        disabled={isAtMax}
        {...step(more)}
      >
        <Plus className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
