/** The email address input of the sign-in views, the same in each of them. */
import { TextField } from '@/components/ui/field';

type EmailFieldProps = { value: string; onChange: (email: string) => void; error?: string };

export function EmailField({ value, onChange, error }: EmailFieldProps) {
  return (
    <TextField
      label="Email address"
      type="email"
      name="email"
      autoComplete="email"
      placeholder="you@example.com"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
