/**
 * On an order in the admin: the customer's data on request (their JSON export) and deleting
 * their account on request, after a confirm. Orders stay, under the replaced name.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Download, UserX } from 'lucide-react';
import type { AdminOrder } from '@shop/shared/schemas/order';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useTrackedRun } from '@/components/shared/use-tracked-run';
import { orderKeys } from '@/lib/query-keys';
import { deleteCustomerAccount, downloadCustomerData } from '../api/customer-data';
import { deleteConfirmation } from '@/components/admin-form/delete-confirmation';

export function CustomerPrivacyActions({ order }: { order: AdminOrder }) {
  const [confirm, confirmElement] = useConfirm();
  const queryClient = useQueryClient();
  const { running: busy, error, run } = useTrackedRun<'download' | 'delete'>();

  if (order.customerEmail.endsWith('@deleted.invalid')) {
    return <p className="text-sm text-ink-500 dark:text-ink-300">Customer account deleted.</p>;
  }

  const remove = async () => {
    const isConfirmed = await confirm(
      deleteConfirmation(
        'Delete this customer’s account?',
        `${order.customerEmail} is signed out everywhere and their personal data is removed. Their orders stay, under a replaced name. This cannot be undone.`,
        'Delete account',
      ),
    );
    if (!isConfirmed) return;
    await run('delete', async () => {
      await deleteCustomerAccount(order.customerId);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    });
  };

  return (
    <div className="space-y-2">
      <p className="text-xs font-bold uppercase tracking-wider text-ink-500 dark:text-ink-300">
        Customer data on request
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void run('download', () => downloadCustomerData(order.customerId))}
        >
          <Download className="h-4 w-4" aria-hidden />
          {busy === 'download' ? 'Preparing...' : 'Download data'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy !== null}
          onClick={() => void remove()}
        >
          <UserX className="h-4 w-4" aria-hidden />
          {busy === 'delete' ? 'Deleting...' : 'Delete account'}
        </Button>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {confirmElement}
    </div>
  );
}
