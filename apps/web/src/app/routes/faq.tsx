import { Page, PageHeading } from '../../components/ui/page';

export default function FaqPage() {
  return (
    <Page title="Faq">
      <PageHeading>Faq</PageHeading>
    </Page>
  );
}
