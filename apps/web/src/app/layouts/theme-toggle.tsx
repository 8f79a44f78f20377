/**
 * "Switch to dark mode": a form that posts to the server, which flips the `darkMode` cookie and
 * sends the shopper back to this page in the other theme, so it works before the app has loaded
 * or with no scripts at all. Once the app runs, the same press flips the theme in place (cookie,
 * localStorage `darkMode` and the page's class) without leaving the page. The server renders the
 * name from the same cookie, so it is right at once.
 */
import { Moon, Sun } from 'lucide-react';
import { useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { usePreferencesStore } from '@/features/preferences/store';

export function ThemeToggle({ className }: { className?: string }) {
  const darkMode = usePreferencesStore((s) => s.darkMode);
  const toggleDarkMode = usePreferencesStore((s) => s.toggleDarkMode);
  const { pathname, search } = useLocation();
  return (
    <form
      method="post"
      action={`/api/preferences/dark-mode?returnTo=${encodeURIComponent(pathname + search)}`}
      onSubmit={(event) => {
        event.preventDefault();
        toggleDarkMode();
      }}
      className={className}
    >
      <button
        type="submit"
        aria-label={darkMode ? 'Switch to light mode' : 'Switch to dark mode'}
        title={darkMode ? 'Light mode' : 'Dark mode'}
        className={buttonClass('ghost', 'icon')}
      >
        {/* Drawn from the page's dark class (set before first paint), not from state. */}
        <Sun className="hidden h-5 w-5 dark:block" aria-hidden />
        <Moon className="h-5 w-5 dark:hidden" aria-hidden />
      </button>
    </form>
  );
}
