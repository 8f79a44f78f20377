import { Page, PageHeading } from '../../../components/ui/page';

export default function AdminBlogPage() {
  return (
    <Page title="AdminBlog">
      <PageHeading>AdminBlog</PageHeading>
    </Page>
  );
}
