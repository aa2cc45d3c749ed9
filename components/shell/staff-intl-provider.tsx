import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The catalogue parts the staff screens' browser code reads; the rest stays on the server. */
const CLIENT_NAMESPACES = ['Shell', 'Account', 'Auth'] as const;

/** Gives the signed-in screens' client components their words, in the member's language. */
export async function StaffIntlProvider({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
