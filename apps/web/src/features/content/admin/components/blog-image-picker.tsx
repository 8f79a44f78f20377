/** Picks one blog image file and previews it, under its label and above its error line. */
import { useId } from 'react';
import { ImageFilePicker } from '@/components/ui/image-file-picker';
import { FormError } from '@/components/ui/form-error';

type BlogImagePickerProps = {
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Shown when no new file is chosen (the edit dialog's current image). */
  currentImageUrl?: string;
  error?: string | null;
  onError: (message: string | null) => void;
  label?: string;
  disabled?: boolean;
  onCheckingChange?: (isChecking: boolean) => void;
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
  onCheckingChange,
}: BlogImagePickerProps) {
  const inputId = useId();
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-semibold" id={`${inputId}-label`}>
        {label}
      </span>
      <ImageFilePicker
        id={inputId}
        file={file}
        onFileChange={onFileChange}
        currentImageUrl={currentImageUrl}
        hasError={Boolean(error)}
        onError={onError}
        prompt="Choose a cover image"
        previewAlt="Selected blog image preview"
        aspectClassName={isCompact ? 'aspect-[21/9]' : 'aspect-[16/10]'}
        disabled={disabled}
        onCheckingChange={onCheckingChange}
        inputAria={{
          'aria-labelledby': `${inputId}-label`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
        }}
      />
      {file ? <p className="truncate text-xs text-ink-500 dark:text-ink-300">{file.name}</p> : null}
      <FormError id={`${inputId}-error`} announce>
        {error}
      </FormError>
    </div>
  );
}
