/**
 * Asked when the maker sets an order to Completed: an optional tracking number and carrier link,
 * which go into the shopper's "on its way" mail and their order page. Both may stay empty.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { TRACKING_NUMBER_MAX, updateOrderStatusSchema } from '@shop/shared/schemas/order';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';

type Tracking = { trackingNumber: string; trackingUrl: string };

type CompleteOrderDialogProps = {
  orderLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (tracking: Tracking) => void;
};

export function CompleteOrderDialog({
  orderLabel,
  open,
  onOpenChange,
  onConfirm,
}: CompleteOrderDialogProps) {
  const [tracking, setTracking] = useState<Tracking>({ trackingNumber: '', trackingUrl: '' });
  const [errors, setErrors] = useState<Partial<Tracking>>({});
  const { trackingNumber, trackingUrl } = tracking;

  /** A tracking box's value, its change, its error line; browsers do not fill these in. */
  const bind = (key: keyof Tracking) => ({
    value: tracking[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setTracking({ ...tracking, [key]: event.target.value }),
    error: errors[key],
    autoComplete: 'off',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateOrderStatusSchema.safeParse({
      status: 'completed',
      trackingNumber,
      trackingUrl: trackingUrl.trim(),
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'trackingNumber' || key === 'trackingUrl') next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onConfirm({ trackingNumber: trackingNumber.trim(), trackingUrl: trackingUrl.trim() });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Complete ${orderLabel}`}
      description="The customer gets a mail that their order is on its way."
    >
      <form onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
        <p className="text-sm text-ink-500 dark:text-ink-300">
          The customer gets a mail that their order is on its way. Add tracking if you have it.
        </p>
        <TextField
          label="Tracking number (optional)"
          maxLength={TRACKING_NUMBER_MAX}
          {...bind('trackingNumber')}
        />
        <TextField
          label="Carrier tracking link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://tools.usps.com/go/TrackConfirmAction?tLabels=…"
          {...bind('trackingUrl')}
        />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Keep current status
          </Button>
          <Button type="submit">Complete and notify</Button>
        </div>
      </form>
    </Dialog>
  );
}
