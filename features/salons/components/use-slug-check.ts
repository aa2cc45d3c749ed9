'use client';

import { useCallback, useState } from 'react';
import { useLatestRequest } from '@/components/forms/use-latest-request';
import type { ActionResult } from '@/lib/result';
import { isReservedSlug, SLUG_PATTERN, type SlugConflict } from '@/lib/validation/salon';

/** Spec point 9: the live slug check waits this long after the last change. */
export const SLUG_CHECK_DEBOUNCE_MS = 500;

export type SlugCheckState =
  | { status: 'idle' }
  | { status: 'validating' }
  | { status: 'available' }
  | { status: 'taken'; conflict: SlugConflict }
  | { status: 'failed' };

export type CheckSlug = (input: { slug: string; excludeId?: string | null }) => Promise<ActionResult<SlugConflict | null>>;

/**
 * The live slug check (spec point 5): `schedule(slug)` on every change; after 500 ms of quiet
 * the server is asked whether another salon (never `excludeId`) has the slug. Only the answer
 * for the latest slug counts. Malformed or reserved slugs are left to the form's own rules.
 */
export function useSlugCheck(check: CheckSlug, excludeId?: string | null) {
  const [state, setState] = useState<SlugCheckState>({ status: 'idle' });
  const ask = useCallback((slug: string) => check({ slug, excludeId }).catch(() => null), [check, excludeId]);
  const latest = useLatestRequest(ask, SLUG_CHECK_DEBOUNCE_MS);

  const schedule = (slug: string) => {
    if (!SLUG_PATTERN.test(slug) || isReservedSlug(slug)) {
      latest.cancel();
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'validating' });
    latest.schedule(slug, (result) => {
      if (!result?.ok) setState({ status: 'failed' });
      else setState(result.data ? { status: 'taken', conflict: result.data } : { status: 'available' });
    });
  };

  return { state, schedule };
}
