'use client';

import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { toasterLink } from '@/lib/ui/toast';
import { useDarkTheme } from './theme';

/**
 * Sonner's toaster in the app's resolved theme (dark toasts in the dark theme, whether picked or
 * the system's), one toast at a time (spec point 9). Loaded by ./toast-host.tsx on the first toast.
 */
export default function ThemedToaster() {
  const dark = useDarkTheme();
  // Runs after the Toaster's own effect has subscribed to sonner's store (a child's effects run
  // first), so the queued toasts are heard.
  useEffect(() => {
    toasterLink.connect(({ type, message, options }) => void toast[type](message, options));
    return () => toasterLink.connect(null);
  }, []);
  return <Toaster richColors closeButton visibleToasts={1} position="top-center" theme={dark ? 'dark' : 'light'} />;
}
