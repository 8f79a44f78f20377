/**
 * A monthly drop's image: uploaded (checked in the browser with SPEC's singular messages, then
 * re-encoded by the server) or given as an https:// address. Shows a preview either way.
 */
import { ImagePlus, Link2, RefreshCw, Upload } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, imageFilesProblem } from '@shop/shared/image-files';
import { cn } from '../../../components/ui/cn';
import { TextField } from '../../../components/ui/field';
import { useObjectUrl } from '../hooks/use-object-url';

export type DropImageMode = 'upload' | 'url';

type DropImageFieldProps = {
  mode: DropImageMode;
  onModeChange: (mode: DropImageMode) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The drop's current uploaded image, shown until another file is chosen. */
  uploadedUrl: string | null;
  url: string;
  onUrlChange: (url: string) => void;
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
};

export function DropImageField({
  mode,
  onModeChange,
  file,
  onFileChange,
  uploadedUrl,
  url,
  onUrlChange,
  error,
  onError,
  disabled,
}: DropImageFieldProps) {
  const inputId = useId();
  const previewUrl = useObjectUrl(file);
  const shownUpload = previewUrl ?? uploadedUrl;
  const trimmedUrl = url.trim();
  const shownUrl = /^https:\/\/\S+$/.test(trimmedUrl) ? trimmedUrl : null;

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
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

  const tab = (value: DropImageMode, label: string, Icon: typeof Upload) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => {
        onError(null);
        onModeChange(value);
      }}
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors',
        mode === value
          ? 'bg-white text-ink-900 shadow-sm dark:bg-night-600 dark:text-cream-50'
          : 'text-ink-500 hover:text-ink-900 dark:text-ink-300 dark:hover:text-cream-100',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden />
      {label}
    </button>
  );

  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-sm font-semibold">Image</legend>
      <div className="flex gap-1 rounded-full bg-cream-200 p-1 dark:bg-night-900">
        {tab('upload', 'Upload', Upload)}
        {tab('url', 'Image URL', Link2)}
      </div>
      {mode === 'upload' ? (
        <label
          htmlFor={inputId}
          className={cn(
            'group relative flex aspect-[4/3] cursor-pointer items-center justify-center overflow-hidden rounded-2xl border-2 border-dashed bg-white text-center transition-colors focus-within:ring-2 focus-within:ring-clay-300 dark:bg-night-900',
            error
              ? 'border-red-400'
              : 'border-cream-300 hover:border-clay-300 dark:border-night-600',
          )}
        >
          {shownUpload ? (
            <>
              <img
                src={shownUpload}
                alt="Drop image preview"
                className="h-full w-full object-cover"
              />
              <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-cream-50/90 px-3 py-1.5 text-xs font-bold text-ink-900 shadow-sm dark:bg-night-900/85 dark:text-cream-100">
                <RefreshCw className="h-3.5 w-3.5" aria-hidden />
                Replace image
              </span>
            </>
          ) : (
            <span className="flex flex-col items-center gap-2 p-4 text-sm font-semibold text-ink-700 dark:text-cream-200">
              <ImagePlus className="h-8 w-8 text-clay-500 dark:text-clay-300" aria-hidden />
              Choose an image
              <span className="text-xs font-normal text-ink-500 dark:text-ink-300">
                JPG, PNG or WebP, up to 5MB
              </span>
            </span>
          )}
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            aria-label="Drop image file"
            onChange={onInput}
          />
        </label>
      ) : (
        <div className="space-y-3">
          <TextField
            label="Image URL"
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={url}
            onChange={(event) => {
              onError(null);
              onUrlChange(event.target.value);
            }}
          />
          {shownUrl ? (
            <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-cream-300 bg-cream-200 dark:border-night-600 dark:bg-night-700">
              <img src={shownUrl} alt="Drop image preview" className="h-full w-full object-cover" />
            </div>
          ) : null}
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
