/**
 * SPEC §4 countdowns (resend 60 s, changed password 8 s): one tick a second down to zero, then
 * done. Framework-free so its timing is tested with fake timers; `useCountdown` renders it.
 */
interface Countdown {
  start: () => void;
  stop: () => void;
}

export function createCountdown(
  seconds: number,
  onTick: (remaining: number) => void,
  onDone: () => void = () => {},
): Countdown {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  return {
    start() {
      stop();
      let remaining = seconds;
      onTick(remaining);
      timer = setInterval(() => {
        remaining -= 1;
        onTick(remaining);
        if (remaining <= 0) {
          stop();
          onDone();
        }
      }, 1000);
    },
    stop,
  };
}
