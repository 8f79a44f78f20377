/** Small pieces shared by the sign-in views: the view heading, a submit button, view links. */
import { Loader2 } from 'lucide-react';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button } from '@/components/ui/button';

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

/**
 * The sign-in page's one GET form for switching views (`/signin?view=…`, keeping `returnTo`):
 * every view switch is a submit button of it, so a switch pressed before the app runs, or with
 * scripts off, opens the view from the server. Once the app runs, the switch happens in place.
 */
export const VIEW_SWITCH_FORM = 'signin-view-switch';

export function ViewSwitchForm({ returnTo }: { returnTo: string | null }) {
  return (
    <form id={VIEW_SWITCH_FORM} method="get" action="/signin" hidden>
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
    </form>
  );
}

/**
 * What makes a button a switch to `view`: a submit of the view switch form, taken over by
 * `onView` once the app runs.
 */
export function viewSwitchProps(view: string, onView: () => void) {
  return {
    type: 'submit' as const,
    form: VIEW_SWITCH_FORM,
    name: 'view',
    value: view,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      onView();
    },
  };
}

export const viewLinkClass =
  'font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300';

/**
 * A link-styled button on the sign-in card: a switch to another view when given `view` (see
 * `viewSwitchProps`), else an action of the app's own (send the code again).
 */
export function ViewLink({
  view,
  onClick,
  children,
}: {
  view?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  if (view) {
    return (
      <button {...viewSwitchProps(view, onClick)} className={viewLinkClass}>
        {children}
      </button>
    );
  }
  return (
    <button type="button" onClick={onClick} className={viewLinkClass}>
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
