'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * Debounced requests where the latest wins: `schedule(input, onAnswer)` waits `delayMs` after
 * the last call (0: asks at once), then asks; only the answer to the latest scheduled input
 * reaches its `onAnswer`. `cancel()` drops whatever is pending or in flight.
 */
export function useLatestRequest<Input, Answer>(request: (input: Input) => Promise<Answer>, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    return ++latest.current;
  }, []);

  const schedule = useCallback(
    (input: Input, onAnswer: (answer: Answer) => void) => {
      const id = cancel();
      const ask = async () => {
        const answer = await request(input);
        if (id === latest.current) onAnswer(answer);
      };
      if (delayMs > 0) timer.current = setTimeout(ask, delayMs);
      else void ask();
    },
    [request, delayMs, cancel],
  );

  return useMemo(() => ({ schedule, cancel: () => void cancel() }), [schedule, cancel]);
}
