/**
 * One image file, chosen by clicking a dashed frame that then previews it. The browser checks
 * type and size with the shop's singular messages before anything is uploaded; the server checks the
 * bytes again. The caller owns the label, the error line and any other way to give an image.
 */
import { ImagePlus, RefreshCw } from 'lucide-react';
import { type ChangeEvent, type InputHTMLAttributes } from 'react';
import { IMAGE_ACCEPT, imageFilesProblem } from '@shop/shared/image-files';
import { MESSAGES } from '@shop/shared/messages';
import { checkPickedImages } from '@/components/shared/check-picked-images';
import { useObjectUrl } from '@/components/shared/use-object-url';
import { cn } from './cn';

type ImageFilePickerProps = {
  /** The file input's id, for the caller's label and error line. */
  id: string;
  file: File | null;
  onFileChange: (file: File) => void;
  /** Shown until a new file is chosen (the image being edited). */
  currentImageUrl?: string | null;
  hasError?: boolean;
  /** the shop's message for a refused file, or null once a good one is chosen. */
  onError: (message: string | null) => void;
  /** The empty frame's call to action ("Choose an image"). */
  prompt: string;
  previewAlt: string;
  /** The frame's aspect ratio class. */
  aspectClassName: string;
  disabled?: boolean;
  /**
   * True while a chosen file's bytes are being checked (decoding a large picture takes a moment
   * on a slow machine): the form holds its submit meanwhile, or a quick press would find no file.
   */
  onCheckingChange?: (isChecking: boolean) => void;
  /** How the input is named and described for assistive technology. */
  inputAria?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'aria-label' | 'aria-labelledby' | 'aria-invalid' | 'aria-describedby'
  >;
};

export function ImageFilePicker({
  id,
  file,
  onFileChange,
  currentImageUrl,
  hasError,
  onError,
  prompt,
  previewAlt,
  aspectClassName,
  disabled,
  onCheckingChange,
  inputAria,
}: ImageFilePickerProps) {
  const previewUrl = useObjectUrl(file);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Let the same file be chosen again after a refusal.
    event.target.value = '';
    if (!chosen) return;
    // The name and declared type can lie: refuse a file whose bytes do not decode as an image.
    const isAccepted = await checkPickedImages([chosen], {
      problem: imageFilesProblem([chosen], { single: true }),
      invalidMessage: MESSAGES.invalidImageType,
      onError,
      onCheckingChange,
    });
    if (!isAccepted) return;
    onFileChange(chosen);
  };

  const shown = previewUrl ?? currentImageUrl ?? null;

  return (
    <label
      htmlFor={id}
      className={cn(
        'group relative flex cursor-pointer items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed bg-white text-center transition-colors focus-within:ring-2 focus-within:ring-clay-300 dark:bg-night-900',
        aspectClassName,
        hasError
          ? 'border-red-400'
          : 'border-cream-300 hover:border-clay-300 dark:border-night-600 dark:hover:border-clay-400',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      {shown ? (
        <>
          <img src={shown} alt={previewAlt} className="h-full w-full object-cover" />
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-cream-50/90 px-3 py-1.5 text-xs font-bold text-ink-900 shadow-sm backdrop-blur dark:bg-night-900/85 dark:text-cream-100">
            <RefreshCw className="h-3.5 w-3.5" aria-hidden />
            Replace image
          </span>
        </>
      ) : (
        <span className="flex flex-col items-center gap-2 px-6 text-sm text-ink-500 dark:text-ink-300">
          <ImagePlus className="h-8 w-8 text-clay-500 dark:text-clay-300" aria-hidden />
          <span className="font-semibold text-ink-700 dark:text-cream-100">{prompt}</span>
          <span>JPG, PNG or WebP, up to 5MB</span>
        </span>
      )}
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(event) => void onChange(event)}
        disabled={disabled}
        className="sr-only"
        {...inputAria}
      />
    </label>
  );
}
