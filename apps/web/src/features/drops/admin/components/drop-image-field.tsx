/**
 * A monthly drop's image: uploaded (checked in the browser with the shop's singular messages, then
 * re-encoded by the server) or given as an https:// address. Shows a preview either way.
 */
import { Link2, Upload } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/field';
import { ImageFilePicker } from '@/components/ui/image-file-picker';
import { FormError } from '@/components/ui/form-error';
import { pickerPropsOf, type ImageChoice } from '@/components/admin-form/image-choice';

export type DropImageMode = 'upload' | 'url';

type DropImageFieldProps = {
  mode: DropImageMode;
  onModeChange: (mode: DropImageMode) => void;
  image: ImageChoice;
  /** The drop's current uploaded image, shown until another file is chosen. */
  uploadedUrl: string | null;
  url: string;
  onUrlChange: (url: string) => void;
  disabled?: boolean;
};

export function DropImageField({
  mode,
  onModeChange,
  image,
  uploadedUrl,
  url,
  onUrlChange,
  disabled,
}: DropImageFieldProps) {
  const inputId = useId();
  const { error, onError } = image;
  const trimmedUrl = url.trim();
  const shownUrl = /^https:\/\/\S+$/.test(trimmedUrl) ? trimmedUrl : null;

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
          : 'text-ink-700 hover:text-ink-900 dark:text-ink-300 dark:hover:text-cream-100',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden />
      {label}
    </button>
  );

  return (
    <fieldset className="min-w-0 space-y-3" disabled={disabled}>
      <legend className="text-sm font-semibold">Image</legend>
      <div className="flex gap-1 rounded-full bg-cream-200 p-1 dark:bg-night-900">
        {tab('upload', 'Upload', Upload)}
        {tab('url', 'Image URL', Link2)}
      </div>
      {mode === 'upload' ? (
        <ImageFilePicker
          id={inputId}
          {...pickerPropsOf(image)}
          currentImageUrl={uploadedUrl}
          prompt="Choose an image"
          previewAlt="Drop image preview"
          aspectClassName="aspect-[4/3]"
          inputAria={{ 'aria-label': 'Drop image file' }}
        />
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
      <FormError announce>{error}</FormError>
    </fieldset>
  );
}
