import { Page, PageHeading } from '../../../components/ui/page';

export default function AdminMessagesPage() {
  return (
    <Page title="AdminMessages">
      <PageHeading>AdminMessages</PageHeading>
    </Page>
  );
}
