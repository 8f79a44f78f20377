import { Page, PageHeading } from '../../components/ui/page';

export default function AboutPage() {
  return (
    <Page title="About">
      <PageHeading>About</PageHeading>
    </Page>
  );
}
