/** The email address input of the sign-in views, the same in each of them. */
import { TextField } from '@/components/ui/field';

type EmailFieldProps = { value: string; onChange: (email: string) => void };

export function EmailField({ value, onChange }: EmailFieldProps) {
  return (
    <TextField
      label="Email address"
      type="email"
      name="email"
      autoComplete="email"
      placeholder="you@example.com"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
