import type { ReactNode } from 'react';
import { VisitorIntlProvider } from './visitor-intl-provider';

/**
 * What every visitor page (booking, manage, their loading and error states) sits in: the words
 * in the visitor's language, and the device's own typeface (`font-system`: nothing to download
 * before the first paint; the staff screens' Geist is never fetched here). `contents`: no box.
 */
export function VisitorFrame({ children }: { children: ReactNode }) {
  return (
    <VisitorIntlProvider>
      <div className="contents font-system">{children}</div>
    </VisitorIntlProvider>
  );
}
