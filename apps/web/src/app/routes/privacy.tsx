import { Page, PageHeading } from '../../components/ui/page';

export default function PrivacyPage() {
  return (
    <Page title="Privacy">
      <PageHeading>Privacy</PageHeading>
    </Page>
  );
}
