/** Profile, behind RequireUser: the signed-in shopper's account. */
import { Page, PageHeading } from '@/components/ui/page';
import { ProfileCard } from '@/features/accounts/components/profile-card';
import { CartRemindersSection } from '@/features/cart/components/cart-reminders-section';
import { TwoFactorSection } from '@/features/accounts/components/two-factor-section';
import { YourDataSection } from '@/features/privacy/components/your-data-section';
import { useSessionStore } from '@/features/accounts/store';

export default function ProfilePage() {
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const wishlistCount = useSessionStore((s) => s.wishlist.length);
  // RequireUser renders this page only for a signed-in shopper.
  if (!user) return null;
  return (
    <Page title="My Profile">
      <PageHeading sub="Your account details, password, sign-in and data.">My Profile</PageHeading>
      <ProfileCard user={user} isAdmin={isAdmin} wishlistCount={wishlistCount}>
        <TwoFactorSection />
        <CartRemindersSection />
        <YourDataSection email={user.email} />
      </ProfileCard>
    </Page>
  );
}
