/** Terms of Service: the rules of buying from the shop, pointing to shipping and returns. */
import { Link } from 'react-router';
import { SHOP } from '@shop/shared/shop';
import { PolicyPage } from '../layouts/policy-page';

export default function TermsPage() {
  return (
    <PolicyPage
      title="Terms of Service"
      eyebrow="Legal"
      updated="November 2026"
      intro={
        <p>
          By using this shop and placing an order you agree to these terms. They are short and
          written to be read.
        </p>
      }
      sections={[
        {
          id: 'orders',
          title: 'Orders',
          body: (
            <>
              <p>
                An order is confirmed once payment succeeds. Items are reserved for you while you
                pay; if a payment does not go through, the items return to the shop.
              </p>
              <p>
                If something goes wrong with your order after payment, I will contact you and offer
                a replacement or a full refund.
              </p>
            </>
          ),
        },
        {
          id: 'prices',
          title: 'Prices and payment',
          body: (
            <p>
              Prices are in US dollars and are confirmed at checkout. Payment is by card through the
              payment provider&apos;s secure checkout page.
            </p>
          ),
        },
        {
          id: 'gift-cards',
          title: 'Gift cards',
          body: (
            <>
              <p>
                Gift cards never expire and carry no fees; what is not spent stays on the card, over
                as many orders as you like. (US law does not allow a gift card to expire within five
                years of its sale; ours do not expire at all.)
              </p>
              <p>
                A gift card is not exchangeable for cash. If an order paid partly or fully with a
                gift card is refunded, the gift card part goes back on the card and the rest back to
                the card you paid with. Check what is left on a card at{' '}
                <Link to="/gift-cards/balance">Gift card balance</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'handmade',
          title: 'Handmade items',
          body: (
            <p>
              Every piece is crocheted by hand. Small differences in colour, size and stitch from
              the photos are part of their character and are not defects.
            </p>
          ),
        },
        {
          id: 'shipping-returns',
          title: 'Shipping and returns',
          body: (
            <p>
              Shipping times and costs are described in{' '}
              <Link to="/shipping">Shipping Information</Link>; returns, damaged items and refunds
              in the <Link to="/returns">Returns and Refunds Policy</Link>.
            </p>
          ),
        },
        {
          id: 'accounts',
          title: 'Your account',
          body: (
            <p>
              Please keep your sign-in details private; you are responsible for what is done with
              your account. Accounts used for abuse or fraud may be closed.
            </p>
          ),
        },
        {
          id: 'content',
          title: 'Photos and designs',
          body: (
            <p>
              The photos, texts and designs on this site belong to {SHOP.name}. Please ask before
              using them anywhere else.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Questions',
          body: (
            <p>
              Questions about these terms? Write to{' '}
              <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>.
            </p>
          ),
        },
      ]}
    />
  );
}
