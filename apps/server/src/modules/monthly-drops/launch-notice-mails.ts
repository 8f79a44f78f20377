/** The two mails of "Notify me at launch": the visitor's confirmation, and the one launch mail. */
import { SHOP } from '@shop/shared/shop';
import { renderMail, type Mail } from '../mail/index.ts';

type DropRef = { id: string; name: string };

export function launchNoticeConfirmMail(to: string, drop: DropRef, confirmUrl: string): Mail {
  return {
    to,
    subject: `Confirm your launch notice for ${drop.name}`,
    ...renderMail({
      heading: 'One click to confirm',
      paragraphs: [
        `You asked us to email you when the ${drop.name} drop opens at ${SHOP.name}.`,
        'Please confirm this address so we know the request came from you. We will send one mail at launch, and nothing else.',
      ],
      action: { label: 'Yes, tell me at launch', url: confirmUrl },
      footer: "Didn't ask for this? Ignore this mail and you won't hear from us.",
    }),
  };
}

export function launchMail(
  to: string,
  { drop, productNames, publicUrl }: { drop: DropRef; productNames: string[]; publicUrl: string },
): Mail {
  return {
    to,
    subject: `${drop.name} is out now`,
    ...renderMail({
      heading: 'The drop is open!',
      paragraphs: [
        `${drop.name} has just been released at ${SHOP.name}.`,
        ...(productNames.length > 0 ? [`In this drop: ${productNames.join(', ')}.`] : []),
        'Each drop is a small batch, so if something catches your eye, now is the moment.',
      ],
      action: { label: 'See the drop', url: `${publicUrl}/#drop-${drop.id}` },
      footer: 'You asked for this one mail; you will not hear from us about this drop again.',
    }),
  };
}
