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
              <p>There are no advertising or tracking cookies.</p>
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
