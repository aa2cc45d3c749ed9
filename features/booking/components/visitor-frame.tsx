import type { ReactNode } from 'react';
import { ClientWords } from '@/components/i18n/client-words';

/** The catalogue parts the visitor pages' browser code reads. */
const CLIENT_NAMESPACES = ['Booking', 'Confirmation', 'Details', 'Server', 'States', 'Waitlist'] as const;

/**
 * What every visitor page (booking, manage, their loading and error states) sits in: the words
 * in the visitor's language, and the device's own typeface (`font-system`: nothing to download
 * before the first paint; the staff screens' Geist is never fetched here). `contents`: no box.
 */
export function VisitorFrame({ children }: { children: ReactNode }) {
  return (
    <ClientWords namespaces={CLIENT_NAMESPACES}>
      <div className="contents font-system">{children}</div>
    </ClientWords>
  );
}
