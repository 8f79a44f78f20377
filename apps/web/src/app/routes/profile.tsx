import { Page, PageHeading } from '../../components/ui/page';

export default function ProfilePage() {
  return (
    <Page title="Profile">
      <PageHeading>Profile</PageHeading>
    </Page>
  );
}
