/**
 * The end of a form that does something that cannot be undone: its error, a red submit button
 * that says what it is doing while it runs, and a way back.
 */
import { Alert } from './alert';
import { Button } from './button';

type DangerFormActionsProps = {
  error?: string | null;
  isLoading: boolean;
  label: string;
  loadingLabel: string;
  onCancel: () => void;
};

export function DangerFormActions({
  error,
  isLoading,
  label,
  loadingLabel,
  onCancel,
}: DangerFormActionsProps) {
  return (
    <>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? loadingLabel : label}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}
