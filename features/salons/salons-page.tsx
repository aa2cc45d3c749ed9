import { getLocale, getTranslations } from 'next-intl/server';
import { ClientWords } from '@/components/i18n/client-words';
import type { AdminSalonRow } from './components/salon-row';
import { SalonsScreen } from './components/salons-screen';
import { listSalons, type SalonSummary } from '@/lib/server/salon-profiles';
import { formatShortDate } from '@/lib/format/dates';
import { relativeModified } from '@/lib/format/relative-time';
import { guardPage } from '@/lib/server/page-guard';
import { displaySlug, salonProfileFormOf } from '@/lib/validation/salon';

/** The admin salons screen; /admin and /admin/salons both show it, each guarded as itself. */
export async function SalonsRoute({ route }: { route: '/admin' | '/admin/salons' }) {
  const access = await guardPage(route);
  if (!access.ok) return access.screen;
  const now = new Date();
  const [salons, t, language] = await Promise.all([listSalons(access.caller), getTranslations('Salons'), getLocale()]);
  /** 'Just now', '3 hours ago', or the date ('3 Nov 2026', hu '2026. nov. 3.'); spec point 2. */
  const lastModified = (updatedAt: Date) => {
    const modified = relativeModified(updatedAt, now);
    if (modified.kind === 'none') return '-';
    if (modified.kind === 'justNow') return t('justNow');
    if (modified.kind === 'hoursAgo') return t('hoursAgo', { hours: modified.hours });
    return formatShortDate(modified.date, language);
  };
  return (
    <ClientWords namespaces={['Salons', 'Common']}>
      <SalonsScreen salons={salons.map((salon) => rowOf(salon, lastModified(salon.updatedAt)))} role={access.user.role!} />
    </ClientWords>
  );
}

function rowOf(salon: SalonSummary, lastModified: string): AdminSalonRow {
  return {
    id: salon.id,
    name: salon.name,
    slug: displaySlug({ name: salon.name, custom_subdomain: salon.slug }),
    email: salon.email,
    isActive: salon.isActive,
    updatedAt: salon.updatedAt.toISOString(),
    lastModified,
    form: { ...salonProfileFormOf(salon), custom_subdomain: salon.slug ?? '' },
  };
}
