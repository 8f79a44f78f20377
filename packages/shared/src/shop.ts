/**
 * The shop's identity, in one place: its name, tagline, addresses and social links. Read by the
 * storefront's pages and metadata, the page template, mails, the server's own small pages and
 * configuration defaults. Another maker's shop changes this file and nothing else.
 */
const name = 'Loop & Lantern';
const domain = 'loopandlantern.shop';

export const SHOP = {
  name,
  tagline: 'Handmade Crochet',
  /** The line under the name in mails and footers. */
  signature: 'handmade crochet',
  description: `${name} — handmade crochet blankets, amigurumi, hats, bags and home décor, made one stitch at a time.`,
  domain,
  /** The public address: contact pages, and the sender of every mail unless MAIL_FROM says otherwise. */
  email: `hello@${domain}`,
  /** The demo admin the first start of an empty embedded shop creates (README). */
  demoAdminEmail: `admin@${domain}`,
  social: {
    instagram: 'https://instagram.com/loopandlantern.crochet',
    instagramHandle: '@loopandlantern.crochet',
  },
  /** The brand mark, served by the shop itself (for link previews and structured data). */
  logoPath: '/favicon.svg',
  locale: 'en_US',
  currency: 'USD',
} as const;

/** "Loop & Lantern" as HTML text. */
export const SHOP_NAME_HTML = SHOP.name.replace(/&/g, '&amp;');
