/** Privacy Policy: what the shop stores, why, who else sees it, and the shopper's choices. */
import { SHOP } from '@shop/shared/shop';
import { PolicyPage } from '../layouts/policy-page';

export default function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      eyebrow="Legal"
      updated="November 2026"
      intro={
        <p>
          {SHOP.name} is a one-person shop. I collect only what I need to make and send your order,
          and I never sell your information.
        </p>
      }
      sections={[
        {
          id: 'what',
          title: 'What I collect',
          body: (
            <ul>
              <li>
                <strong>Your account:</strong> your email address, a securely hashed password (if
                you set one), and the products you rate or add to your wishlist.
              </li>
              <li>
                <strong>Your orders:</strong> the items, prices and totals, plus the shipping and
                billing addresses you enter at checkout.
              </li>
              <li>
                <strong>Messages and newsletter:</strong> what you send through the contact form,
                and your email address if you subscribe to the newsletter.
              </li>
            </ul>
          ),
        },
        {
          id: 'payments',
          title: 'Payments',
          body: (
            <p>
              Card payments are handled entirely by the payment provider on its secure checkout
              page. Your card number never reaches this shop; I only learn whether the payment
              succeeded.
            </p>
          ),
        },
        {
          id: 'cookies',
          title: 'Cookies and local storage',
          body: (
            <>
              <p>
                One cookie keeps you signed in. Your cart and your light or dark theme are saved in
                your own browser (local storage) so they are still there next time.
              </p>
              <p>There are no advertising, analytics or tracking cookies.</p>
            </>
          ),
        },
        {
          id: 'visits',
          title: 'Counting visits',
          body: (
            <>
              <p>
                To learn which pieces are looked at and where visitors come from, the shop counts
                visits itself. There is no analytics cookie and no third-party script.
              </p>
              <ul>
                <li>
                  <strong>What is counted:</strong> each page you open, the products you look at,
                  adding to your cart, starting checkout and a paid order, with the date and time,
                  and the site that sent you (the address of the previous page&apos;s site, or a
                  link&apos;s utm_source, utm_medium and utm_campaign).
                </li>
                <li>
                  <strong>How you are told apart for one day:</strong> your IP address and your
                  browser&apos;s name are mixed with a random value that changes every day and
                  turned into a code that cannot be reversed. Your IP address and your
                  browser&apos;s name are never stored. The day&apos;s random value is deleted when
                  the day is over, so the next day you are a new visitor and no one, the shop
                  included, can link the code to you again.
                </li>
                <li>
                  <strong>What is not counted:</strong> browsers that send Global Privacy Control or
                  Do Not Track, robots and automated browsers, and the admin panel.
                </li>
                <li>
                  <strong>How long:</strong> the individual events are deleted after 30 days; after
                  that only daily totals remain (visitors, page views, orders per day and per
                  source), which name no one.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'use',
          title: 'How your information is used',
          body: (
            <ul>
              <li>to make, pack and ship your order, and to email you about it;</li>
              <li>to answer your messages;</li>
              <li>
                to send the newsletter if you asked for it — every issue has a one-click unsubscribe
                link.
              </li>
            </ul>
          ),
        },
        {
          id: 'choices',
          title: 'Your choices',
          body: (
            <p>
              You can ask to see, correct or delete your information at any time by writing to{' '}
              <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>. Order records may be kept as long
              as tax law requires.
            </p>
          ),
        },
      ]}
    />
  );
}
