/** A sign-in view's good news above its form (a sent link, an account to confirm), when any. */
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';

export function ViewNotice({ children }: { children?: ReactNode }) {
  return children ? (
    <Alert tone="success" className="mb-5">
      {children}
    </Alert>
  ) : null;
}
