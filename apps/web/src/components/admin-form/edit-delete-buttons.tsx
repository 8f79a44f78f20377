/** The Edit and Delete icon buttons of an admin list item, named after the item they act on. */
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  isDeleting,
  className,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The item is being deleted: Delete waits. */
  isDeleting: boolean;
  className: string;
}) {
  return (
    <div className={className}>
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} title="Edit" onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${name}`}
        title="Delete"
        disabled={isDeleting}
        onClick={onDelete}
        className="hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950/40 dark:hover:text-red-300"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}
