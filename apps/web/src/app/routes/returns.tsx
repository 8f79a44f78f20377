/** Returns and Refunds Policy (7-day report window, 10-day resolution). */
import { Link } from 'react-router';
import { SHOP } from '@shop/shared/shop';
import { PolicyPage } from '../layouts/policy-page';

export default function ReturnsPage() {
  return (
    <PolicyPage
      title="Returns and Refunds Policy"
      intro={
        <p>
          Each piece is made by hand and checked before it ships. If something isn&apos;t right,
          here is how we put it right together.
        </p>
      }
      sections={[
        {
          id: 'damaged',
          title: 'Damaged or defective items',
          body: (
            <>
              <p>
                Damaged or defective items must be reported{' '}
                <strong>within 7 days of delivery</strong>. Please send your order number and a
                photo of the problem through the <Link to="/contact">contact page</Link> or to{' '}
                <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>.
              </p>
              <p>
                Small variations in colour, size or stitch are part of handmade work and are not
                defects.
              </p>
            </>
          ),
        },
        {
          id: 'claims',
          title: 'How claims are resolved',
          body: (
            <>
              <p>
                Claims are resolved <strong>within 10 business days</strong> of receiving your
                report. Depending on the item, I will offer a repair, a replacement or a refund.
              </p>
              <p>Refunds go back to the card used for the order.</p>
            </>
          ),
        },
        {
          id: 'return-shipping',
          title: 'Return shipping',
          body: (
            <p>
              Return shipping is paid by the customer. Please pack the item carefully and use a
              tracked service — I can&apos;t be responsible for returns that go missing on the way.
            </p>
          ),
        },
        {
          id: 'unused',
          title: 'Unused items',
          body: (
            <p>
              The <Link to="/faq">FAQ</Link> also mentions returns of unused items within 30 days.
              If you&apos;d like to return something unused, please get in touch first so I can
              confirm and share the return address.
            </p>
          ),
        },
        {
          id: 'gift-cards',
          title: 'Refunds of gift card payments',
          body: (
            <p>
              When an order paid with a gift card is refunded, the gift card part goes back on the
              card at once and the rest back to your card payment; a partial refund returns the card
              payment first. Your refund mail says how much went where. Gift cards never expire.
            </p>
          ),
        },
      ]}
    />
  );
}
