'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterLink } from '@/lib/ui/toast';

const ThemedToaster = lazy(() => import('./themed-toaster'));

/**
 * Where the app's toasts appear (root layout). Renders nothing, and loads nothing, until the
 * first toast is asked for (lib/ui/toast.ts); then sonner's Toaster, themed, for the rest of
 * the visit (it stays across client navigations, e.g. 'Logged out successfully' on /login).
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(toasterLink.subscribe, toasterLink.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
