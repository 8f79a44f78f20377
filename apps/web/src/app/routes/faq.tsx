/**
 * FAQ. Its returns answer is the 30-day one for unused items and points to the Returns policy,
 * which holds the damaged-item rules (the shop's policy can be read both ways).
 */
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SHIPPING_FACTS } from '@shop/shared/constants';
import { SHOP } from '@shop/shared/shop';
import { PolicyPage } from '../layouts/policy-page';

type Question = { q: string; a: ReactNode };

function QuestionList({ questions }: { questions: Question[] }) {
  return (
    <div className="-mx-2 divide-y divide-cream-300 dark:divide-night-600">
      {questions.map(({ q, a }) => (
        <details key={q} className="group px-2 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl py-3 font-semibold text-ink-900 marker:hidden dark:text-cream-50 [&::-webkit-details-marker]:hidden">
            {q}
            <ChevronDown
              className="h-5 w-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180 dark:text-ink-300"
              aria-hidden
            />
          </summary>
          <div className="pb-4 pr-8">{a}</div>
        </details>
      ))}
    </div>
  );
}

export default function FaqPage() {
  return (
    <PolicyPage
      title="Frequently Asked Questions"
      intro={<p>Quick answers about orders, shipping, returns and caring for your pieces.</p>}
      sections={[
        {
          id: 'orders-shipping',
          title: 'Orders and shipping',
          body: (
            <QuestionList
              questions={[
                {
                  q: 'How soon will my order ship?',
                  a: <p>Orders ship within {SHIPPING_FACTS.processing}.</p>,
                },
                {
                  q: 'What shipping options do you offer?',
                  a: (
                    <ul>
                      <li>
                        Standard: {SHIPPING_FACTS.standard.time}, {SHIPPING_FACTS.standard.price}
                      </li>
                      <li>
                        Express: {SHIPPING_FACTS.express.time}, {SHIPPING_FACTS.express.price}
                      </li>
                      <li>
                        International: {SHIPPING_FACTS.international.time}, calculated at checkout
                      </li>
                    </ul>
                  ),
                },
                {
                  q: 'Do you offer free shipping?',
                  a: (
                    <p>
                      Yes — orders over {SHIPPING_FACTS.freeOver} ship free within the US (US only).
                      See <Link to="/shipping">Shipping Information</Link>.
                    </p>
                  ),
                },
                {
                  q: 'How do I follow my order?',
                  a: (
                    <p>
                      Sign in and open <Link to="/orders">My Orders</Link> to see every order and
                      its status.
                    </p>
                  ),
                },
                {
                  q: 'How can I pay?',
                  a: (
                    <p>
                      By card, on the payment provider&apos;s secure checkout page. Your card
                      details never pass through this shop. You&apos;ll need to sign in to check
                      out, so your orders stay together in your account.
                    </p>
                  ),
                },
              ]}
            />
          ),
        },
        {
          id: 'returns',
          title: 'Returns',
          body: (
            <QuestionList
              questions={[
                {
                  q: 'Can I return an item?',
                  a: (
                    <p>
                      Returns are accepted within 30 days for unused items. For the details —
                      including damaged or defective items — please read the{' '}
                      <Link to="/returns">Returns and Refunds Policy</Link>.
                    </p>
                  ),
                },
                {
                  q: 'My item arrived damaged. What now?',
                  a: (
                    <p>
                      I&apos;m sorry! Please report it within 7 days of delivery with a photo;
                      claims are resolved within 10 business days. Details are in the{' '}
                      <Link to="/returns">Returns and Refunds Policy</Link>.
                    </p>
                  ),
                },
                {
                  q: 'Who pays for return shipping?',
                  a: <p>Return shipping is paid by the customer.</p>,
                },
              ]}
            />
          ),
        },
        {
          id: 'pieces',
          title: 'About the pieces',
          body: (
            <QuestionList
              questions={[
                {
                  q: 'Will my item look exactly like the photo?',
                  a: (
                    <p>
                      Very close — but every piece is crocheted by hand, so tiny differences in
                      stitch, size and shade make each one unique.
                    </p>
                  ),
                },
                {
                  q: 'How do I care for crochet?',
                  a: (
                    <p>
                      Hand wash in cool water with a gentle soap, press out the water in a towel
                      (never wring), and dry flat in shape, away from direct heat.
                    </p>
                  ),
                },
                {
                  q: 'Do you take custom requests?',
                  a: (
                    <p>
                      Send a message through the <Link to="/contact">contact page</Link> or on
                      Instagram ({SHOP.social.instagramHandle}) with what you have in mind, and
                      I&apos;ll let you know what&apos;s possible.
                    </p>
                  ),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
