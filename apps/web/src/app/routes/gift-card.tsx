/** /gift-card: the gift card, sold in $25, $50, $100 or one's own amount, mailed on a chosen day. */
import { Page } from '@/components/ui/page';
import { GiftCardPurchase } from '@/features/gift-cards/components/gift-card-purchase';

export default function GiftCardPage() {
  return (
    <Page title="Gift card" wide>
      <GiftCardPurchase />
    </Page>
  );
}
