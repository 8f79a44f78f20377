/** The dark/light toggle: flips the store's darkMode (saved under localStorage `darkMode`). */
import { Moon, Sun } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { usePreferencesStore } from '@/features/preferences/store';

export function ThemeToggle({ className }: { className?: string }) {
  const darkMode = usePreferencesStore((s) => s.darkMode);
  const toggleDarkMode = usePreferencesStore((s) => s.toggleDarkMode);
  return (
    <button
      type="button"
      onClick={toggleDarkMode}
      aria-label={darkMode ? 'Switch to light mode' : 'Switch to dark mode'}
      title={darkMode ? 'Light mode' : 'Dark mode'}
      className={buttonClass('ghost', 'icon', className)}
    >
      {/* Drawn from the page's dark class (set before first paint), not from state: right at once. */}
      <Sun className="hidden h-5 w-5 dark:block" aria-hidden />
      <Moon className="h-5 w-5 dark:hidden" aria-hidden />
    </button>
  );
}
