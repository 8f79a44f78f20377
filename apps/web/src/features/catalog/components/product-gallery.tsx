/**
 * The product image gallery (the quick view): previous/next buttons, left/right arrow keys,
 * thumbnails and click-to-zoom (zoom follows the pointer; it resets when the image changes).
 */
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useState, type MouseEvent } from 'react';
import type { ProductImage as ProductImageRecord } from '@shop/shared/schemas/product';
import { cn } from '@/components/ui/cn';
import { ProductImage } from '@/components/ui/product-image';

type ProductGalleryProps = {
  images: ProductImageRecord[];
  name: string;
  /** Listen to ← and → on the whole page (quick view, product page). */
  hasKeyboardNavigation?: boolean;
  sizes?: string;
};

/** Arrow keys typed into a field or a slider belong to that control, not to the gallery. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    ['slider', 'menuitem', 'option', 'tab'].includes(target.getAttribute('role') ?? '')
  );
}

const navButton =
  'absolute top-1/2 z-10 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-cream-50/90 text-ink-900 shadow-md backdrop-blur transition hover:bg-white dark:bg-night-900/85 dark:text-cream-100 dark:hover:bg-night-900';

export function ProductGallery({
  images,
  name,
  hasKeyboardNavigation = false,
  sizes = '(min-width: 1024px) 480px, 90vw',
}: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const [isZoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));

  const show = (next: number) => {
    setIndex(((next % count) + count) % count);
    setZoomed(false);
  };

  useEffect(() => {
    if (!hasKeyboardNavigation || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        setIndex((i) => (i + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
        setZoomed(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hasKeyboardNavigation, count]);

  const followPointer = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  const label = count > 1 ? `${name}, image ${current + 1} of ${count}` : name;

  return (
    <div role="region" aria-roledescription="gallery" aria-label={`${name} photos`}>
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-cream-200 dark:bg-night-700">
        {count > 0 ? (
          <button
            type="button"
            aria-label={isZoomed ? 'Zoom out' : 'Zoom in'}
            aria-pressed={isZoomed}
            onClick={(event) => {
              followPointer(event);
              setZoomed((z) => !z);
            }}
            onMouseMove={isZoomed ? followPointer : undefined}
            className={cn(
              'block h-full w-full overflow-hidden',
              isZoomed ? 'cursor-zoom-out' : 'cursor-zoom-in',
            )}
          >
            <span
              className="block h-full w-full transition-transform duration-200 ease-out"
              style={{
                transform: isZoomed ? 'scale(2.2)' : undefined,
                transformOrigin: `${origin.x}% ${origin.y}%`,
              }}
            >
              <ProductImage image={images[current]} alt={label} sizes={sizes} isLcp />
            </span>
          </button>
        ) : (
          <ProductImage image={undefined} alt={name} sizes={sizes} />
        )}

        {count > 0 ? (
          <span
            aria-hidden
            className="pointer-events-none absolute right-3 top-3 grid h-8 w-8 place-items-center rounded-full bg-cream-50/85 text-ink-700 backdrop-blur dark:bg-night-900/80 dark:text-cream-200"
          >
            {isZoomed ? <ZoomOut className="h-4 w-4" /> : <ZoomIn className="h-4 w-4" />}
          </span>
        ) : null}

        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => show(current - 1)}
              className={cn(navButton, 'left-3')}
            >
              <ChevronLeft className="h-5 w-5" aria-hidden />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => show(current + 1)}
              className={cn(navButton, 'right-3')}
            >
              <ChevronRight className="h-5 w-5" aria-hidden />
            </button>
            <p
              aria-live="polite"
              data-testid="gallery-position"
              className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-ink-900/70 px-3 py-1 text-xs font-semibold tabular-nums text-cream-50"
            >
              {current + 1} / {count}
            </p>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:gap-3">
          {images.map((image, i) => (
            <li key={`${image.src}-${i}`}>
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => show(i)}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-xl border-2 transition',
                  i === current
                    ? 'border-clay-500 dark:border-clay-400'
                    : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <ProductImage image={image} alt="" sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
