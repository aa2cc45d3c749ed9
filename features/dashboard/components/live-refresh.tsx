'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { pollChangesAction } from '@/features/dashboard/actions';

type Props = {
  salonId: string;
  /** The change feed's head the page was rendered with ('txId.id'); null when it could not be read. */
  cursor: string | null;
  /** How often a visible dashboard asks whether the feed moved. */
  pollMs: number;
  /** A full re-read for what the feed does not carry (services, settings, a colleague's day off). */
  refreshMs: number;
};

/**
 * Keeps an open dashboard fresh: while the tab is visible it polls the salon's change feed (one
 * indexed query) and re-renders the page on the server when something changed, when the tab
 * becomes visible again, and every `refreshMs` anyway. Nothing is kept in server memory, so any
 * instance can answer.
 */
export function LiveRefresh({ salonId, cursor, pollMs, refreshMs }: Props) {
  const router = useRouter();
  // The newest cursor seen, so that one change refreshes once even before the new page arrives.
  const seen = useRef(cursor);
  useEffect(() => {
    seen.current = cursor;
  }, [cursor]);

  useEffect(() => {
    let polling = false;
    let lastRefresh = Date.now();
    const refresh = () => {
      lastRefresh = Date.now();
      router.refresh();
    };
    const poll = async () => {
      if (document.visibilityState !== 'visible' || polling) return;
      if (Date.now() - lastRefresh >= refreshMs) return refresh();
      if (!seen.current) return;
      polling = true;
      try {
        const result = await pollChangesAction({ salonId, cursor: seen.current });
        if (result.ok && result.data) {
          seen.current = result.data;
          refresh();
        }
      } catch {
        // Offline or a deploy in between: the next poll tries again.
      } finally {
        polling = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const timer = setInterval(poll, pollMs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [router, salonId, pollMs, refreshMs]);
  return null;
}
