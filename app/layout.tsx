import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { IntlWarmUp } from '@/components/shell/intl-warm-up';
import { ThemeFollower } from '@/components/shell/theme';
import { ThemeScript } from '@/components/shell/theme-script';
import { ToastHost } from '@/components/shell/toast-host';
import { onVisitorPage, pageLocale } from '@/i18n/page-locale';
import { ClientWords } from '@/components/i18n/client-words';
import { APP_NAME } from '@/lib/app-name';
import { geist } from '@/lib/ui/fonts';
import './globals.css';

export const metadata: Metadata = {
  title: { default: APP_NAME, template: `%s · ${APP_NAME}` },
  description: 'Book salon appointments online and run the salon day from one dashboard.',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fcfcfd' },
    { media: '(prefers-color-scheme: dark)', color: '#1c1b22' },
  ],
};

/** The catalogue parts every staff screen's browser code may read (the shell, the account screen, sign-in, common words); a screen gives its own with ClientWords. */
const STAFF_CLIENT_NAMESPACES = ['Shell', 'Account', 'Auth', 'Common'] as const;

// Reading the request's nonce renders every page per request: a prerendered page could not
// carry the nonce its response's policy asks for.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [nonce, lang, visitor] = [(await headers()).get('x-nonce') ?? undefined, await pageLocale(), await onVisitorPage()];
  return (
    <html lang={lang} suppressHydrationWarning className={geist.variable}>
      <body className="min-h-dvh antialiased">
        <ThemeScript nonce={nonce} />
        <IntlWarmUp nonce={nonce} />
        {/* Visitor pages get their own words (features/booking/components/visitor-frame.tsx). */}
        {visitor ? children : <ClientWords namespaces={STAFF_CLIENT_NAMESPACES}>{children}</ClientWords>}
        <ThemeFollower />
        <ToastHost />
      </body>
    </html>
  );
}
