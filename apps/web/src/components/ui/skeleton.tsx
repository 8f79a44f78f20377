import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

/** A loading placeholder block. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      // The app fills what a placeholder stands for: the page wakes it when one is on screen.
      data-wants-app=""
      className={cn('animate-pulse rounded-2xl bg-cream-200 dark:bg-night-700', className)}
    />
  );
}

/**
 * Placeholders in a column, one a class: the lines of a card or a page still loading (after
 * `children`, if any).
 */
export function SkeletonStack({
  blocks,
  children,
  ...box
}: HTMLAttributes<HTMLDivElement> & { blocks: string[]; children?: ReactNode }) {
  return (
    <div {...box}>
      {children}
      {blocks.map((block, i) => (
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}

/** A part still loading: `label` said once to screen readers, then a placeholder per class. */
export function LoadingBlocks({
  label,
  ...stack
}: {
  label: string;
  blocks: string[];
  className?: string;
}) {
  return (
    <SkeletonStack {...stack} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
    </SkeletonStack>
  );
}

/** `count` placeholders alike, the whole named by `label` for assistive technology. */
export function BusyBlocks({
  label,
  count,
  className,
  blockClassName,
}: {
  label: string;
  count: number;
  className: string;
  blockClassName: string;
}) {
  return (
    <SkeletonStack
      className={className}
      aria-busy="true"
      aria-label={label}
      blocks={Array.from({ length: count }, () => blockClassName)}
    />
  );
}
