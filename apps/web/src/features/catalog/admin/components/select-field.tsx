/** A labelled native select in the shop's field style (native: best on phones, fully accessible). */
import { ChevronDown } from 'lucide-react';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '../../../../components/ui/cn';
import { FieldFrame, inputClass } from '../../../../components/ui/field';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  children: ReactNode;
};

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, className, id, children, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} className={className} id={id}>
      {(control) => (
        <div className="relative">
          <select
            ref={ref}
            {...control}
            className={cn(inputClass, 'appearance-none pr-10', error && 'border-red-400')}
            {...props}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500"
          />
        </div>
      )}
    </FieldFrame>
  );
});
