import { useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second; start() begins it again. */
export function useCountdown(seconds: number): [remaining: number, start: () => void] {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return [remaining, () => setRemaining(seconds)];
}
