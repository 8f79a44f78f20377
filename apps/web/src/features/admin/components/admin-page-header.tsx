/** The title block of an admin page (also the document title). */
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/ui/page';

export function AdminPageHeader({
  title,
  sub,
  documentTitle,
}: {
  title: string;
  sub?: ReactNode;
  documentTitle?: string;
}) {
  useDocumentTitle(documentTitle ?? `${title} · Admin`);
  return (
    <header className="pb-6 pt-8">
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      {sub ? <p className="mt-2 text-ink-500 dark:text-ink-300">{sub}</p> : null}
    </header>
  );
}
