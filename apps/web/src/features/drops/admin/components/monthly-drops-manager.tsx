/**
 * The admin's Monthly Drop page body: the add form, then every drop as a card (newest release
 * first) with working edit (a dialog with the same form) and delete.
 */
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MESSAGES } from '@shop/shared/messages';
import type { AdminMonthlyDrop } from '@shop/shared/schemas/monthly-drop';
import { Alert } from '@/components/ui/alert';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { LoadErrorStack } from '@/components/ui/load-error';
import { BusyBlocks } from '@/components/ui/skeleton';
import { runAdminAction } from '@/lib/admin-error-message';
import { useAdminMonthlyDrops, useDeleteMonthlyDrop } from '../api/monthly-drops';
import { AdminDropCard } from './admin-drop-card';
import { DropForm } from './drop-form';
import { EmptyNote } from '@/components/admin-form/empty-note';
import { deleteConfirmation } from '@/components/admin-form/delete-confirmation';

const cardClass =
  'rounded-3xl border border-cream-300 bg-white p-5 shadow-sm sm:p-7 dark:border-night-700 dark:bg-night-800';

export function MonthlyDropsManager() {
  const drops = useAdminMonthlyDrops();
  const remove = useDeleteMonthlyDrop();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<AdminMonthlyDrop | null>(null);
  const [addedName, setAddedName] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const now = Date.now();

  useEffect(() => {
    if (!addedName) return;
    const timer = setTimeout(() => setAddedName(null), 5000);
    return () => clearTimeout(timer);
  }, [addedName]);

  const onDelete = async (drop: AdminMonthlyDrop) => {
    const isConfirmed = await confirm(
      deleteConfirmation(
        MESSAGES.confirmDeleteDrop,
        drop.heldProducts.length
          ? `“${drop.name}” disappears from the home page; its products go on sale at once.`
          : `“${drop.name}” disappears from the home page.`,
      ),
    );
    if (!isConfirmed) return;
    await runAdminAction(() => remove.mutateAsync(drop.id), {
      fallback: MESSAGES.dropDeleteFailed,
      showError: setActionError,
    });
  };

  return (
    <div className="space-y-8">
      <section aria-labelledby="add-drop-heading" className={cardClass}>
        <h2 id="add-drop-heading" className="text-xl font-semibold">
          Add a drop
        </h2>
        <p className="mb-6 mt-1 text-sm text-ink-500 dark:text-ink-300">
          Upcoming drops count down on the home page until their release, when their products go on
          sale and everyone who asked to be notified gets one mail.
        </p>
        {addedName ? (
          <Alert tone="success" className="mb-5 flex items-center gap-2">
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />“{addedName}” was added.
          </Alert>
        ) : null}
        <DropForm onSaved={(drop) => setAddedName(drop.name)} />
      </section>

      <section aria-labelledby="drops-list-heading">
        <h2 id="drops-list-heading" className="mb-4 text-xl font-semibold">
          All drops
        </h2>
        {actionError ? (
          <Alert tone="danger" className="mb-4">
            {actionError}
          </Alert>
        ) : null}
        {drops.isPending ? (
          <BusyBlocks
            label="Loading drops"
            count={3}
            className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
            blockClassName="h-80 rounded-3xl"
          />
        ) : drops.isError ? (
          <LoadErrorStack onRetry={() => void drops.refetch()}>
            We could not load the monthly drops.
          </LoadErrorStack>
        ) : drops.data.length === 0 ? (
          <EmptyNote title="No drops yet">Add the first one with the form above.</EmptyNote>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {drops.data.map((drop) => (
              <li key={drop.id}>
                <AdminDropCard
                  drop={drop}
                  now={now}
                  onEdit={() => setEditing(drop)}
                  onDelete={() => void onDelete(drop)}
                  isBusy={remove.isPending && remove.variables === drop.id}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title="Edit Monthly Drop"
        description={editing?.name}
        size="lg"
      >
        {editing ? (
          <div className="mt-6">
            <DropForm
              key={editing.id}
              drop={editing}
              onCancel={() => setEditing(null)}
              onSaved={() => setEditing(null)}
            />
          </div>
        ) : null}
      </Dialog>
      {confirmDialog}
    </div>
  );
}
