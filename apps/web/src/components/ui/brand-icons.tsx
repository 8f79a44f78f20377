/**
 * Small hand-drawn marks the icon set lacks: the shop's yarn-ball logo and the Instagram glyph
 * (lucide no longer ships brand icons).
 */
import { cn } from './cn';

/** A ball of terracotta yarn with a loose sage tail. */
export function YarnLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={cn('h-9 w-9 shrink-0', className)}>
      <circle cx="19" cy="19" r="15" className="fill-clay-500 dark:fill-clay-400" />
      <g
        fill="none"
        strokeLinecap="round"
        strokeWidth="1.8"
        className="stroke-cream-50/85 dark:stroke-night-900/70"
      >
        <path d="M7.5 12.5c6.5 2.5 16.5 2 23-1.5" />
        <path d="M5 19c8 3 20 2.5 28-2" />
        <path d="M6.5 26c7 2.5 17 2 25-2.5" />
        <path d="M14 5.5c-3.5 6.5-3.5 20 1.5 27.5" />
        <path d="M22.5 5c4 7 4 19.5-1 28" />
      </g>
      <path
        d="M31 29c3 2 5.5 2.5 6 5.5"
        fill="none"
        strokeLinecap="round"
        strokeWidth="2.4"
        className="stroke-sage-500"
      />
    </svg>
  );
}

export function InstagramIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('h-5 w-5', className)}
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}
