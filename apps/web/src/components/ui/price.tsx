import { formatPrice } from '@shop/shared/money';
import { cn } from './cn';

/** A price from integer cents: `$12.50`. */
export function Price({ cents, className }: { cents: number; className?: string }) {
  return <span className={cn('tabular-nums', className)}>{formatPrice(cents)}</span>;
}
