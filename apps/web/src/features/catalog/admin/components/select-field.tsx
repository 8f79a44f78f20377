/** A labelled native select in the shop's field style (native: best on phones, fully accessible). */
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';
import { FieldFrame } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';

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
        <NativeSelect
          ref={ref}
          {...control}
          paddingRight="pr-10"
          className={cn(error && 'border-red-400')}
          {...props}
        >
          {children}
        </NativeSelect>
      )}
    </FieldFrame>
  );
});
