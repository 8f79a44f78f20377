/** Profile (SPEC §2), behind RequireUser: the signed-in shopper's account. */
import { Page, PageHeading } from '@/components/ui/page';
import { ProfileCard } from '@/features/accounts/components/profile-card';
import { TwoFactorSection } from '@/features/accounts/components/two-factor-section';
import { useShopStore } from '@/lib/store';

export default function ProfilePage() {
  const user = useShopStore((s) => s.user);
  const isAdmin = useShopStore((s) => s.isAdmin);
  const wishlistCount = useShopStore((s) => s.wishlist.length);
  // RequireUser renders this page only for a signed-in shopper.
  if (!user) return null;
  return (
    <Page title="My Profile">
      <PageHeading sub="Your account details, password and sign-in.">My Profile</PageHeading>
      <ProfileCard user={user} isAdmin={isAdmin} wishlistCount={wishlistCount}>
        <TwoFactorSection />
      </ProfileCard>
    </Page>
  );
}
