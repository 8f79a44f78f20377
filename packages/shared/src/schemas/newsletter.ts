/** Newsletter campaigns and subscribers: bodies and answers of /api/admin/newsletter. */
import { z } from 'zod';
import { listOf } from './paging.ts';
import { multiLine } from './text.ts';

export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 50_000;

export const NEWSLETTER_MESSAGES = {
  subjectRequired: 'Please write a subject',
  bodyRequired: 'Please write the mail',
  scheduleInPast: 'Pick a time in the future to schedule the campaign',
  alreadySent: 'This campaign has already been sent or scheduled.',
  noSubscribers: 'There are no confirmed subscribers yet, so there is nobody to send this to.',
  notEditable: 'A campaign that was sent or scheduled can no longer be edited.',
} as const;

/** A product card in a campaign body: a line of its own, `[product:<product id>]`. */
export const PRODUCT_CARD_PATTERN = /^\[product:([0-9a-fA-F-]{36})\]$/;
export const productCardToken = (productId: string) => `[product:${productId}]`;

export const campaignInputSchema = z
  .object({
    subject: z
      .string()
      .trim()
      .min(1, NEWSLETTER_MESSAGES.subjectRequired)
      .max(CAMPAIGN_SUBJECT_MAX, `Subjects are at most ${CAMPAIGN_SUBJECT_MAX} characters`),
    body: multiLine(
      z
        .string()
        .max(
          CAMPAIGN_BODY_MAX,
          `The mail is at most ${CAMPAIGN_BODY_MAX.toLocaleString('en-US')} characters`,
        )
        .refine((s) => s.trim().length > 0, NEWSLETTER_MESSAGES.bodyRequired),
    ),
  })
  .strict();
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** A preview may be drawn from a half-written campaign, so nothing is required. */
export const campaignPreviewInputSchema = z
  .object({
    subject: z.string().max(CAMPAIGN_SUBJECT_MAX),
    body: multiLine(z.string().max(CAMPAIGN_BODY_MAX)),
  })
  .strict();
/** A product card of the body as the mail draws it (its price "From $X" for several prices). */
export const campaignCardSchema = z.object({
  productId: z.string(),
  name: z.string(),
  price: z.string(),
  imageUrl: z.string().nullable(),
});
export type CampaignCard = z.infer<typeof campaignCardSchema>;

/** The mail's HTML and its product cards, in the body's order (a deleted product has none). */
export const campaignPreviewSchema = z.object({
  html: z.string(),
  cards: z.array(campaignCardSchema).default([]),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** `scheduledAt` absent or null: send now. */
export const campaignSendSchema = z
  .object({ scheduledAt: z.iso.datetime({ offset: true }).nullish() })
  .strict();
export type CampaignSendInput = z.input<typeof campaignSendSchema>;

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaignSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Delivery history: mails queued, handed to the mail server, given up, and recipients gone since. */
  stats: z.object({
    recipients: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
    unsubscribedSince: z.number().int(),
  }),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListSchema = listOf(campaignSchema);
export type CampaignList = z.infer<typeof campaignListSchema>;

export const sendTestResultSchema = z.object({ to: z.string() });

export const subscriberListQuerySchema = z
  .object({ search: z.string().trim().max(100).optional() })
  .strict();
export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['confirmed', 'unconfirmed', 'unsubscribed']),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const SUBSCRIBER_LIST_LIMIT = 200;
export const subscriberListSchema = z.object({
  /** Addresses that receive campaigns (confirmed and still subscribed). */
  confirmed: z.number().int(),
  /** Every address the search matched (the list shows at most SUBSCRIBER_LIST_LIMIT). */
  matched: z.number().int(),
  items: z.array(subscriberSchema),
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;
