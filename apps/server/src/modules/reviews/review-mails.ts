/** The reviews module's mails: the maker's notice of a new review, and a customer's request. */
import { renderMail } from '../mail/index.ts';
import type { Mail } from '../mail/index.ts';

export function newReviewOwnerMail(input: {
  to: string;
  publicUrl: string;
  productName: string;
  authorName: string;
  stars: number;
  title: string;
  text: string;
}): Mail {
  return {
    to: input.to,
    subject: `New review of ${input.productName} (${input.stars} of 5 stars)`,
    ...renderMail({
      heading: `${input.authorName} reviewed ${input.productName}`,
      paragraphs: [
        `${input.stars} of 5 stars: ${input.title}`,
        input.text,
        'The review is waiting for you: it appears on the product page once you approve it.',
      ],
      action: { label: 'Moderate reviews', url: `${input.publicUrl}/admin/reviews` },
    }),
  };
}

export function reviewRequestMail(input: {
  to: string;
  customerName: string;
  items: { productName: string; url: string }[];
  optOutUrl: string;
}): Mail {
  const first = input.customerName.trim().split(/\s+/)[0];
  const links = input.items.map((item) => `${item.productName}: ${item.url}`);
  return {
    to: input.to,
    subject: 'How are you getting on with your order?',
    ...renderMail({
      heading: first ? `Hello ${first}, how do you like it?` : 'How do you like it?',
      paragraphs: [
        'A few words and a photo from you help other people choose, and tell me what to make next. Each link opens the review form for one item:',
        links.join('\n'),
      ],
      action:
        input.items.length === 1
          ? { label: 'Write a review', url: input.items[0]!.url }
          : undefined,
      footer: `Don't want to be asked for reviews? Stop these mails with one click: ${input.optOutUrl}`,
    }),
    headers: {
      'List-Unsubscribe': `<${input.optOutUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
