import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The catalogue parts the visitor pages' browser code reads; the rest stays on the server. */
const CLIENT_NAMESPACES = ['Booking', 'Confirmation', 'Details', 'Server', 'States'] as const;

/** Gives the booking pages' client components their words, in the visitor's language. */
export async function VisitorIntlProvider({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
