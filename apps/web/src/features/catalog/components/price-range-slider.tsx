/**
 * The price slider: 0 to 1000 in steps of 10, two thumbs. Dragging updates the label
 * live; the filter changes once, when the thumb is released.
 */
import { Slider } from 'radix-ui';
import { useState } from 'react';
import { PRICE_SLIDER } from '@shop/shared/constants';
import { formatPrice } from '@shop/shared/money';

type PriceRangeSliderProps = {
  min: number;
  max: number;
  onCommit: (range: { min: number; max: number }) => void;
  className?: string;
};

/**
 * The form Radix's hidden per-thumb inputs belong to: none on the page. The slider sits in the
 * listing's GET form, which sends the price as `minPrice`/`maxPrice` fields of its own; the
 * slider's `price[]` pair would only clutter the address.
 */
const DETACHED_FORM = 'price-slider-values';

const thumbClass =
  'block h-5 w-5 cursor-grab rounded-full border-2 border-clay-600 bg-white shadow-md transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 active:cursor-grabbing dark:border-clay-400 dark:bg-night-900';

// Whole dollars with the shop's price format (no `toLocaleString`: its first call wakes the
// browser's ICU data, a long task while the page hydrates).
const dollars = (value: number) => formatPrice(value * 100).replace(/\.00$/, '');

export function PriceRangeSlider({ min, max, onCommit, className }: PriceRangeSliderProps) {
  const [draft, setDraft] = useState<[number, number]>([min, max]);
  // The URL (back/forward, Clear filters) moves the thumbs too.
  const [committed, setCommitted] = useState<[number, number]>([min, max]);
  if (committed[0] !== min || committed[1] !== max) {
    setCommitted([min, max]);
    setDraft([min, max]);
  }
  const [low, high] = draft;

  return (
    <div className={className}>
      <div className="flex items-baseline justify-between">
        <span id="price-range-label" className="text-sm font-semibold">
          Price range
        </span>
        <span className="text-sm tabular-nums text-ink-700 dark:text-cream-200" aria-live="polite">
          {dollars(low)} – {high >= PRICE_SLIDER.max ? `${dollars(high)}+` : dollars(high)}
        </span>
      </div>
      {/* Named: before hydration Radix renders a hidden input per thumb for forms, and an input
          with neither id nor name is reported by the browser's issues panel. */}
      {/* Only the app can move it: the page wakes the app when the slider is on screen. */}
      <Slider.Root
        data-wants-app=""
        name="price"
        form={DETACHED_FORM}
        aria-labelledby="price-range-label"
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        minStepsBetweenThumbs={0}
        value={draft}
        onValueChange={(value) =>
          setDraft([value[0] ?? PRICE_SLIDER.min, value[1] ?? PRICE_SLIDER.max])
        }
        onValueCommit={(value) =>
          onCommit({ min: value[0] ?? PRICE_SLIDER.min, max: value[1] ?? PRICE_SLIDER.max })
        }
        className="relative mt-4 flex h-5 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-cream-300 dark:bg-night-600">
          <Slider.Range className="absolute h-full rounded-full bg-clay-500 dark:bg-clay-400" />
        </Slider.Track>
        <Slider.Thumb aria-label="Minimum price" className={thumbClass} />
        <Slider.Thumb aria-label="Maximum price" className={thumbClass} />
      </Slider.Root>
    </div>
  );
}
