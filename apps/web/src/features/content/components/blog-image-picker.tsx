/**
 * Picks one blog image file and previews it. The browser checks type and size with SPEC's
 * singular messages before anything is uploaded; the server checks the bytes again.
 */
import { ImagePlus, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, imageFilesProblem } from '@shop/shared/image-files';
import { cn } from '../../../components/ui/cn';

type BlogImagePickerProps = {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Shown when no new file is chosen (the edit dialog's current image). */
  currentImageUrl?: string;
  error?: string | null;
  onError: (message: string | null) => void;
  label?: string;
  disabled?: boolean;
  /** A wide, shorter frame (the edit dialog, where the text matters more). */
  isCompact?: boolean;
};

export function BlogImagePicker({
  file,
  onFileChange,
  currentImageUrl,
  error,
  onError,
  label = 'Image',
  disabled,
  isCompact,
}: BlogImagePickerProps) {
  const inputId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Let the same file be chosen again after a refusal.
    event.target.value = '';
    if (!chosen) return;
    const problem = imageFilesProblem([chosen], { single: true });
    if (problem) {
      onError(problem);
      return;
    }
    onError(null);
    onFileChange(chosen);
  };

  const shown = previewUrl ?? currentImageUrl ?? null;

  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-semibold" id={`${inputId}-label`}>
        {label}
      </span>
      <label
        htmlFor={inputId}
        className={cn(
          'group relative flex cursor-pointer items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed bg-white text-center transition-colors focus-within:ring-2 focus-within:ring-clay-300 dark:bg-night-900',
          isCompact ? 'aspect-[21/9]' : 'aspect-[16/10]',
          error
            ? 'border-red-400'
            : 'border-cream-300 hover:border-clay-300 dark:border-night-600 dark:hover:border-clay-400',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        {shown ? (
          <>
            <img
              src={shown}
              alt="Selected blog image preview"
              className="h-full w-full object-cover"
            />
            <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-cream-50/90 px-3 py-1.5 text-xs font-bold text-ink-900 shadow-sm backdrop-blur dark:bg-night-900/85 dark:text-cream-100">
              <RefreshCw className="h-3.5 w-3.5" aria-hidden />
              Replace image
            </span>
          </>
        ) : (
          <span className="flex flex-col items-center gap-2 px-6 text-sm text-ink-500 dark:text-ink-300">
            <ImagePlus className="h-8 w-8 text-clay-500 dark:text-clay-300" aria-hidden />
            <span className="font-semibold text-ink-700 dark:text-cream-100">
              Choose a cover image
            </span>
            <span>JPG, PNG or WebP, up to 5MB</span>
          </span>
        )}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={onChange}
          disabled={disabled}
          aria-labelledby={`${inputId}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="sr-only"
        />
      </label>
      {file ? <p className="truncate text-xs text-ink-500 dark:text-ink-300">{file.name}</p> : null}
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
