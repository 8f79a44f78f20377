/** The unmistakable "this is not a real payment page" strip of the test provider (ADR 005). */
import { FlaskConical } from 'lucide-react';
import { MESSAGES } from '@shop/shared/messages';

export function TestModeBanner() {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-400/60 dark:bg-amber-400/10 dark:text-amber-100"
    >
      <FlaskConical className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div>
        <p className="font-bold">{MESSAGES.testModeLabel}</p>
        <p className="text-sm">
          This shop is running with its built-in test payment provider. No card is asked for and no
          money moves; paying here simply marks the order as paid.
        </p>
      </div>
    </div>
  );
}
