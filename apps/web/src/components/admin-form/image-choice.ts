/**
 * One image file a form is choosing (a blog post's cover, a monthly drop's picture): the file, the
 * shop's message for a refused one, and the check of its bytes that holds the form's submit.
 */
export type ImageChoice = {
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null | undefined;
  onError: (message: string | null) => void;
  onCheckingChange?: (isChecking: boolean) => void;
};

/** What the image file picker takes of a choice. */
export const pickerPropsOf = ({
  file,
  onFileChange,
  error,
  onError,
  onCheckingChange,
}: ImageChoice) => ({ file, onFileChange, hasError: Boolean(error), onError, onCheckingChange });
