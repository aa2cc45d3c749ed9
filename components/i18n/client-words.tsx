import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * Gives the client components below it the named parts of the page's catalogue, in the page's
 * language; the rest stays on the server (words rendered there are never sent).
 */
export async function ClientWords({ namespaces, children }: { namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
