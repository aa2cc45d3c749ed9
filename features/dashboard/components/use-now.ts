'use client';

import { useEffect, useState } from 'react';

/** The current time, starting from the server's render time (so hydration matches) and ticking every `intervalMs`. */
export function useNow(serverNow: Date, intervalMs = 15_000): Date {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
