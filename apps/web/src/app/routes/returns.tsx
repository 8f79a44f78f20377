import { Page, PageHeading } from '../../components/ui/page';

export default function ReturnsPage() {
  return (
    <Page title="Returns">
      <PageHeading>Returns</PageHeading>
    </Page>
  );
}
