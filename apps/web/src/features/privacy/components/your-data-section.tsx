/**
 * The profile's "Your data" section: download everything the shop holds about you as JSON, or
 * delete the account (type your email to confirm). Orders stay in the shop's books under a
 * replaced name; everything else personal goes.
 */
import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useTrackedRun } from '@/components/shared/use-tracked-run';
import { messageOf } from '@/lib/download-json';
import { deleteMyAccount, downloadMyData } from '../api/customer-data';
import { DangerFormActions } from '@/components/ui/danger-form-actions';

export function YourDataSection({ email }: { email: string }) {
  const { running, error: downloadError, run } = useTrackedRun<'download'>();
  const isDownloading = running === 'download';
  const [isDeleting, setDeleting] = useState(false);

  const download = () => run('download', downloadMyData);

  return (
    <div className="mt-8 border-t border-cream-300 pt-6 dark:border-night-700">
      <h3 className="font-display text-lg font-semibold">Your data</h3>
      <p className="text-sm text-ink-500 dark:text-ink-300">
        Download everything we hold about you (profile, orders, cart, wishlist, ratings,
        back-in-stock requests, newsletter, messages), or delete your account.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void download()} disabled={isDownloading}>
          <Download className="h-4 w-4" aria-hidden />
          {isDownloading ? 'Preparing...' : 'Download my data'}
        </Button>
        {!isDeleting ? (
          <Button variant="secondary" onClick={() => setDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete my account
          </Button>
        ) : null}
      </div>
      {downloadError ? (
        <Alert tone="danger" className="mt-4">
          {downloadError}
        </Alert>
      ) : null}
      {isDeleting ? <DeleteAccountForm email={email} onCancel={() => setDeleting(false)} /> : null}
    </div>
  );
}

function DeleteAccountForm({ email, onCancel }: { email: string; onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setError('Type your email address exactly as shown to confirm.');
      return;
    }
    setLoading(true);
    setError(null);
    try {
      await deleteMyAccount(typed.trim());
      // A fresh load of the home page: nothing of the account stays in memory, and the signed-in
      // page is gone before the browser learns the user is. (Clearing the user while the router
      // still showed this page would let its guard send the browser to the sign-in page.)
      window.location.replace('/');
    } catch (caught) {
      setError(messageOf(caught));
      setLoading(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label="Delete my account"
      className="mt-5 space-y-4 rounded-2xl border border-red-200 bg-red-50 p-4 dark:border-red-900/60 dark:bg-red-950/30"
    >
      <p className="text-sm">
        This signs you out everywhere and removes your account, wishlist, ratings&apos; link to you,
        back-in-stock requests and newsletter subscription. Your past orders stay in the shop&apos;s
        books for accounting, without your name or email. It cannot be undone.
      </p>
      <TextField
        label={`Type ${email} to confirm`}
        name="confirm-email"
        type="email"
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <DangerFormActions
        error={error}
        isLoading={isLoading}
        label="Delete my account for good"
        loadingLabel="Deleting..."
        onCancel={onCancel}
      />
    </form>
  );
}
