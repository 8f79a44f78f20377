/** A flag that turns itself off after a moment: "Added!" feedback on buttons. */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useTransientFlag(durationMs = 1800): [boolean, () => void] {
  const [isOn, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), durationMs);
  }, [durationMs]);
  return [isOn, flash];
}
