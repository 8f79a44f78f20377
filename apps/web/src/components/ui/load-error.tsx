/** A list or page that failed to load: what failed, in the shop's words, and Try Again. */
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

type LoadErrorProps = {
  children: ReactNode;
  onRetry: () => void;
  isRetrying?: boolean;
};

export function LoadError({ children, onRetry, isRetrying = false }: LoadErrorProps) {
  return (
    <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
      <span>{children}</span>
      <Button size="sm" variant="secondary" onClick={onRetry} disabled={isRetrying}>
        Try Again
      </Button>
    </Alert>
  );
}
