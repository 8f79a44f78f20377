import { Page, PageHeading } from '../../components/ui/page';

export default function BlogPage() {
  return (
    <Page title="Blog">
      <PageHeading>Blog</PageHeading>
    </Page>
  );
}
