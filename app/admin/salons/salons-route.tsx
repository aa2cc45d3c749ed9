import type { AdminSalonRow } from '@/components/admin/salon-row';
import { SalonsScreen } from '@/components/admin/salons-screen';
import { GuardedScreen } from '@/components/auth/guarded-screen';
import { callerOf } from '@/lib/data/access';
import type { SalonSummary } from '@/lib/data/salons';
import { listSalons } from '@/lib/data/salons';
import { formatRelativeModified } from '@/lib/format/relative-time';
import type { OpeningHours } from '@/lib/scheduling/opening-hours';
import { displaySlug, openingHoursFormOf } from '@/lib/validation/salon';

/** The admin salons screen; /admin and /admin/salons both show it, each guarded as itself. */
export function SalonsRoute({ route }: { route: '/admin' | '/admin/salons' }) {
  return (
    <GuardedScreen
      route={route}
      render={async (user) => {
        const now = new Date();
        const salons = await listSalons(callerOf(user));
        return <SalonsScreen salons={salons.map((salon) => rowOf(salon, now))} role={user.role!} />;
      }}
    />
  );
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
    form: {
      name: salon.name,
      custom_subdomain: salon.slug ?? '',
      email: salon.email ?? '',
      phone_number: salon.phoneNumber ?? '',
      address: salon.address ?? '',
      city: salon.city ?? '',
      country: salon.country ?? '',
      opening_hours: openingHoursFormOf(salon.openingHours as OpeningHours),
    },
  };
}
