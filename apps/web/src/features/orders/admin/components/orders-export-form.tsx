/**
 * Download paid orders as CSV for a date range (one line per item, for bookkeeping). A plain
 * link to the admin export: the browser sends the session cookie and saves the file.
 */
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FieldFrame, inputClass } from '@/components/ui/field';
import { buildUrl } from '@/lib/api-client';
import { FormError } from '@/components/ui/form-error';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** One end of the range: a labelled date box, kept on its side of the other end. */
function DayField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldFrame label={label} id={id}>
      {(control) => (
        <input
          {...control}
          type="date"
          value={value}
          min={min || undefined}
          max={max || undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClass, 'h-10 py-1.5 text-sm')}
        />
      )}
    </FieldFrame>
  );
}

export function OrdersExportForm() {
  const id = useId();
  const today = new Date();
  const [from, setFrom] = useState(() =>
    isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))),
  );
  const [to, setTo] = useState(() => isoDay(today));
  const isValid = Boolean(from && to && from <= to);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 flex flex-wrap items-end gap-3 rounded-3xl border border-cream-300 bg-white p-4 dark:border-night-700 dark:bg-night-800"
    >
      <div className="w-full sm:w-auto sm:flex-1">
        <h2 id={`${id}-title`} className="font-semibold">
          Export for bookkeeping
        </h2>
        <p className="text-sm text-ink-500 dark:text-ink-300">
          Paid orders by payment date (UTC), one line per item, as CSV.
        </p>
      </div>
      <DayField id={`${id}-from`} label="From" value={from} max={to} onChange={setFrom} />
      <DayField id={`${id}-to`} label="To" value={to} min={from} onChange={setTo} />
      {isValid ? (
        <a
          href={buildUrl('/api/admin/orders/export', { from, to })}
          download
          className={buttonClass('secondary', 'md', 'h-10')}
        >
          <Download className="h-4 w-4" aria-hidden /> Download CSV
        </a>
      ) : (
        <FormError announce>Choose a start date on or before the end date.</FormError>
      )}
    </section>
  );
}
