import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown (the SMS code button, spec §4): start, reset, and 0 when idle. */
export function useCountdown(seconds: number): { left: number; start: () => void; reset: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + seconds * 1000);
  }, [seconds]);
  const reset = useCallback(() => setEndsAt(null), []);
  return { left: endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000)), start, reset };
}
