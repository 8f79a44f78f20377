/** /admin/messages (SPEC §2): the maker's inbox of contact messages, with replies. */
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { MessagesInbox } from '@/features/engagement/admin/components/messages-inbox';

export default function AdminMessagesPage() {
  return (
    <>
      <AdminPageHeader
        title="Messages"
        sub="Messages from the contact page, newest first. Replies are sent by email."
      />
      <MessagesInbox />
    </>
  );
}
