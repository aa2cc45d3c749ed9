'use client';

import { useTheme } from 'next-themes';
import { Toaster, type ToasterProps } from 'sonner';

/** Sonner's toaster in the app's resolved theme: dark toasts in the dark theme, whether picked or the system's. */
export function ThemedToaster(props: Omit<ToasterProps, 'theme'>) {
  const { resolvedTheme } = useTheme();
  return <Toaster {...props} theme={resolvedTheme === 'dark' ? 'dark' : 'light'} />;
}
