/** The two mails of a back-in-stock alert: the visitor's confirmation, and the one alert. */
import { renderMail, type Mail } from '../mail/index.ts';
import { SHOP } from '@shop/shared/shop';

type ProductRef = { id: string; name: string };

/** The product's page, opened on the variant asked about when there is one. */
export function productUrl(publicUrl: string, product: { id: string; variantId?: string | null }) {
  const variant = product.variantId ? `?variant=${product.variantId}` : '';
  return `${publicUrl}/products/${product.id}${variant}`;
}

export function stockAlertConfirmMail(to: string, product: ProductRef, confirmUrl: string): Mail {
  return {
    to,
    subject: `Confirm your back-in-stock alert for ${product.name}`,
    ...renderMail({
      heading: 'One click to confirm',
      paragraphs: [
        `You asked us to email you when ${product.name} is back in stock.`,
        'Please confirm this address so we know the request came from you. We will send one mail when it is back, and nothing else.',
      ],
      action: { label: 'Yes, email me when it is back', url: confirmUrl },
      footer: "Didn't ask for this? Ignore this mail and you won't hear from us.",
    }),
  };
}

export function backInStockMail(
  to: string,
  product: ProductRef & { variantId?: string | null },
  publicUrl: string,
): Mail {
  return {
    to,
    subject: `${product.name} is back in stock`,
    ...renderMail({
      heading: "It's back!",
      paragraphs: [
        `Good news: ${product.name} is back in stock at ${SHOP.name}.`,
        'Handmade pieces come in small batches, so if you have your eye on it, now is the moment.',
      ],
      action: { label: 'See it in the shop', url: productUrl(publicUrl, product) },
      footer: 'You asked for this one mail; you are now off the list for this product.',
    }),
  };
}
