/** /gift-cards/balance: what is left on a gift card. */
import { Link } from 'react-router';
import { Page, PageHeading } from '@/components/ui/page';
import { GiftCardBalanceForm } from '@/features/gift-cards/components/gift-card-balance';

export default function GiftCardBalancePage() {
  return (
    <Page title="Gift card balance">
      <PageHeading sub="Type the code from your gift card mail to see what is left on it. Gift cards never expire.">
        Gift card balance
      </PageHeading>
      <div className="max-w-lg">
        <GiftCardBalanceForm />
        <p className="mt-6 text-sm text-ink-500 dark:text-ink-300">
          Want to give one?{' '}
          <Link
            to="/gift-card"
            className="font-semibold text-clay-700 underline dark:text-clay-300"
          >
            Buy a gift card
          </Link>
        </p>
      </div>
    </Page>
  );
}
