/**
 * The payment provider's port (ports/payments.ts), re-exported for this module's files, and the
 * error its implementations throw on a callback they cannot trust.
 */
export type * from '../../ports/payments.ts';

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
