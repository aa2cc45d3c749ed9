'use client';

import { useSyncExternalStore } from 'react';

/** Spec point 9: below 768 px is a phone ("compact"). */
const COMPACT_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(COMPACT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** `serverGuess`: what the server rendered (its guess from the request); hydration starts from it and re-renders only when the screen says otherwise. */
export function useCompactScreen(serverGuess: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(COMPACT_QUERY).matches,
    () => serverGuess,
  );
}
