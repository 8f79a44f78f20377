/**
 * A card section named by its own heading (for screen readers' landmarks list), with a short
 * line under the heading saying what the section is for. The card's look is the caller's.
 */
import type { ReactNode } from 'react';
import { cn } from './cn';

type TitledSectionProps = {
  /** The heading's id: the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  intro: ReactNode;
  className: string;
  titleClassName: string;
  introClassName?: string;
  children: ReactNode;
};

export function TitledSection({
  id,
  title,
  intro,
  className,
  titleClassName,
  introClassName = 'mt-1',
  children,
}: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      <p className={cn('text-sm text-ink-500 dark:text-ink-300', introClassName)}>{intro}</p>
      {children}
    </section>
  );
}
