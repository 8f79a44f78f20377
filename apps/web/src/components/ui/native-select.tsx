/** A native select in the shop's field style, with its chevron (native: best on phones, accessible). */
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { inputClass } from './field';

type NativeSelectProps = ComponentProps<'select'> & {
  /** Classes of the wrapper that places the chevron (its width, for one). */
  wrapperClassName?: string;
  /** Room kept for the chevron; the product form's wider select keeps its own. */
  paddingRight?: 'pr-9' | 'pr-10';
};

export function NativeSelect({
  className,
  wrapperClassName,
  paddingRight = 'pr-9',
  children,
  ...props
}: NativeSelectProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select className={cn(inputClass, 'appearance-none', paddingRight, className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500"
      />
    </div>
  );
}
