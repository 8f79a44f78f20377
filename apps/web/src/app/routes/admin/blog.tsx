/**
 * /admin/blog (SPEC §2): the add form with image upload beside the published posts, each with a
 * working edit and delete.
 */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { PostForm } from '@/features/content/admin/components/post-form';
import { AdminPostList } from '@/features/content/admin/components/admin-post-list';

export default function AdminBlogPage() {
  return (
    <>
      <AdminPageHeader
        title="Blog Posts"
        sub="Write for the public blog: posts appear there newest first."
        documentTitle="Manage Blog Posts · Admin"
      />
      <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,400px)_1fr]">
        <div className="xl:sticky xl:top-24">
          <PostForm />
        </div>
        <AdminPostList />
      </div>
    </>
  );
}
