import { Page, PageHeading } from '../../components/ui/page';

export default function ContactPage() {
  return (
    <Page title="Contact">
      <PageHeading>Contact</PageHeading>
    </Page>
  );
}
