import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** What every form's own checks may say (components/forms/use-message.ts): sent with any other part. */
const ALWAYS = ['FormErrors'] as const;

/**
 * Gives the client components below it the named parts of the page's catalogue (and
 * `FormErrors`), in the page's language; the rest stays on the server (words rendered there are
 * never sent).
 */
export async function ClientWords({ namespaces, children }: { namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries([...ALWAYS, ...namespaces].map((namespace) => [namespace, messages[namespace]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
