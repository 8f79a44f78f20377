import { Page, PageHeading } from '../../../components/ui/page';

export default function AdminDashboardPage() {
  return (
    <Page title="AdminDashboard">
      <PageHeading>AdminDashboard</PageHeading>
    </Page>
  );
}
