/** Buttons and button-styled links in the shop's four variants. */
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from './cn';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-55 select-none';
const variants: Record<Variant, string> = {
  primary:
    'bg-clay-600 text-white shadow-sm hover:bg-clay-700 dark:bg-clay-400 dark:text-night-950 dark:hover:bg-clay-300',
  secondary:
    'border border-cream-300 bg-white text-ink-900 hover:border-clay-300 hover:bg-clay-50 dark:border-night-600 dark:bg-night-800 dark:text-cream-100 dark:hover:bg-night-700',
  ghost: 'text-ink-700 hover:bg-cream-200 dark:text-cream-200 dark:hover:bg-night-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 dark:bg-red-700 dark:hover:bg-red-600',
};
const sizes: Record<Size, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'h-10 w-10',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** A form's submit button with its icon; the spinner takes the icon's place while it sends. */
export function IconSubmitButton({
  icon: Icon,
  isPending,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled'> & { icon: LucideIcon; isPending: boolean }) {
  return (
    <Button type="submit" disabled={isPending} {...props}>
      {isPending ? <Spinner tone="button" /> : <Icon className="h-4 w-4" aria-hidden />}
      {children}
    </Button>
  );
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: Variant; size?: Size };

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
