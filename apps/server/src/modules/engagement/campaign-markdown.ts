/**
 * The small Markdown a campaign is written in, turned into mail-safe HTML (inline styles, every
 * character of the maker's text escaped) and a plain-text part. Supported: paragraphs, `#`–`###`
 * headings, `-`/`*` and `1.` lists, **bold**, *italic*, [links](https://…) and product cards,
 * a line of its own `[product:<id>]`, drawn with picture, name, price and a link.
 */
import { formatPrice } from '@shop/shared/money';
import { priceFrom } from '@shop/shared/messages';
import { PRODUCT_CARD_PATTERN } from '@shop/shared/schemas/newsletter';
import { escapeHtml } from '../../lib/html.ts';

export type CampaignProduct = {
  id: string;
  name: string;
  priceCents: number;
  /** The product comes in several prices: `priceCents` is the lowest, shown "From $X". */
  isFrom?: boolean;
  /** Absolute URL of the picture, or null when the product has none. */
  imageUrl: string | null;
  url: string;
};

type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'product'; productId: string };

/** The product ids the body's cards name, in order, each once. */
export function productIdsIn(body: string): string[] {
  const ids = body
    .split(/\r?\n/)
    .map((line) => PRODUCT_CARD_PATTERN.exec(line.trim())?.[1]?.toLowerCase())
    .filter((id): id is string => Boolean(id));
  return [...new Set(ids)];
}

function parse(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] | null = null;
  let list: Extract<Block, { kind: 'list' }> | null = null;
  const close = () => {
    paragraph = null;
    list = null;
  };
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      close();
      continue;
    }
    const card = PRODUCT_CARD_PATTERN.exec(line);
    if (card) {
      close();
      blocks.push({ kind: 'product', productId: card[1]!.toLowerCase() });
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      close();
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3,
        text: heading[2]!,
      });
      continue;
    }
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = Boolean(numbered);
      if (!list || list.ordered !== ordered) {
        paragraph = null;
        list = { kind: 'list', ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(item[1]!);
      continue;
    }
    if (list) list = null;
    if (!paragraph) {
      paragraph = [];
      blocks.push({ kind: 'paragraph', lines: paragraph });
    }
    paragraph.push(line);
  }
  return blocks;
}

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/** Inline Markdown → HTML; the text is escaped first, so only our own tags come out. */
function inlineHtml(text: string): string {
  return escapeHtml(text)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) => {
      const href = url.replace(/&amp;/g, '&');
      if (!SAFE_URL.test(href)) return whole;
      return `<a href="${escapeHtml(href)}" style="color:#b4532a">${label}</a>`;
    })
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
}

function inlineText(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1$2');
}

const HEADING_SIZES = { 1: 22, 2: 19, 3: 17 } as const;

/** "$24.00", or "From $31.00" for a product in several prices, as on the shop's cards. */
export const cardPrice = (product: CampaignProduct) =>
  product.isFrom ? priceFrom(formatPrice(product.priceCents)) : formatPrice(product.priceCents);

function productCardHtml(product: CampaignProduct): string {
  const url = escapeHtml(product.url);
  const picture = product.imageUrl
    ? `<td width="120" style="padding:0 16px 0 0;vertical-align:top"><a href="${url}"><img src="${escapeHtml(product.imageUrl)}" alt="${escapeHtml(product.name)}" width="120" style="display:block;width:120px;height:auto;border-radius:8px;border:0"></a></td>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid #eadfd3;border-radius:10px"><tr><td style="padding:14px"><table role="presentation" cellpadding="0" cellspacing="0"><tr>${picture}<td style="vertical-align:top"><p style="margin:0 0 4px;font-family:Georgia,serif;font-size:17px"><a href="${url}" style="color:#3b2f2a;text-decoration:none">${escapeHtml(product.name)}</a></p><p style="margin:0 0 12px;color:#7a6a60">${escapeHtml(cardPrice(product))}</p><a href="${url}" style="background:#b4532a;color:#ffffff;text-decoration:none;padding:8px 14px;border-radius:8px;display:inline-block;font-size:14px">See it in the shop</a></td></tr></table></td></tr></table>`;
}

/** A card whose product was deleted (or never existed) is left out, in both parts. */
export function renderCampaignBody(
  body: string,
  products: ReadonlyMap<string, CampaignProduct>,
): { html: string; text: string } {
  const html: string[] = [];
  const text: string[] = [];
  for (const block of parse(body)) {
    switch (block.kind) {
      case 'heading':
        html.push(
          `<h${block.level + 1} style="font-family:Georgia,serif;font-size:${HEADING_SIZES[block.level]}px;margin:20px 0 10px">${inlineHtml(block.text)}</h${block.level + 1}>`,
        );
        text.push(inlineText(block.text).toUpperCase());
        break;
      case 'paragraph':
        html.push(`<p style="margin:0 0 14px">${block.lines.map(inlineHtml).join('<br>')}</p>`);
        text.push(block.lines.map(inlineText).join('\n'));
        break;
      case 'list': {
        const tag = block.ordered ? 'ol' : 'ul';
        html.push(
          `<${tag} style="margin:0 0 14px;padding-left:22px">${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${tag}>`,
        );
        text.push(
          block.items
            .map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${inlineText(item)}`)
            .join('\n'),
        );
        break;
      }
      case 'product': {
        const product = products.get(block.productId);
        if (!product) break;
        html.push(productCardHtml(product));
        text.push(`${product.name} — ${cardPrice(product)}\n${product.url}`);
        break;
      }
    }
  }
  return { html: html.join('\n'), text: text.join('\n\n') };
}
