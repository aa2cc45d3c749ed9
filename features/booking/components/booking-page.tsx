import { AtSign, CalendarOff, Mail, MapPin, ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { BookingPageData } from '@/features/booking/load-booking-page';
import { buildMailto } from '@/lib/format/mailto';
import { cx } from '@/lib/ui/cx';
import { BookingForm } from './booking-form';
import { LanguageSwitch } from './language-switch';
import { SalonBadge } from './salon-badge';

export type BookingTheme = 'standard' | 'luxury';

/**
 * The public booking page of one salon (spec point 2), shared by /book/[slug], /book/demo and
 * /book-luxury (`path`), in the visitor's language. A salon without services shows that it
 * takes no online bookings yet instead of a form nobody can complete. No 'few spots available'
 * urgency note: it was said on every page whatever the diary held (docs/decisions.md).
 */
export function BookingPage({ salon, services, dates, stylists, locale, rules, path, theme = 'standard' }: BookingPageData & { path: string; theme?: BookingTheme }) {
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
        <div className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-8">
          {services.length > 0 ? (
            <BookingForm salonId={salon.id} services={services} dates={dates} stylists={stylists} rules={rules} />
          ) : (
            <section aria-labelledby="not-bookable-heading" className="space-y-2 py-6 text-center">
              <CalendarOff aria-hidden className="mx-auto size-8 text-muted-foreground" />
              <h2 id="not-bookable-heading" className="text-lg font-semibold">
                {t('notBookableHeading')}
              </h2>
              <p className="text-sm text-muted-foreground">{t('noServices')}</p>
            </section>
          )}
        </div>
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
