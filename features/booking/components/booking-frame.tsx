import type { ReactNode } from 'react';
import { AtSign, Mail, MapPin, ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { PublicSalon } from '@/features/booking/data/public-salons';
import type { Locale } from '@/lib/i18n/locale';
import { buildMailto } from '@/lib/format/mailto';
import { cx } from '@/lib/ui/cx';
import { LanguageSwitch } from './language-switch';
import { SalonBadge } from './salon-badge';

type BookingTheme = 'standard' | 'luxury';

/**
 * What a salon's booking page shows around its form: the language switch, the salon and the
 * heading, and the salon's contacts below. Rendered by the booking routes' layouts, outside the
 * page's loading state: the heading (the page's largest paint) is in the first HTML, while the
 * form (BookingPage) streams in behind 'Loading salon information...'.
 */
export function BookingFrame({ salon, locale, path, theme = 'standard', children }: { salon: PublicSalon; locale: Locale; path: string; theme?: BookingTheme; children: ReactNode }) {
  const t = useTranslations('Booking');
  const address = [salon.address, salon.city].filter(Boolean).join(', ');
  const mailto = buildMailto({ to: salon.email });
  return (
    <div className={cx('flex min-h-dvh flex-col', theme === 'luxury' && 'theme-luxury')}>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-4 sm:py-6">
        <LanguageSwitch path={path} current={locale} />
        <header className="mt-4 mb-8 space-y-3 text-center">
          <p>
            <SalonBadge name={salon.name} />
          </p>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('heading')}</h1>
          {salon.description && <p className="text-muted-foreground">{salon.description}</p>}
          <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <ShieldCheck aria-hidden className="size-3.5" /> {t('secure')}
          </p>
        </header>
        <div className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-8">{children}</div>
      </main>
      <footer className="border-t px-4 py-6 text-sm text-muted-foreground">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-2 sm:flex-row sm:justify-between">
          <p className="font-medium text-foreground">{salon.name}</p>
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
            {salon.email && mailto && (
              <a href={mailto} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
                <Mail aria-hidden className="size-4" /> {salon.email}
              </a>
            )}
            {address && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-4" /> {address}
              </span>
            )}
            {salon.instagramUrl && (
              <a href={salon.instagramUrl} rel="noopener noreferrer" target="_blank" className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
                <AtSign aria-hidden className="size-4" /> Instagram
              </a>
            )}
          </div>
        </div>
      </footer>
    </div>
  );
}
