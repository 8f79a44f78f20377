/**
 * The product form's images: previews in display order (the first is the cover), with buttons to
 * move each earlier or later and to remove it, and a tile to add more (click or drop files).
 * Files are checked against the shop's rules before they are accepted; the server checks them again.
 */
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { MAX_PRODUCT_IMAGES } from '@shop/shared/constants';
import { IMAGE_ACCEPT, imageFilesProblem } from '@shop/shared/image-files';
import { MESSAGES } from '@shop/shared/messages';
import { checkPickedImages } from '@/components/shared/check-picked-images';
import { cn } from '@/components/ui/cn';
import { ProductImage } from '@/components/ui/product-image';
import { useObjectUrl } from '@/components/shared/use-object-url';
import { moveItem, nextImageKey, type ImageItem } from '../image-items';
import { FormError } from '@/components/ui/form-error';

type ImageManagerProps = {
  items: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  error?: string | null;
  onError: (message: string | null) => void;
  productName: string;
  disabled?: boolean;
  /** True while chosen files' bytes are being checked: the form holds its submit meanwhile. */
  onCheckingChange?: (isChecking: boolean) => void;
};

export function ImageManager({
  items,
  onChange,
  error,
  onError,
  productName,
  disabled,
  onCheckingChange,
}: ImageManagerProps) {
  const inputId = useId();
  const [isDragging, setDragging] = useState(false);
  const canAdd = items.length < MAX_PRODUCT_IMAGES;

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    // The name and declared type can lie: only files whose bytes decode become tiles.
    const isAccepted = await checkPickedImages(files, {
      problem: imageFilesProblem(files, { alreadyChosen: items.length }),
      invalidMessage: MESSAGES.invalidImageTypes,
      onError,
      onCheckingChange,
    });
    if (!isAccepted) return;
    onChange([
      ...items,
      ...files.map((file) => ({ kind: 'new' as const, key: nextImageKey(), file })),
    ]);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Let the same files be chosen again after a refusal.
    event.target.value = '';
    void addFiles(files);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <fieldset className="min-w-0 space-y-2" disabled={disabled}>
      <legend className="text-sm font-semibold">Images</legend>
      <p id={`${inputId}-hint`} className="text-xs text-ink-500 dark:text-ink-300">
        JPG, PNG or WebP, up to 5MB each, at most {MAX_PRODUCT_IMAGES}. The first image is the
        cover.
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2">
        {items.map((item, index) => (
          <li key={item.key}>
            <ImageTile
              item={item}
              index={index}
              count={items.length}
              productName={productName}
              onMove={(to) => onChange(moveItem(items, index, to))}
              onRemove={() => {
                onError(null);
                onChange(items.filter((other) => other.key !== item.key));
              }}
            />
          </li>
        ))}
        {canAdd ? (
          <li>
            <label
              htmlFor={inputId}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                'flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed bg-white p-3 text-center text-sm font-semibold text-ink-700 transition-colors focus-within:ring-2 focus-within:ring-clay-300 dark:bg-night-900 dark:text-cream-200',
                error ? 'border-red-400' : 'border-cream-300 dark:border-night-600',
                isDragging
                  ? 'border-clay-400 bg-clay-50 dark:bg-clay-700/20'
                  : 'hover:border-clay-300 dark:hover:border-clay-400',
                disabled && 'pointer-events-none opacity-60',
              )}
            >
              <ImagePlus className="h-7 w-7 text-clay-500 dark:text-clay-300" aria-hidden />
              {items.length === 0 ? 'Add images' : 'Add more'}
              <span className="text-xs font-normal text-ink-500 dark:text-ink-300">
                {MAX_PRODUCT_IMAGES - items.length} left
              </span>
              <input
                id={inputId}
                type="file"
                accept={IMAGE_ACCEPT}
                multiple
                className="sr-only"
                aria-describedby={`${inputId}-hint`}
                onChange={onInput}
              />
            </label>
          </li>
        ) : null}
      </ul>
      <FormError announce>{error}</FormError>
    </fieldset>
  );
}

function ImageTile({
  item,
  index,
  count,
  productName,
  onMove,
  onRemove,
}: {
  item: ImageItem;
  index: number;
  count: number;
  productName: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const previewUrl = useObjectUrl(item.kind === 'new' ? item.file : null);
  const position = index + 1;
  const alt = `${productName || 'Product'} image ${position}`;
  const iconButton =
    'grid h-8 w-8 place-items-center rounded-full bg-cream-50/95 text-ink-900 shadow-sm backdrop-blur transition-colors hover:bg-white disabled:opacity-40 dark:bg-night-900/90 dark:text-cream-100 dark:hover:bg-night-700';
  return (
    <figure className="group relative aspect-square overflow-hidden rounded-2xl border border-cream-300 bg-cream-200 dark:border-night-600 dark:bg-night-700">
      {item.kind === 'stored' ? (
        <ProductImage image={item.image} alt={alt} sizes="160px" />
      ) : previewUrl ? (
        <img src={previewUrl} alt={alt} className="h-full w-full object-cover" />
      ) : null}
      <figcaption className="absolute left-2 top-2 rounded-full bg-cream-50/95 px-2.5 py-1 text-xs font-bold text-ink-900 shadow-sm dark:bg-night-900/90 dark:text-cream-100">
        {index === 0 ? 'Cover' : position}
        {item.kind === 'new' ? (
          <span className="font-semibold text-clay-600 dark:text-clay-300"> · new</span>
        ) : null}
      </figcaption>
      <button
        type="button"
        aria-label={`Remove image ${position}`}
        title="Remove"
        onClick={onRemove}
        className={cn(iconButton, 'absolute right-2 top-2 hover:text-red-700')}
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
      <div className="absolute inset-x-2 bottom-2 flex justify-between">
        <button
          type="button"
          aria-label={`Move image ${position} earlier`}
          title="Move earlier"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          className={iconButton}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={`Move image ${position} later`}
          title="Move later"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          className={iconButton}
        >
          <ArrowRight className="h-4 w-4" aria-hidden />
        </button>
      </div>
    </figure>
  );
}
