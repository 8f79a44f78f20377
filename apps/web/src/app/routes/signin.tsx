import { Page, PageHeading } from '../../components/ui/page';

export default function SigninPage() {
  return (
    <Page title="Signin">
      <PageHeading>Signin</PageHeading>
    </Page>
  );
}
