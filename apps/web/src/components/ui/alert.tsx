/** Inline messages: danger (errors), success and info. Danger ones are announced. */
import type { ReactNode } from 'react';
import { cn } from './cn';

const tones = {
  danger:
    'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200',
  success:
    'border-sage-300 bg-sage-100 text-sage-700 dark:border-sage-700 dark:bg-sage-700/20 dark:text-sage-300',
  info: 'border-cream-300 bg-cream-50 text-ink-700 dark:border-night-600 dark:bg-night-800 dark:text-cream-200',
};

export function Alert({
  tone = 'info',
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('rounded-2xl border px-4 py-3 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  );
}
