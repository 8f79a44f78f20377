import { Page, PageHeading } from '../../components/ui/page';

export default function HomePage() {
  return (
    <Page title="Home">
      <PageHeading>Home</PageHeading>
    </Page>
  );
}
