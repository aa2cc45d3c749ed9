import type { AdminSalonRow } from './components/salon-row';
import { SalonsScreen } from './components/salons-screen';
import { listSalons, type SalonSummary } from '@/lib/server/salon-profiles';
import { formatRelativeModified } from '@/lib/format/relative-time';
import { guardPage } from '@/lib/server/page-guard';
import { displaySlug, salonProfileFormOf } from '@/lib/validation/salon';

/** The admin salons screen; /admin and /admin/salons both show it, each guarded as itself. */
export async function SalonsRoute({ route }: { route: '/admin' | '/admin/salons' }) {
  const access = await guardPage(route);
  if (!access.ok) return access.screen;
  const now = new Date();
  const salons = await listSalons(access.caller);
  return <SalonsScreen salons={salons.map((salon) => rowOf(salon, now))} role={access.user.role!} />;
}

function rowOf(salon: SalonSummary, now: Date): AdminSalonRow {
  return {
    id: salon.id,
    name: salon.name,
    slug: displaySlug({ name: salon.name, custom_subdomain: salon.slug }),
    email: salon.email,
    isActive: salon.isActive,
    updatedAt: salon.updatedAt.toISOString(),
    lastModified: formatRelativeModified(salon.updatedAt, now),
    form: { ...salonProfileFormOf(salon), custom_subdomain: salon.slug ?? '' },
  };
}
