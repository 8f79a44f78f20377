/** Small pieces shared by the sign-in views: the view heading, a submit button, view links. */
import { Loader2 } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { isPlainClick } from '@/lib/is-plain-click';
import type { AuthView } from '../auth-views';

/**
 * True once the shopper has clicked or submitted something on the sign-in card: from then on a
 * new view (or a view's next step, "Check your email…") takes the focus to its heading, so a
 * keyboard or screen-reader user is not dropped to the top of the page. A fresh page load
 * leaves the focus where the browser put it.
 */
export const ViewFocusContext = createContext<{ current: boolean }>({ current: false });

export function ViewHeading({ title, children }: { title: string; children?: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasInteracted = useContext(ViewFocusContext);
  useEffect(() => {
    if (hasInteracted.current) headingRef.current?.focus();
  }, [hasInteracted, title]);
  return (
    <div className="mb-6">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {title}
      </h2>
      {children ? (
        <p className="mt-1.5 text-sm text-ink-500 dark:text-ink-300">{children}</p>
      ) : null}
    </div>
  );
}

export function SubmitButton({
  isLoading,
  label,
  loadingLabel,
}: {
  isLoading: boolean;
  label: string;
  loadingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isLoading} aria-busy={isLoading}>
      {isLoading ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
      {isLoading ? loadingLabel : label}
    </Button>
  );
}

/** A link-styled button that switches the sign-in view. */
/**
 * A way to another view. Given the `view`, it is a real link (`/signin?view=…`, keeping the
 * `returnTo`), so it works before the app runs; once the app runs a plain click switches in place.
 */
export function ViewLink({
  onClick,
  view,
  children,
}: {
  onClick: () => void;
  view?: AuthView;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const className =
    'font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300';
  if (view) {
    const query = new URLSearchParams();
    if (view !== 'sign_in') query.set('view', view);
    const returnTo = params.get('returnTo');
    if (returnTo) query.set('returnTo', returnTo);
    const search = query.toString();
    return (
      <a
        href={`/signin${search ? `?${search}` : ''}`}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onClick();
        }}
        className={className}
      >
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={onClick} className={className}>
      {children}
    </button>
  );
}

export function ViewFooter({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 space-y-2 border-t border-cream-300 pt-5 text-center text-sm text-ink-500 dark:border-night-700 dark:text-ink-300">
      {children}
    </div>
  );
}
