/** Admin → Gift cards: balances, ledgers and recipients; issue by hand; disable. */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { GiftCardsAdmin } from '@/features/gift-cards/admin/gift-cards-admin';

export default function AdminGiftCardsPage() {
  return (
    <>
      <AdminPageHeader
        title="Gift cards"
        sub="Every card, what is left on it and each change to its balance. Cards never expire."
      />
      <GiftCardsAdmin />
    </>
  );
}
