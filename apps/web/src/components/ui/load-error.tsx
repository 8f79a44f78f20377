/**
 * A list or page that failed to load: what failed, in the shop's words, and Try Again. `LoadError`
 * is the inline alert of admin and account lists, `LoadErrorStack` the alert over its button in
 * admin cards; `LoadErrorCard` the large card of public pages, `RetryCard` the card of the shop's
 * product listing and product page.
 */
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { cn } from './cn';

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

/** The admin cards' form: the alert, and Try Again under it. */
export function LoadErrorStack({
  children,
  onRetry,
  className,
}: LoadErrorProps & { className?: string }) {
  return (
    <div className={cn('space-y-3', className)}>
      <Alert tone="danger">{children}</Alert>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

type LoadErrorCardProps = LoadErrorProps & {
  /** The page's heading when the page has nothing else to show. */
  isHeading?: boolean;
  className?: string;
};

export function LoadErrorCard({
  children,
  onRetry,
  isRetrying = false,
  isHeading = false,
  className,
}: LoadErrorCardProps) {
  const Title = isHeading ? 'h1' : 'p';
  return (
    <div
      role="alert"
      className={cn(
        'rounded-3xl border border-red-200 bg-red-50 px-6 text-center dark:border-red-900/60 dark:bg-red-950/30',
        className,
      )}
    >
      <Title
        className={cn(
          'text-red-900 dark:text-red-100',
          isHeading ? 'text-2xl font-semibold' : 'font-display text-xl',
        )}
      >
        {children}
      </Title>
      <p className="mt-2 text-sm text-red-800 dark:text-red-200">
        Please check your connection and try again.
      </p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? 'Trying again…' : 'Try Again'}
      </Button>
    </div>
  );
}

/** The products listing's and a product page's failure: the sentence, then Try Again. */
export function RetryCard({
  children,
  onRetry,
  className,
}: Omit<LoadErrorProps, 'isRetrying'> & { className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-3xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900/60 dark:bg-red-950/30',
        className,
      )}
    >
      <p className="text-red-800 dark:text-red-200">{children}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden />
        Try Again
      </Button>
    </div>
  );
}
