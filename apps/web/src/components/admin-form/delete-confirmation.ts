/**
 * The question the admin panel asks before anything is deleted or removed for good: what goes,
 * what follows, and a red confirm button.
 */
import type { ConfirmOptions } from '@/components/ui/confirm-dialog';

export const deleteConfirmation = (
  title: string,
  description: string,
  confirmLabel = 'Delete',
): ConfirmOptions => ({ title, description, confirmLabel, isDestructive: true });
