/** Page scaffolding: a width-limited container, a title that also sets document.title. */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { SHOP } from '@shop/shared/shop';
import { cn } from './cn';

/**
 * A server render's note of the page's title: effects do not run there, so the title is written
 * here while rendering and the server puts it in the first HTML's `<title>` (pages without their
 * own search-engine description, such as the cart or sign-in, still need one).
 */
export const ServerTitleContext = createContext<{ title?: string } | null>(null);

export function useDocumentTitle(title: string | undefined) {
  const serverTitle = useContext(ServerTitleContext);
  if (serverTitle) serverTitle.title = title;
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP.name}` : `${SHOP.name} — ${SHOP.tagline}`;
  }, [title]);
}

export function Page({
  title,
  children,
  className,
  wide,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  wide?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-8 sm:px-6 sm:py-12',
        wide ? 'max-w-7xl' : 'max-w-5xl',
        className,
      )}
    >
      {children}
    </div>
  );
}

export function PageHeading({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-semibold sm:text-4xl">{children}</h1>
      {sub ? <p className="mt-2 text-ink-500 dark:text-ink-300">{sub}</p> : null}
    </div>
  );
}

/** An empty state with a friendly message and an action. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-dashed border-cream-300 bg-cream-50 px-6 py-16 text-center dark:border-night-600 dark:bg-night-800">
      <p className="font-display text-xl">{title}</p>
      {children ? <div className="mt-6 flex justify-center gap-3">{children}</div> : null}
    </div>
  );
}
