/** Picks one blog image file and previews it, under its label and above its error line. */
import { useId } from 'react';
import { ImageFilePicker } from '@/components/ui/image-file-picker';
import { FormError } from '@/components/ui/form-error';
import { pickerPropsOf, type ImageChoice } from '@/components/admin-form/image-choice';

type BlogImagePickerProps = {
  image: ImageChoice;
  /** Shown when no new file is chosen (the edit dialog's current image). */
  currentImageUrl?: string;
  label?: string;
  disabled?: boolean;
  /** A wide, shorter frame (the edit dialog, where the text matters more). */
  isCompact?: boolean;
};

export function BlogImagePicker({
  image,
  currentImageUrl,
  label = 'Image',
  disabled,
  isCompact,
}: BlogImagePickerProps) {
  const inputId = useId();
  const { file, error } = image;
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-semibold" id={`${inputId}-label`}>
        {label}
      </span>
      <ImageFilePicker
        id={inputId}
        {...pickerPropsOf(image)}
        currentImageUrl={currentImageUrl}
        prompt="Choose a cover image"
        previewAlt="Selected blog image preview"
        aspectClassName={isCompact ? 'aspect-[21/9]' : 'aspect-[16/10]'}
        disabled={disabled}
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
