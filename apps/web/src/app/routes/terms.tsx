import { Page, PageHeading } from '../../components/ui/page';

export default function TermsPage() {
  return (
    <Page title="Terms">
      <PageHeading>Terms</PageHeading>
    </Page>
  );
}
