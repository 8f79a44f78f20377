/**
 * REQUIRE_ADMIN_2FA: an admin who has not set up two-factor sign-in sees this set-up instead of
 * the panel (the API refuses every admin call until then). Anyone else sees `children`.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TWO_FACTOR } from '@shop/shared/two-factor';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/components/ui/page';
import { useMe } from '../hooks/use-me';
import { TwoFactorSetup } from './two-factor-setup';

export function AdminTwoFactorGate({ children }: { children: ReactNode }) {
  const me = useMe();
  const queryClient = useQueryClient();
  if (me.isPending) return <Spinner label="Loading the admin panel..." />;
  // A failed check is not a reason to hide the panel: the API enforces the rule itself.
  if (!me.data?.mustSetUpTwoFactor) return <>{children}</>;
  return (
    <SetUpPage
      onDone={() => {
        // The panel's queries that were refused start over with the new session.
        void queryClient.invalidateQueries();
      }}
    />
  );
}

function SetUpPage({ onDone }: { onDone: () => void }) {
  useDocumentTitle('Set up two-factor sign-in · Admin');
  return (
    <section className="mx-auto max-w-xl py-10">
      <h1 className="text-3xl font-semibold sm:text-4xl">Set up two-factor sign-in</h1>
      <Alert className="mt-4">{TWO_FACTOR.adminSetupRequired}</Alert>
      <div className="mt-6 rounded-3xl border border-cream-300 bg-cream-50 p-6 sm:p-8 dark:border-night-700 dark:bg-night-800">
        <TwoFactorSetup onDone={onDone} />
      </div>
    </section>
  );
}
