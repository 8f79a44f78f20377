import { Page, PageHeading } from '../../components/ui/page';

export default function AdminLoginPage() {
  return (
    <Page title="AdminLogin">
      <PageHeading>AdminLogin</PageHeading>
    </Page>
  );
}
