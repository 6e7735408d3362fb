import { useEffect, useMemo, useState } from 'react';
import { createCountdown } from '../../shared/reservation/countdown.ts';

/** Seconds left of a countdown that ticks once a second; start() begins it again. */
export function useCountdown(seconds: number): [remaining: number, start: () => void] {
  const [remaining, setRemaining] = useState(0);
  const countdown = useMemo(() => createCountdown(seconds, setRemaining), [seconds]);
  useEffect(() => countdown.stop, [countdown]);
  return [remaining, countdown.start];
}
