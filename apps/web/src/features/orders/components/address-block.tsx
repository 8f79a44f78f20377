/** A postal address as an <address> block under its title (Shipping Address, Billing Address). */
import type { Address } from '@shop/shared/schemas/order';

export function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-cream-300 bg-white/60 p-5 dark:border-night-600 dark:bg-night-900/40"
    >
      <h2 className="font-display text-base font-semibold">{title}</h2>
      {address ? (
        <address className="mt-2 break-words text-sm not-italic leading-relaxed text-ink-700 dark:text-cream-200">
          <span className="block font-semibold">{address.name}</span>
          <span className="block">{address.line1}</span>
          {address.line2 ? <span className="block">{address.line2}</span> : null}
          <span className="block">
            {address.city}, {address.state} {address.postal_code}
          </span>
          <span className="block">
            {address.country === 'US' ? 'United States' : address.country}
          </span>
        </address>
      ) : (
        <p className="mt-2 text-sm text-ink-500 dark:text-ink-300">Not provided</p>
      )}
    </section>
  );
}
