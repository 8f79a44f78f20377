/**
 * The Markdown a campaign is written in, turned into mail-safe HTML (inline styles) and a
 * plain-text part by markdown-it, a maintained CommonMark parser. HTML in the maker's text is
 * off (shown as text, never as markup); links go only to http(s) and mailto addresses; pictures,
 * tables and code blocks are off (a mail carries the shop's own pictures, in product cards).
 * Paragraphs, headings, lists, quotes, **bold**, *italic*, `code` and [links](https://…) work as
 * CommonMark says, a link whose address holds `*` or `)` included.
 * Product cards are a plugin: a line of its own `[product:<id>]`, drawn with picture, name,
 * price and a link.
 */
import markdownIt, { type MarkdownIt, type StateBlock, type Token } from 'markdown-it';
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

type RenderEnv = { products: ReadonlyMap<string, CampaignProduct> };

const SAFE_URL = /^(https?:\/\/|mailto:)/i;
const LINK_COLOUR = '#b4532a';
const HEADING_SIZES: Record<number, number> = { 1: 22, 2: 19, 3: 17 };

/** A line of its own `[product:<id>]` is a product card token (the id lower-cased). */
function productCardRule(state: StateBlock, startLine: number, _endLine: number, silent: boolean) {
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const line = state.src.slice(start, state.eMarks[startLine]).trim();
  const card = PRODUCT_CARD_PATTERN.exec(line);
  if (!card) return false;
  if (silent) return true;
  const token = state.push('product_card', '', 0);
  token.meta = { productId: card[1]!.toLowerCase() };
  token.map = [startLine, startLine + 1];
  token.block = true;
  state.line = startLine + 1;
  return true;
}

function productCards(md: MarkdownIt) {
  // Before paragraphs, and able to end one: a card line is never part of the text around it.
  md.block.ruler.before('paragraph', 'product_card', productCardRule, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
  md.renderer.rules.product_card = (tokens, idx, _options, env) => {
    const product = (env as RenderEnv).products.get(cardId(tokens[idx]!));
    return product ? `${productCardHtml(product)}\n` : '';
  };
}

/** The mail's inline styles on the blocks a mail client would otherwise draw its own way. */
function mailStyles(md: MarkdownIt) {
  md.core.ruler.push('mail_styles', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        // The subject is the mail's one h1: the body's headings start at h2.
        const level = Number(token.tag.slice(1));
        token.tag = `h${Math.min(level + 1, 6)}`;
        if (token.nesting === 1) {
          token.attrSet(
            'style',
            `font-family:Georgia,serif;font-size:${HEADING_SIZES[level] ?? 16}px;margin:20px 0 10px`,
          );
        }
      } else if (token.type === 'paragraph_open' && !token.hidden) {
        token.attrSet('style', 'margin:0 0 14px');
      } else if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
        token.attrSet('style', 'margin:0 0 14px;padding-left:22px');
      } else if (token.type === 'blockquote_open') {
        token.attrSet('style', 'margin:0 0 14px;padding-left:12px;border-left:3px solid #eadfd3');
      } else if (token.type === 'inline') {
        for (const child of token.children ?? []) {
          if (child.type === 'link_open') child.attrSet('style', `color:${LINK_COLOUR}`);
        }
      }
    }
  });
}

function createParser(): MarkdownIt {
  const md = markdownIt('default', { html: false, linkify: false, breaks: true });
  md.disable(['image', 'table', 'code', 'fence', 'html_block', 'html_inline']);
  // Only addresses a mail reader can open safely; anything else stays as the text typed.
  md.validateLink = (url) => SAFE_URL.test(url.trim());
  md.use(productCards);
  md.use(mailStyles);
  return md;
}

const parser = createParser();

/** The product id a card token names. */
const cardId = (token: Token) => String((token.meta as { productId: string }).productId);

/** The product ids the body's cards name, in order, each once. */
export function productIdsIn(body: string): string[] {
  const ids = parser
    .parse(body, { products: new Map() } satisfies RenderEnv)
    .filter((token) => token.type === 'product_card')
    .map(cardId);
  return [...new Set(ids)];
}

/** "$24.00", or "From $31.00" for a product in several prices, as on the shop's cards. */
export const cardPrice = (product: CampaignProduct) =>
  product.isFrom ? priceFrom(formatPrice(product.priceCents)) : formatPrice(product.priceCents);

function productCardHtml(product: CampaignProduct): string {
  const url = escapeHtml(product.url);
  const picture = product.imageUrl
    ? `<td width="120" style="padding:0 16px 0 0;vertical-align:top"><a href="${url}"><img src="${escapeHtml(product.imageUrl)}" alt="${escapeHtml(product.name)}" width="120" style="display:block;width:120px;height:auto;border-radius:8px;border:0"></a></td>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid #eadfd3;border-radius:10px"><tr><td style="padding:14px"><table role="presentation" cellpadding="0" cellspacing="0"><tr>${picture}<td style="vertical-align:top"><p style="margin:0 0 4px;font-family:Georgia,serif;font-size:17px"><a href="${url}" style="color:#3b2f2a;text-decoration:none">${escapeHtml(product.name)}</a></p><p style="margin:0 0 12px;color:#7a6a60">${escapeHtml(cardPrice(product))}</p><a href="${url}" style="background:${LINK_COLOUR};color:#ffffff;text-decoration:none;padding:8px 14px;border-radius:8px;display:inline-block;font-size:14px">See it in the shop</a></td></tr></table></td></tr></table>`;
}

/** An inline token's text, links followed by their address: "our shop (https://…)". */
function inlineText(token: Token): string {
  let text = '';
  const hrefs: string[] = [];
  for (const child of token.children ?? []) {
    if (child.type === 'text' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += '\n';
    else if (child.type === 'link_open') hrefs.push(String(child.attrGet('href') ?? ''));
    else if (child.type === 'link_close') {
      const href = hrefs.pop();
      if (href) text += ` (${href})`;
    }
  }
  return text;
}

/** The plain-text part: the same blocks, cards as name, price and address. */
function plainText(tokens: Token[], env: RenderEnv): string {
  const blocks: string[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  // A list's items are one block, a line each (nested ones indented).
  let listLines: string[] = [];
  let quoteDepth = 0;
  let heading = false;
  let item: string | null = null;
  const add = (text: string) => {
    const quoted = quoteDepth ? text.replace(/^/gm, '> '.repeat(quoteDepth)) : text;
    if (lists.length) listLines.push(quoted);
    else blocks.push(quoted);
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'heading_open':
      case 'heading_close':
        heading = token.nesting === 1;
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        lists.push({
          ordered: token.type === 'ordered_list_open',
          next: Number(token.attrGet('start') ?? 1),
        });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        if (!lists.length) {
          blocks.push(listLines.join('\n'));
          listLines = [];
        }
        break;
      case 'list_item_open': {
        const list = lists.at(-1)!;
        item = `${'  '.repeat(lists.length - 1)}${list.ordered ? `${list.next++}.` : '-'} `;
        break;
      }
      case 'blockquote_open':
      case 'blockquote_close':
        quoteDepth += token.nesting;
        break;
      case 'hr':
        add('---');
        break;
      case 'product_card': {
        const product = env.products.get(cardId(token));
        if (product) add(`${product.name} — ${cardPrice(product)}\n${product.url}`);
        break;
      }
      case 'inline': {
        const text = inlineText(token);
        add(`${item ?? ''}${heading ? text.toUpperCase() : text}`);
        item = null;
        break;
      }
    }
  }
  return blocks.join('\n\n');
}

/** A card whose product was deleted (or never existed) is left out, in both parts. */
export function renderCampaignBody(
  body: string,
  products: ReadonlyMap<string, CampaignProduct>,
): { html: string; text: string } {
  const env: RenderEnv = { products };
  const tokens = parser.parse(body, env);
  return {
    html: parser.renderer.render(tokens, parser.options, env).trim(),
    text: plainText(tokens, env),
  };
}
