import { useCallback, useEffect, useState } from 'react';

export interface Deadline {
  /** When the wait ends (ms since epoch). */
  endsAt: number;
  /** The clock when the deadline was set (ms since epoch). */
  now: number;
}

export function deadlineIn(seconds: number): Deadline {
  const now = Date.now();
  return { endsAt: now + Math.max(0, seconds) * 1000, now };
}

/**
 * Whole seconds left until a deadline, ticking once a second, and a function to set a new
 * deadline. The clock is read only in event handlers and timers, never while rendering.
 */
export function useCountdown(initial: Deadline): [remaining: number, restart: (seconds: number) => void] {
  const [state, setState] = useState(initial);
  const remaining = Math.max(0, Math.ceil((state.endsAt - state.now) / 1000));
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setState((s) => ({ ...s, now: Date.now() })), 250);
    return () => window.clearInterval(timer);
  }, [running]);
  const restart = useCallback((seconds: number) => setState(deadlineIn(seconds)), []);
  return [remaining, restart];
}
