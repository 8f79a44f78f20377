/**
 * Shipping Information: processing time, then the maker's rates as the checkout charges them
 * (read from the shop's settings, so the page and the checkout cannot disagree), free shipping
 * where a rate has a threshold, and where the shop ships.
 */
import { Link } from 'react-router';
import { SHIPPING_FACTS } from '@shop/shared/constants';
import { formatPrice } from '@shop/shared/money';
import { countryName, type ShippingRate } from '@shop/shared/schemas/shipping';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useShippingRates } from '@/features/shipping/api/shipping-rates';
import { PolicyPage } from '../layouts/policy-page';
import { ColumnHeaders, type Column } from '@/components/ui/column-headers';

/** With no rates set the shop ships free, within the US only. */
const DEFAULT_RATES: ShippingRate[] = [
  {
    id: 'default',
    name: 'Standard',
    priceCents: 0,
    estimate: SHIPPING_FACTS.standard.time,
    countries: ['US'],
    freeAboveCents: null,
  },
];

const countriesText = (codes: string[]) =>
  codes.length === 1 && codes[0] === 'US'
    ? 'United States'
    : codes.map((code) => countryName(code)).join(', ');

function RatesTable({ rates }: { rates: ShippingRate[] }) {
  return (
    // A table wider than a phone scrolls sideways; keyboard users reach the scroll area too.
    <div
      role="region"
      aria-label="Shipping rates"
      tabIndex={0}
      className="mt-1 overflow-x-auto rounded-2xl border border-cream-300 dark:border-night-600"
    >
      <table className="w-full text-left text-base">
        <caption className="sr-only">Shipping options, delivery times and prices</caption>
        <thead className="bg-cream-200/70 text-sm dark:bg-night-700">
          <ColumnHeaders columns={COLUMNS} />
        </thead>
        <tbody className="divide-y divide-cream-300 dark:divide-night-600">
          {rates.map((rate) => (
            <tr key={rate.id}>
              <th scope="row" className="px-3 py-3 sm:px-4 font-semibold">
                {rate.name}
              </th>
              <td className="px-3 py-3 sm:px-4">{rate.estimate || '—'}</td>
              <td className="px-3 py-3 sm:px-4">{countriesText(rate.countries)}</td>
              <td className="px-3 py-3 sm:px-4 text-right tabular-nums">
                {rate.priceCents > 0 ? formatPrice(rate.priceCents) : 'Free'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "$75" for whole dollars, "$74.50" otherwise. */
const amountText = (cents: number) => formatPrice(cents).replace(/\.00$/, '');

function FreeShipping({ rates }: { rates: ShippingRate[] }) {
  const free = rates.filter((rate) => rate.freeAboveCents !== null && rate.priceCents > 0);
  if (rates.every((rate) => rate.priceCents === 0)) {
    return <p>Every order ships free.</p>;
  }
  if (free.length === 0) return <p>Shipping is charged on every order at the rates above.</p>;
  return (
    <>
      {free.map((rate) => (
        <p key={rate.id}>
          Orders of <strong>{amountText(rate.freeAboveCents!)}</strong> or more ship free with{' '}
          {rate.name} ({countriesText(rate.countries)}
          {rate.countries.length === 1 && rate.countries[0] === 'US' ? ' only' : ''}).
        </p>
      ))}
    </>
  );
}

function WhereWeShip({ rates }: { rates: ShippingRate[] }) {
  const abroad = [...new Set(rates.flatMap((rate) => rate.countries))].filter((c) => c !== 'US');
  if (abroad.length === 0) {
    return (
      <p>For now every order ships within the United States only; checkout accepts US addresses.</p>
    );
  }
  return (
    <p>
      Besides the United States, orders ship to {countriesText(abroad)}, at the rates above. Customs
      duties or import taxes charged by your country are not included and are paid by the recipient.
    </p>
  );
}

function RatesSection({ children }: { children: (rates: ShippingRate[]) => React.ReactNode }) {
  const query = useShippingRates();
  if (query.isPending) return <Skeleton className="h-24" />;
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
        The shipping options could not be loaded.
      </LoadError>
    );
  }
  return <>{children(query.data.rates.length ? query.data.rates : DEFAULT_RATES)}</>;
}

/** The rates table's columns. */
const COLUMNS: Column[] = [
  { label: 'Option', className: 'px-3 py-3 sm:px-4 font-semibold' },
  { label: 'Delivery time', className: 'px-3 py-3 sm:px-4 font-semibold' },
  { label: 'Ships to', className: 'px-3 py-3 sm:px-4 font-semibold' },
  { label: 'Price', className: 'px-3 py-3 sm:px-4 text-right font-semibold' },
];

export default function ShippingPage() {
  return (
    <PolicyPage
      title="Shipping Information"
      intro={
        <p>
          Every order is packed by hand with care. Here is how long things take and what they cost.
        </p>
      }
      sections={[
        {
          id: 'processing',
          title: 'Processing time',
          body: (
            <>
              <p>
                Orders ship within <strong>{SHIPPING_FACTS.processing}</strong>. Each piece is
                checked, wrapped and packed by hand before it leaves the studio.
              </p>
              <p>
                You&apos;ll get a confirmation email once your order is paid, and you can always
                check its status under <Link to="/orders">My Orders</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'options',
          title: 'Shipping options',
          body: (
            <>
              <RatesSection>{(rates) => <RatesTable rates={rates} />}</RatesSection>
              <p className="!mt-4">
                Delivery times are counted from the day your order ships and may stretch a little
                around holidays.
              </p>
            </>
          ),
        },
        {
          id: 'free-shipping',
          title: 'Free shipping',
          body: <RatesSection>{(rates) => <FreeShipping rates={rates} />}</RatesSection>,
        },
        {
          id: 'international',
          title: 'Where we ship',
          body: <RatesSection>{(rates) => <WhereWeShip rates={rates} />}</RatesSection>,
        },
        {
          id: 'problems',
          title: 'Something wrong with a delivery?',
          body: (
            <p>
              If a parcel arrives damaged or an item is defective, please tell me within 7 days of
              delivery — see the <Link to="/returns">Returns and Refunds Policy</Link> for how
              claims work.
            </p>
          ),
        },
      ]}
    />
  );
}
