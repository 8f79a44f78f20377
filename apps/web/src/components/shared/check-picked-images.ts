/**
 * The browser's check of picked image files before a form takes them: the shop's count, type and
 * size rules first, then the bytes themselves (a name or declared type can lie). The server checks
 * the bytes again on upload.
 */
import { areRealImages } from '@/lib/image-content';

type CheckOptions = {
  /** The shop's message for files that break the count, type or size rules, or null. */
  problem: string | null;
  /** The shop's message for files whose bytes are not a picture. */
  invalidMessage: string;
  /** Gets the refusal's message, or null once the files are good. */
  onError: (message: string | null) => void;
  /** True while the bytes are being checked: the form holds its submit meanwhile. */
  onCheckingChange?: (isChecking: boolean) => void;
};

/** True when the files may be taken; otherwise the refusal has been passed to `onError`. */
export async function checkPickedImages(
  files: File[],
  { problem, invalidMessage, onError, onCheckingChange }: CheckOptions,
): Promise<boolean> {
  if (problem) {
    onError(problem);
    return false;
  }
  onCheckingChange?.(true);
  const areImages = await areRealImages(files);
  onCheckingChange?.(false);
  if (!areImages) {
    onError(invalidMessage);
    return false;
  }
  onError(null);
  return true;
}
