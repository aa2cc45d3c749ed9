import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@/components/shell/theme-provider';
import { ToastHost } from '@/components/shell/toast-host';
import { visitorLocale } from '@/features/booking/visitor-locale';
import { geist } from '@/lib/ui/fonts';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Salon Booking', template: '%s · Salon Booking' },
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

// Reading the request's nonce renders every page per request: a prerendered page could not
// carry the nonce its response's policy asks for.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [nonce, lang] = [(await headers()).get('x-nonce') ?? undefined, await visitorLocale()];
  return (
    <html lang={lang} suppressHydrationWarning className={geist.variable}>
      <body className="min-h-dvh antialiased">
        <ThemeProvider nonce={nonce}>
          {children}
          <ToastHost />
        </ThemeProvider>
      </body>
    </html>
  );
}
