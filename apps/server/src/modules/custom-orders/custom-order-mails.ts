/**
 * Every mail about a commission: the requester's confirmation, the maker's notices (new request,
 * a message, a payment) and the customer's mail at each state change or maker message. Each is
 * queued by the caller in the transaction of the change it reports.
 */
import { formatPrice } from '@shop/shared/money';
import { depositPaidLabel, PAYMENT_KIND_LABELS } from '@shop/shared/order-payments';
import type { OrderPaymentKind } from '@shop/shared/schemas/order';
import {
  CUSTOM_ORDER_STATE_LABELS,
  type CustomOrderState,
} from '@shop/shared/schemas/custom-order';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { makerEmail } from '../accounts/index.ts';
import { enqueueMail, renderMail } from '../mail/index.ts';
import { followUrl } from './follow-link.ts';

export type MailRequest = { id: string; name: string; email: string; description: string };
export type MailCtx = {
  tx: Db;
  config: Pick<Config, 'publicUrl' | 'shopOwnerEmail' | 'adminEmail'>;
  secret: string;
};

const shortTitle = (request: MailRequest) => {
  const line = request.description.trim().split('\n')[0]!;
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
};

export async function queueRequestReceivedMails(ctx: MailCtx, request: MailRequest) {
  const link = followUrl(ctx.config.publicUrl, ctx.secret, request.id);
  await enqueueMail(ctx.tx, 'custom_order_received', {
    to: request.email,
    subject: 'We received your custom order request',
    ...renderMail({
      heading: `Thank you, ${request.name}`,
      paragraphs: [
        'Your custom order request has reached the maker. You will get a mail when there is a quote or a question.',
        `Your request: ${request.description}`,
      ],
      action: { label: 'Follow your request', url: link },
    }),
  });
  const owner = await makerEmail(ctx.tx, ctx.config);
  if (owner) {
    await enqueueMail(ctx.tx, 'owner_custom_order', {
      to: owner,
      subject: `New custom order request from ${request.name}`,
      ...renderMail({
        heading: 'A new custom order request',
        paragraphs: [`From: ${request.name} <${request.email}>`, request.description],
        action: {
          label: 'Open it in the admin panel',
          url: `${ctx.config.publicUrl}/admin/custom-orders/${request.id}`,
        },
      }),
    });
  }
}

const STATE_NEWS: Partial<Record<CustomOrderState, string>> = {
  quoted: 'The maker has sent you a quote. Open your request to read it and accept it.',
  accepted: 'Your payment has arrived and the commission is accepted.',
  in_progress: 'The maker has started on your piece.',
  shipped: 'Your piece is on its way.',
  closed: 'Your custom order is complete. Thank you!',
  declined: 'The maker is sorry not to be able to take on this request.',
  expired: 'The quote for your request has expired. Reply to ask for a new one.',
};

/** The customer's mail for a state change (or a payment or a balance now due). */
export async function queueCustomerUpdateMail(
  ctx: MailCtx,
  request: MailRequest,
  { state, extra = [] }: { state: CustomOrderState; extra?: string[] },
) {
  await enqueueMail(ctx.tx, 'custom_order_update', {
    to: request.email,
    subject: `Your custom order: ${CUSTOM_ORDER_STATE_LABELS[state]}`,
    ...renderMail({
      heading: `“${shortTitle(request)}” is ${CUSTOM_ORDER_STATE_LABELS[state].toLowerCase()}`,
      paragraphs: [...(STATE_NEWS[state] ? [STATE_NEWS[state]] : []), ...extra],
      action: {
        label: 'Open your custom order',
        url: followUrl(ctx.config.publicUrl, ctx.secret, request.id),
      },
    }),
  });
}

export async function queueBalanceDueMail(
  ctx: MailCtx,
  request: MailRequest,
  { amountCents }: { amountCents: number },
) {
  await enqueueMail(ctx.tx, 'custom_order_update', {
    to: request.email,
    subject: 'Your custom order is ready: the balance is due',
    ...renderMail({
      heading: `“${shortTitle(request)}” is ready`,
      paragraphs: [`The balance of ${formatPrice(amountCents)} is due before it ships.`],
      action: {
        label: 'Pay the balance',
        url: followUrl(ctx.config.publicUrl, ctx.secret, request.id),
      },
    }),
  });
}

const mailDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

type ReceivedPayment = { kind: OrderPaymentKind; amountCents: number; paidAt: Date };

/**
 * Where the order stands after a payment, and every payment so far: "Deposit paid — $90.99 due",
 * "Deposit: $40.00, paid November 28, 2026", the same words as the order's pages.
 */
function paymentLines(payments: ReceivedPayment[], totalCents: number): string[] {
  const received = payments.reduce((sum, p) => sum + p.amountCents, 0);
  const due = totalCents - received;
  return [
    due > 0 ? `${depositPaidLabel(due)}.` : `Paid in full: ${formatPrice(totalCents)}.`,
    ...payments.map(
      (p) =>
        `${PAYMENT_KIND_LABELS[p.kind]}: ${formatPrice(p.amountCents)}, paid ${mailDate.format(p.paidAt)}.`,
    ),
  ];
}

export async function queuePaymentReceivedMails(
  ctx: MailCtx,
  request: MailRequest,
  {
    amountCents,
    kind,
    payments,
    totalCents,
  }: {
    amountCents: number;
    kind: OrderPaymentKind;
    /** Every payment received for the order, this one included. */
    payments: ReceivedPayment[];
    totalCents: number;
  },
) {
  const lines = paymentLines(payments, totalCents);
  await enqueueMail(ctx.tx, 'custom_order_update', {
    to: request.email,
    subject: `Payment received for your custom order`,
    ...renderMail({
      heading: `Thank you: ${formatPrice(amountCents)} received`,
      paragraphs: [
        kind === 'deposit'
          ? 'Your deposit has arrived and the maker will start on your piece. The balance is due when it is ready.'
          : 'Your payment has arrived.',
        ...lines,
      ],
      action: {
        label: 'Open your custom order',
        url: followUrl(ctx.config.publicUrl, ctx.secret, request.id),
      },
    }),
  });
  const owner = await makerEmail(ctx.tx, ctx.config);
  if (owner) {
    await enqueueMail(ctx.tx, 'owner_custom_order', {
      to: owner,
      subject: `Custom order payment: ${formatPrice(amountCents)} from ${request.name}`,
      ...renderMail({
        heading: `A ${kind} payment for a custom order`,
        paragraphs: [`${request.name} paid ${formatPrice(amountCents)}.`, ...lines],
        action: {
          label: 'Open it in the admin panel',
          url: `${ctx.config.publicUrl}/admin/custom-orders/${request.id}`,
        },
      }),
    });
  }
}

export async function queueMessageMail(
  ctx: MailCtx,
  request: MailRequest,
  { author, body }: { author: 'maker' | 'customer'; body: string },
) {
  if (author === 'maker') {
    await enqueueMail(ctx.tx, 'custom_order_update', {
      to: request.email,
      subject: 'A message from the maker about your custom order',
      ...renderMail({
        heading: 'A new message about your custom order',
        paragraphs: [body],
        action: {
          label: 'Reply',
          url: followUrl(ctx.config.publicUrl, ctx.secret, request.id),
        },
      }),
    });
    return;
  }
  const owner = await makerEmail(ctx.tx, ctx.config);
  if (!owner) return;
  await enqueueMail(ctx.tx, 'owner_custom_order', {
    to: owner,
    subject: `Custom order message from ${request.name}`,
    ...renderMail({
      heading: 'A new message about a custom order',
      paragraphs: [body],
      action: {
        label: 'Reply in the admin panel',
        url: `${ctx.config.publicUrl}/admin/custom-orders/${request.id}`,
      },
    }),
  });
}
