/**
 * An audit entry in the maker's words, as a sentence naming the thing changed: "Changed the
 * price of Chunky Pom-Pom Beanie from $42.00 to $44.00", "Marked order #1a2b3c4d as Processing",
 * "Quoted $130.99 for the custom order “A sage cardigan”". The names and values come from the
 * entry's own record (the target before and after, and what was sent), so an entry reads the
 * same however the thing changed since. A refused write says what was tried.
 */
import type { AuditEntry } from '@shop/shared/schemas/audit';
import { formatPrice } from '@shop/shared/money';
import { ORDER_ID_PREFIX_LENGTH } from '@shop/shared/constants';

type Thing = Record<string, unknown>;

const asThing = (value: unknown): Thing | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Thing) : null;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

const short = (value: string, max = 48) => {
  const line = value.split('\n')[0]!;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const quoted = (value: string) => `“${short(value)}”`;
const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const words = (value: string) => capitalize(value.replace(/_/g, ' '));
const orderName = (id: string) => `order #${id.slice(0, ORDER_ID_PREFIX_LENGTH)}`;

/** The target's name from what the entry recorded of it, in the order the fields name it best. */
function nameOf(entry: AuditEntry): string | null {
  for (const source of [entry.after, entry.before, entry.request]) {
    const thing = asThing(source);
    if (!thing) continue;
    const name =
      text(thing.name) ??
      text(thing.title) ??
      text(thing.subject) ??
      text(thing.code) ??
      text(thing.productName);
    if (name) return short(name);
  }
  return null;
}

/** A changed field: how it is named and how its values read. */
type Field = { label: string; show?: (value: unknown) => string | null };

const money = (value: unknown) => (typeof value === 'number' ? formatPrice(value) : null);
const plain = (value: unknown) =>
  typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : typeof value === 'string'
      ? short(value, 32)
      : value === null
        ? 'none'
        : null;
const status = (value: unknown) => (typeof value === 'string' ? words(value) : null);
const day = (value: unknown) =>
  typeof value === 'string' ? value.slice(0, 10) : value === null ? 'none' : null;

/** Fields whose change an entry names, in the order they read. */
const FIELDS: Record<string, Field> = {
  name: { label: 'the name', show: plain },
  priceCents: { label: 'the price', show: money },
  stock: { label: 'the stock', show: plain },
  category: { label: 'the category', show: plain },
  status: { label: 'the status', show: status },
  trackingNumber: { label: 'the tracking number', show: plain },
  percent: { label: 'the percent off', show: (v) => (typeof v === 'number' ? `${v}%` : null) },
  amountCents: { label: 'the amount off', show: money },
  minSubtotalCents: { label: 'the minimum order', show: money },
  usageLimit: { label: 'the use limit', show: plain },
  startsAt: { label: 'the start day', show: day },
  endsAt: { label: 'the end day', show: day },
  title: { label: 'the title', show: plain },
  subject: { label: 'the subject', show: plain },
  description: { label: 'the description' },
  body: { label: 'the text' },
  images: { label: 'the pictures' },
  options: { label: 'the options' },
  variants: { label: 'the variants' },
  personalisation: { label: 'the personalisation' },
  featured: { label: 'the featured mark', show: (v) => (v ? 'on' : 'off') },
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** "the price from $42.00 to $44.00", "the description", … for each field that changed. */
function changes(before: Thing, after: Thing): string[] {
  return Object.entries(FIELDS).flatMap(([key, field]) => {
    if (!(key in before) || !(key in after) || same(before[key], after[key])) return [];
    const from = field.show?.(before[key]);
    const to = field.show?.(after[key]);
    return [from && to ? `${field.label} from ${from} to ${to}` : field.label];
  });
}

const joined = (parts: string[]) =>
  parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/**
 * "Changed the price of Chunky Pom-Pom Beanie from $42.00 to $44.00 and the stock from 4 to 9";
 * "Changed the product Chunky Pom-Pom Beanie" when nothing named changed.
 */
function changedSentence(entry: AuditEntry, noun: string): string {
  const name = nameOf(entry);
  const before = asThing(entry.before);
  const after = asThing(entry.after);
  const parts = before && after ? changes(before, after) : [];
  const subject = name ? (noun ? `the ${noun} ${name}` : name) : `a ${noun || 'record'}`;
  if (parts.length === 0) return `Changed ${subject}`;
  const [first, ...rest] = parts;
  const ofName = name ?? `the ${noun}`;
  // The first change names the thing: "the price of X from … to …".
  const head = first!.replace(/^(the [a-z -]+?)( from |$)/, `$1 of ${ofName}$2`);
  return `Changed ${joined([head, ...rest])}`;
}

type Describe = (entry: AuditEntry) => string;

const named =
  (verb: string, noun: string): Describe =>
  (entry) => {
    const name = nameOf(entry);
    return `${verb} ${name ? `the ${noun} ${name}` : `a ${noun}`}`;
  };

const target = (entry: AuditEntry) => asThing(entry.after) ?? asThing(entry.before);
const sent = (entry: AuditEntry) => asThing(entry.request) ?? {};

function orderOf(entry: AuditEntry): string {
  const id = text(target(entry)?.id) ?? entry.targetId;
  return id ? orderName(id) : 'an order';
}

function customOrderOf(entry: AuditEntry): string {
  const description = text(target(entry)?.description);
  return description ? `the custom order ${quoted(description)}` : 'a custom order';
}

function reviewOf(entry: AuditEntry): string {
  const thing = target(entry);
  const product = text(thing?.productName);
  const author = text(thing?.authorName) ?? text(thing?.name);
  if (product && author) return `${author}’s review of ${product}`;
  if (product) return `a review of ${product}`;
  return 'a review';
}

/** Each admin write route: its sentence once done. */
const WRITES: Record<string, Describe> = {
  'POST /api/admin/products': named('Added', 'product'),
  'PUT /api/admin/products/:id': (e) => changedSentence(e, 'product'),
  'PATCH /api/admin/products/:id/featured': (e) => {
    const name = nameOf(e) ?? 'a product';
    return target(e)?.featured === false || sent(e).featured === false
      ? `Took ${name} off the home page`
      : `Featured ${name} on the home page`;
  },
  'DELETE /api/admin/products/:id': named('Deleted', 'product'),
  'POST /api/admin/products/:id/pattern-files': (e) =>
    `Added a pattern file${nameOf(e) ? ` to ${nameOf(e)}` : ''}`,
  'PUT /api/admin/products/:id/pattern-files/:fileId': () => 'Changed a pattern file',
  'DELETE /api/admin/products/:id/pattern-files/:fileId': () => 'Removed a pattern file',
  'PATCH /api/admin/orders/:id': (e) => {
    const to = text(asThing(e.after)?.status) ?? text(sent(e).status);
    const from = text(asThing(e.before)?.status);
    if (to && from !== to) return `Marked ${orderOf(e)} as ${words(to)}`;
    return `Changed ${orderOf(e)}`;
  },
  'POST /api/admin/orders/:id/refund': (e) => {
    const amount = money(sent(e).amountCents);
    return `Refunded ${amount ?? 'part'} of ${orderOf(e)}`;
  },
  'POST /api/admin/orders/:id/downloads/:downloadId/reset': (e) =>
    `Reset the downloads of ${orderOf(e)}`,
  'PUT /api/admin/custom-orders/:id/quote': (e) => {
    const quote = asThing(asThing(e.after)?.quote);
    const total = money(quote?.totalCents) ?? money(quote?.priceCents);
    return total ? `Quoted ${total} for ${customOrderOf(e)}` : `Quoted ${customOrderOf(e)}`;
  },
  'POST /api/admin/custom-orders/:id/messages': (e) => `Wrote about ${customOrderOf(e)}`,
  'POST /api/admin/custom-orders/:id/decline': (e) => `Declined ${customOrderOf(e)}`,
  'POST /api/admin/custom-orders/:id/steps': (e) => {
    const state = text(asThing(e.after)?.state);
    return state ? `Moved ${customOrderOf(e)} to ${words(state)}` : `Moved ${customOrderOf(e)} on`;
  },
  'POST /api/admin/reviews/:id/approve': (e) => `Approved ${reviewOf(e)}`,
  'POST /api/admin/reviews/:id/reject': (e) => `Rejected ${reviewOf(e)}`,
  'PUT /api/admin/reviews/:id/reply': (e) => `Replied to ${reviewOf(e)}`,
  'DELETE /api/admin/reviews/:id/reply': (e) => `Removed the reply to ${reviewOf(e)}`,
  'PUT /api/admin/reviews/settings': () => 'Changed the review settings',
  'PUT /api/admin/shipping': () => 'Changed the shipping rates',
  'PUT /api/admin/gift-wrap': () => 'Changed the gift wrap settings',
  'POST /api/admin/uploads': () => 'Uploaded a picture',
  'POST /api/blog-posts': named('Wrote', 'blog post'),
  'PATCH /api/blog-posts/:id': (e) => changedSentence(e, 'blog post'),
  'DELETE /api/blog-posts/:id': named('Deleted', 'blog post'),
  'POST /api/admin/monthly-drops': named('Added', 'monthly drop'),
  'PUT /api/admin/monthly-drops/:id': (e) => changedSentence(e, 'monthly drop'),
  'DELETE /api/admin/monthly-drops/:id': named('Deleted', 'monthly drop'),
  'POST /api/admin/discounts': named('Added', 'discount code'),
  'PUT /api/admin/discounts/:id': (e) => changedSentence(e, 'discount code'),
  'POST /api/admin/discounts/:id/pause': (e) => {
    const name = nameOf(e) ?? 'a discount code';
    return asThing(e.after)?.paused === false ? `Resumed ${name}` : `Paused ${name}`;
  },
  'POST /api/admin/messages/:id/reply': (e) => {
    const who = text(target(e)?.name);
    return who ? `Replied to ${who}’s message` : 'Replied to a message';
  },
  'POST /api/admin/newsletter/campaigns': named('Wrote', 'campaign'),
  'PUT /api/admin/newsletter/campaigns/:id': (e) => changedSentence(e, 'campaign'),
  'DELETE /api/admin/newsletter/campaigns/:id': named('Deleted', 'campaign'),
  'POST /api/admin/newsletter/campaigns/:id/send': (e) => {
    const scheduled = text(sent(e).scheduledAt);
    const name = nameOf(e) ?? 'a campaign';
    return scheduled ? `Scheduled ${name} for ${scheduled.slice(0, 10)}` : `Sent ${name}`;
  },
  'POST /api/admin/newsletter/campaigns/:id/test': (e) =>
    `Sent a test of ${nameOf(e) ?? 'a campaign'} to themself`,
  'POST /api/admin/newsletter/preview': () => 'Previewed a campaign',
  'DELETE /api/admin/newsletter/subscribers/:id': (e) => {
    const email = text(target(e)?.email);
    return email ? `Removed the subscriber ${email}` : 'Removed a subscriber';
  },
  'POST /api/admin/gift-cards': (e) => {
    const amount = money(asThing(e.after)?.initialCents) ?? money(sent(e).amountCents);
    return amount ? `Issued a gift card of ${amount}` : 'Issued a gift card';
  },
  'POST /api/admin/gift-cards/:id/disable': (e) =>
    `Disabled the gift card ${nameOf(e) ?? ''}`.trim(),
  'POST /api/admin/backups': () => 'Made a backup',
  'DELETE /api/admin/customers/:id': () => 'Deleted a customer’s account and data',
};

/** The base form of each sentence's first verb, for a write that was refused. */
const BASE_VERBS: Record<string, string> = {
  Added: 'add',
  Approved: 'approve',
  Changed: 'change',
  Declined: 'decline',
  Deleted: 'delete',
  Did: 'do',
  Disabled: 'disable',
  Featured: 'feature',
  Issued: 'issue',
  Made: 'make',
  Marked: 'mark',
  Moved: 'move',
  Paused: 'pause',
  Previewed: 'preview',
  Quoted: 'quote',
  Refunded: 'refund',
  Rejected: 'reject',
  Removed: 'remove',
  Replied: 'reply',
  Reset: 'reset',
  Resumed: 'resume',
  Scheduled: 'schedule',
  Sent: 'send',
  Took: 'take',
  Uploaded: 'upload',
  Wrote: 'write',
};

/** "Tried to change the product Chunky Pom-Pom Beanie": what a refused write tried. */
function refusedSentence(done: string): string {
  const [verb = '', ...rest] = done.split(' ');
  const base = BASE_VERBS[verb];
  return base ? `Tried to ${base} ${rest.join(' ')}` : `Tried: ${done}`;
}

/** A route no sentence knows yet: its method and path pattern in plain words. */
function fallback(entry: AuditEntry): string {
  const VERBS: Record<string, string> = {
    POST: 'Did',
    PUT: 'Changed',
    PATCH: 'Changed',
    DELETE: 'Deleted',
  };
  const parts = entry.route
    .replace(/^\/api\/(admin\/)?/, '')
    .split('/')
    .filter((p) => p && !p.startsWith(':'))
    .map((p) => p.replace(/-/g, ' '));
  const name = nameOf(entry);
  return `${VERBS[entry.method] ?? 'Changed'} ${parts.join(' › ')}${name ? `: ${name}` : ''}`;
}

export function describeEntry(entry: AuditEntry): string {
  if (entry.kind === 'sign_in') return 'Signed in';
  if (entry.kind === 'sign_in_failed') return 'Failed to sign in';
  const describe = WRITES[`${entry.method} ${entry.route}`] ?? fallback;
  // A refused write changed nothing: its sentence names the thing, not a change.
  return isRefused(entry) ? refusedSentence(describe({ ...entry, after: null })) : describe(entry);
}

export const isRefused = (entry: AuditEntry) => entry.status >= 400;
