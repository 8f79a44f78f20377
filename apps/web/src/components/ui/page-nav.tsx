/**
 * The Previous / Next buttons of a paged list around its "Page n of m" line, each disabled at its
 * end of the list. `onPage` gets the page to show.
 */
import type { ReactNode } from 'react';
import { Button } from './button';

type PageNavProps = {
  /** The navigation landmark's name, such as "Review pages". */
  label: string;
  className: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Where the list stands, between the buttons. */
  children: ReactNode;
  previous?: ReactNode;
  next?: ReactNode;
  variant?: 'secondary' | 'ghost';
  size?: 'sm' | 'md';
};

export function PageNav({
  label,
  className,
  page,
  pageCount,
  onPage,
  children,
  previous = 'Previous',
  next = 'Next',
  variant = 'secondary',
  size = 'sm',
}: PageNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <Button variant={variant} size={size} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previous}
      </Button>
      {children}
      <Button
        variant={variant}
        size={size}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </Button>
    </nav>
  );
}
