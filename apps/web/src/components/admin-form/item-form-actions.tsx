/** The foot of the product and drop forms: the save error, then Cancel (when offered) and save. */
import { Save } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

type ItemFormActionsProps = {
  error: string | null;
  isBusy: boolean;
  /** The save button's text while busy (default "Saving…"). */
  busyLabel?: string;
  /** The save button's text when not busy ("Add Product", "Save changes", …). */
  submitLabel: string;
  onCancel?: () => void;
};

export function ItemFormActions({
  error,
  isBusy,
  busyLabel = 'Saving…',
  submitLabel,
  onCancel,
}: ItemFormActionsProps) {
  return (
    <>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="mt-auto flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isBusy}>
          <Save className="h-4 w-4" aria-hidden />
          {isBusy ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
