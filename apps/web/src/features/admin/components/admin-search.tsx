/**
 * The admin top bar's search: products by name, orders by number or customer email, messages by
 * sender or text. Results drop down as the admin types; each links to its page, which opens it
 * (`?edit=`, `?order=`, `?message=`). Arrow keys move through the results, Escape closes them.
 */
import { Mail, Package, Receipt, Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ORDER_ID_PREFIX_LENGTH } from '@shop/shared/constants';
import { formatPrice } from '@shop/shared/money';
import type { AdminSearchResult } from '@shop/shared/schemas/admin';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/field';
import { useAdminSearch } from '../api/search-admin';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export function AdminSearch({ className }: { className?: string }) {
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), 250);
  const search = useAdminSearch(query);
  const location = useLocation();

  // Following a result (or any navigation) closes the panel.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  const links = () =>
    Array.from(containerRef.current?.querySelectorAll<HTMLAnchorElement>('[data-result]') ?? []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      inputRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    setOpen(true);
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) inputRef.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  const data = search.data;
  const isEmpty =
    data && data.products.length === 0 && data.orders.length === 0 && data.messages.length === 0;
  const showPanel = isOpen && query.length > 0;

  return (
    <div
      ref={containerRef}
      role="search"
      className={cn('relative', className)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${panelId}-input`} className="sr-only">
        Search products, orders and messages
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500"
      />
      <input
        ref={inputRef}
        id={`${panelId}-input`}
        type="search"
        autoComplete="off"
        maxLength={100}
        value={text}
        placeholder="Search products, orders, messages…"
        aria-controls={panelId}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        className={cn(inputClass, 'rounded-full py-2 pl-9 text-sm')}
      />
      <div
        id={panelId}
        hidden={!showPanel}
        aria-live="polite"
        className="absolute right-0 top-full z-40 mt-2 max-h-[70vh] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-cream-300 bg-cream-50 p-2 shadow-xl dark:border-night-600 dark:bg-night-800"
      >
        {showPanel ? (
          search.isError ? (
            <p className="px-3 py-4 text-sm text-ink-500 dark:text-ink-300">
              Search is not available right now. Please try again.
            </p>
          ) : !data || (search.isFetching && search.isPlaceholderData && isEmpty) ? (
            <p className="px-3 py-4 text-sm text-ink-500 dark:text-ink-300">Searching…</p>
          ) : isEmpty ? (
            <p className="px-3 py-4 text-sm text-ink-500 dark:text-ink-300">
              Nothing matches “{query}”.
            </p>
          ) : (
            <>
              <ResultGroup title="Products" items={data.products} linkOf={productLink} />
              <ResultGroup title="Orders" items={data.orders} linkOf={orderLink} />
              <ResultGroup title="Messages" items={data.messages} linkOf={messageLink} />
            </>
          )
        ) : null}
      </div>
    </div>
  );
}

type Results = AdminSearchResult;

const productLink = (p: Results['products'][number]): ResultLinkProps => ({
  to: `/admin/products?edit=${p.id}`,
  icon: p.imageSrc ? (
    <img src={p.imageSrc} alt="" className="h-9 w-9 rounded-lg object-cover" />
  ) : (
    <Package className="h-5 w-5" aria-hidden />
  ),
  title: p.name,
  detail: formatPrice(p.priceCents),
});

const orderLink = (o: Results['orders'][number]): ResultLinkProps => ({
  to: `/admin/orders?order=${o.id}`,
  icon: <Receipt className="h-5 w-5" aria-hidden />,
  title: `Order #${o.id.slice(0, ORDER_ID_PREFIX_LENGTH)}`,
  detail: `${o.email} · ${formatPrice(o.totalCents)} · ${
    o.paymentStatus === 'paid' ? o.status : 'awaiting payment'
  }`,
});

const messageLink = (m: Results['messages'][number]): ResultLinkProps => ({
  to: `/admin/messages?message=${m.id}`,
  icon: <Mail className="h-5 w-5" aria-hidden />,
  title: `${m.name} · ${m.email}`,
  detail: m.excerpt,
});

/** One kind of match under its heading (none: no heading either), each a link to its page. */
function ResultGroup<T extends { id: string }>({
  title,
  items,
  linkOf,
}: {
  title: string;
  items: T[];
  linkOf: (item: T) => ResultLinkProps;
}) {
  if (items.length === 0) return null;
  return (
    <section className="py-1">
      <h3 className="px-3 pb-1 pt-2 font-sans text-xs font-bold uppercase tracking-[0.14em] text-ink-500 dark:text-ink-300">
        {title}
      </h3>
      <ul>
        {items.map((item) => (
          <ResultLink key={item.id} {...linkOf(item)} />
        ))}
      </ul>
    </section>
  );
}

type ResultLinkProps = {
  to: string;
  icon: ReactNode;
  title: string;
  detail: string;
};

function ResultLink({ to, icon, title, detail }: ResultLinkProps) {
  return (
    <li>
      <Link
        to={to}
        data-result
        className="flex items-center gap-3 rounded-xl px-3 py-2 text-left hover:bg-cream-200 focus:bg-cream-200 focus:outline-none dark:hover:bg-night-700 dark:focus:bg-night-700"
      >
        <span className="grid h-9 w-9 shrink-0 place-items-center overflow-hidden rounded-lg bg-cream-200 text-clay-600 dark:bg-night-700 dark:text-clay-300">
          {icon}
        </span>
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold">{title}</span>
          <span className="block truncate text-xs text-ink-500 dark:text-ink-300">{detail}</span>
        </span>
      </Link>
    </li>
  );
}
