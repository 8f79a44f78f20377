/** Newsletter, contact form and the maker's inbox: bodies and answers of the engagement API. */
import { z } from 'zod';
import { listOf } from './paging.ts';
import { multiLine } from './text.ts';
import { MESSAGES } from '../messages.ts';

export const EMAIL_MAX = 254;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;
export const REPLY_MAX = 10_000;

/** An email address as typed: surrounding spaces ignored, the shop's message when malformed. */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, MESSAGES.invalidEmail)
  .pipe(z.email(MESSAGES.invalidEmail));

export const newsletterSubscribeSchema = z
  .object({ email: emailSchema.transform((e) => e.toLowerCase()) })
  .strict();
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** `resubscribed`: the address had unsubscribed before and is subscribed again. */
export const newsletterSubscribeResultSchema = z.object({
  status: z.enum(['subscribed', 'resubscribed']),
});
export type NewsletterSubscribeResult = z.infer<typeof newsletterSubscribeResultSchema>;

/** Instagram names: letters, digits, periods and underscores, at most 30; a leading @ is fine. */
const INSTAGRAM_NAME = /^[A-Za-z0-9._]{1,30}$/;
const instagramSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/^@/, ''))
  .refine((s) => s === '' || INSTAGRAM_NAME.test(s), 'Please enter a valid Instagram username')
  .transform((s) => (s === '' ? null : s));

export const contactMessageInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter your name')
      .max(CONTACT_NAME_MAX, `Names are at most ${CONTACT_NAME_MAX} characters`),
    email: emailSchema,
    message: multiLine(
      z
        .string()
        .max(CONTACT_MESSAGE_MAX, `Messages are at most ${CONTACT_MESSAGE_MAX} characters`)
        .refine((s) => s.trim().length > 0, 'Please enter a message'),
    ),
    instagramUsername: instagramSchema.nullish(),
  })
  .strict();
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export const contactMessageCreatedSchema = z.object({ id: z.string() });

export const CONTACT_STATUSES = ['pending', 'responded'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  instagramUsername: z.string().nullable(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageListSchema = listOf(contactMessageSchema);
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

/** Body of POST /api/admin/messages/:id/reply (the trimmed text must be non-empty). */
export const messageReplySchema = z
  .object({
    response: multiLine(
      z
        .string()
        .trim()
        .min(1, 'Please write a response')
        .max(REPLY_MAX, `Responses are at most ${REPLY_MAX.toLocaleString('en-US')} characters`),
    ),
  })
  .strict();
export type MessageReplyInput = z.input<typeof messageReplySchema>;
