/** A campaign's mail to one address: its Markdown body with product cards in the shop's layout. */
import type { AppContext } from '../../context.ts';
import { getProductsByIds } from '../catalog/index.ts';
import type { Db } from '../../db/client.ts';
import type { Mail } from '../mail/index.ts';
import {
  cardPrice,
  productIdsIn,
  renderCampaignBody,
  type CampaignProduct,
} from './campaign-markdown.ts';
import type { CampaignCard } from '@shop/shared/schemas/newsletter';
import { buildNewsletterMail } from './newsletter-mail.ts';

export type RenderedCampaign = {
  subject: string;
  html: string;
  text: string;
  /** The body's product cards in order, as drawn (the editor shows them as cards too). */
  cards: CampaignCard[];
};

const absolute = (publicUrl: string, src: string) => new URL(src, `${publicUrl}/`).toString();

/** The campaign's name in its links (so Analytics shows which mail brought a visit and a sale). */
const campaignSlug = (subject: string) =>
  subject
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'campaign';

/** Renders the body once per send; each address then only gets its own unsubscribe link. */
export async function renderCampaign(
  ctx: { db: Db; config: AppContext['config'] },
  { subject, body }: { subject: string; body: string },
): Promise<RenderedCampaign> {
  const publicUrl = ctx.config.publicUrl;
  const utm = `utm_source=newsletter&utm_medium=email&utm_campaign=${campaignSlug(subject)}`;
  const ids = productIdsIn(body);
  const found = await getProductsByIds(ctx.db, ids);
  const products = new Map<string, CampaignProduct>(
    found.map((p) => [
      p.id.toLowerCase(),
      {
        id: p.id,
        name: p.name,
        // The lowest of several prices reads "From $X", as on every card of the shop.
        priceCents: p.minPriceCents ?? p.priceCents,
        isFrom: p.minPriceCents !== undefined && p.minPriceCents !== p.maxPriceCents,
        imageUrl: p.images[0] ? absolute(publicUrl, p.images[0].src) : null,
        url: `${publicUrl}/products/${encodeURIComponent(p.id)}?${utm}`,
      },
    ]),
  );
  const cards = ids.flatMap((id) => {
    const product = products.get(id);
    return product
      ? [
          {
            productId: product.id,
            name: product.name,
            price: cardPrice(product),
            imageUrl: product.imageUrl,
          },
        ]
      : [];
  });
  return { subject, ...renderCampaignBody(body, products), cards };
}

export function campaignMail(
  ctx: Pick<AppContext, 'config' | 'authSecret'>,
  email: string,
  campaign: RenderedCampaign,
): Mail {
  return buildNewsletterMail(ctx, email, {
    subject: campaign.subject,
    heading: campaign.subject,
    paragraphs: [campaign.text],
    bodyHtml: campaign.html,
  });
}
