/** The maker's mail for every new contact message: who wrote, how to answer, the message. */
import { renderMail, type Mail } from '../mail/index.ts';
import type { CreateContactMessageOptions } from './create-contact-message.ts';

type ContactOwnerMailInput = {
  message: CreateContactMessageOptions;
  to: string;
  publicUrl: string;
};

export function contactMakerMail({ message, to, publicUrl }: ContactOwnerMailInput): Mail {
  return {
    to,
    subject: `New message from ${message.name}`,
    ...renderMail({
      heading: 'A new message from the contact form',
      paragraphs: [
        `From: ${message.name} <${message.email}>`,
        ...(message.instagramUsername ? [`Instagram: ${message.instagramUsername}`] : []),
        message.message,
      ],
      action: { label: 'Reply in the admin panel', url: `${publicUrl}/admin/messages` },
    }),
    headers: { 'Reply-To': message.email },
  };
}
