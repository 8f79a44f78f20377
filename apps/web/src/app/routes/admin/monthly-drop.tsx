import { Page, PageHeading } from '../../../components/ui/page';

export default function AdminMonthlyDropPage() {
  return (
    <Page title="AdminMonthlyDrop">
      <PageHeading>AdminMonthlyDrop</PageHeading>
    </Page>
  );
}
