'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

export const THEME_STORAGE_KEY = 'prefs_theme';

/**
 * Light/dark theme: follows the system (live) until the user picks one; the pick is saved. Its
 * inline script (the theme before first paint) needs the response's CSP nonce.
 */
export function ThemeProvider({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="system" enableSystem storageKey={THEME_STORAGE_KEY} disableTransitionOnChange nonce={nonce}>
      {children}
    </NextThemesProvider>
  );
}
