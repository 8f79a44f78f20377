/**
 * Runs one of a few named actions at a time (a data download, an account deletion) and keeps
 * which one is running, for its button's busy label, and the last one's message if it failed.
 */
import { useState } from 'react';
import { messageOf } from '@/lib/download-json';

export function useTrackedRun<Kind extends string>() {
  const [running, setRunning] = useState<Kind | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (kind: Kind, action: () => Promise<void>) => {
    setRunning(kind);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setRunning(null);
    }
  };

  return { running, error, run };
}
