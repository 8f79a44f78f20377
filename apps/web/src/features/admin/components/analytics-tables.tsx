/** The report's two tables: products by views with their conversion, and visits and sales by source. */
import { formatPrice } from '@shop/shared/money';
import type { AnalyticsReport } from '@shop/shared/schemas/analytics';
import type { ReactNode } from 'react';

const percent = (rate: number) =>
  `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

const headCell = 'px-3 py-2 text-left text-xs font-bold text-ink-500 dark:text-ink-300';
const numHead = `${headCell} text-right`;
const cell = 'px-3 py-2 align-top';
const numCell = `${cell} text-right tabular-nums`;

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-cream-300 dark:border-night-600">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-cream-200 dark:divide-night-700">{children}</tbody>
      </table>
    </div>
  );
}

export function TopProductsTable({ products }: { products: AnalyticsReport['topProducts'] }) {
  if (products.length === 0) {
    return (
      <p className="text-sm text-ink-500 dark:text-ink-300">No product views in this range yet.</p>
    );
  }
  return (
    <Table
      caption="Top products by views"
      head={
        <>
          <th scope="col" className={headCell}>
            Product
          </th>
          <th scope="col" className={numHead}>
            Views
          </th>
          <th scope="col" className={numHead}>
            Visitors
          </th>
          <th scope="col" className={numHead}>
            Bought
          </th>
          <th scope="col" className={numHead}>
            Conversion
          </th>
        </>
      }
    >
      {products.map((product) => (
        <tr key={product.productId}>
          <th scope="row" className={`${cell} text-left font-semibold`}>
            {product.name}
          </th>
          <td className={numCell}>{product.views.toLocaleString('en-US')}</td>
          <td className={numCell}>{product.viewers.toLocaleString('en-US')}</td>
          <td className={numCell}>{product.buyers.toLocaleString('en-US')}</td>
          <td className={numCell}>{percent(product.conversionRate)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function SourcesTable({ sources }: { sources: AnalyticsReport['sources'] }) {
  if (sources.length === 0) {
    return <p className="text-sm text-ink-500 dark:text-ink-300">No visits in this range yet.</p>;
  }
  return (
    <Table
      caption="Visits and sales by source"
      head={
        <>
          <th scope="col" className={headCell}>
            Source
          </th>
          <th scope="col" className={numHead}>
            Visitors
          </th>
          <th scope="col" className={numHead}>
            Orders
          </th>
          <th scope="col" className={numHead}>
            Sales
          </th>
          <th scope="col" className={numHead}>
            Conversion
          </th>
        </>
      }
    >
      {sources.map((source) => (
        <tr
          key={`${source.source}|${source.medium}|${source.campaign}`}
          data-testid="analytics-source"
        >
          <th scope="row" className={`${cell} text-left`}>
            <span className="block font-semibold">{source.source}</span>
            {source.medium || source.campaign ? (
              <span className="block text-xs font-normal text-ink-500 dark:text-ink-300">
                {[source.medium, source.campaign].filter(Boolean).join(' · ')}
              </span>
            ) : null}
          </th>
          <td className={numCell}>{source.visitors.toLocaleString('en-US')}</td>
          <td className={numCell}>{source.orders.toLocaleString('en-US')}</td>
          <td className={numCell}>{formatPrice(source.revenueCents)}</td>
          <td className={numCell}>{percent(source.conversionRate)}</td>
        </tr>
      ))}
    </Table>
  );
}
