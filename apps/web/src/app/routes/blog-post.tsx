import { Page, PageHeading } from '../../components/ui/page';

export default function BlogPostPage() {
  return (
    <Page title="BlogPost">
      <PageHeading>BlogPost</PageHeading>
    </Page>
  );
}
