/** Shipping Information (processing time, the three options, free US shipping). */
import { Link } from 'react-router';
import { SHIPPING_FACTS } from '@shop/shared/constants';
import { PolicyPage } from '../layouts/policy-page';

const OPTIONS = [
  { name: 'Standard', time: SHIPPING_FACTS.standard.time, price: SHIPPING_FACTS.standard.price },
  { name: 'Express', time: SHIPPING_FACTS.express.time, price: SHIPPING_FACTS.express.price },
  {
    name: 'International',
    time: SHIPPING_FACTS.international.time,
    price: 'Calculated at checkout',
  },
] as const;

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
              <div className="mt-1 overflow-x-auto rounded-2xl border border-cream-300 dark:border-night-600">
                <table className="w-full text-left text-base">
                  <caption className="sr-only">Shipping options, delivery times and prices</caption>
                  <thead className="bg-cream-200/70 text-sm dark:bg-night-700">
                    <tr>
                      <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                        Option
                      </th>
                      <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                        Delivery time
                      </th>
                      <th scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                        Price
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-cream-300 dark:divide-night-600">
                    {OPTIONS.map((option) => (
                      <tr key={option.name}>
                        <th scope="row" className="px-3 py-3 sm:px-4 font-semibold">
                          {option.name}
                        </th>
                        <td className="px-3 py-3 sm:px-4">{option.time}</td>
                        <td className="px-3 py-3 sm:px-4 text-right tabular-nums">
                          {option.price}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
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
          body: (
            <p>
              Orders over <strong>{SHIPPING_FACTS.freeOver}</strong> ship free within the United
              States (US only).
            </p>
          ),
        },
        {
          id: 'international',
          title: 'International orders',
          body: (
            <p>
              International delivery takes {SHIPPING_FACTS.international.time}; its cost is
              calculated at checkout. Customs duties or import taxes charged by your country are not
              included and are paid by the recipient.
            </p>
          ),
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
