import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `seconds` after the last (re)start. Computed from the clock rather than by
 * counting ticks, so a throttled background tab still shows the right number.
 */
export function useCountdown(seconds: number): { secondsLeft: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return { secondsLeft, restart };
}
