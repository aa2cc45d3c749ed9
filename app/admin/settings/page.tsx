import { DaysOffCard } from '@/features/settings/components/days-off-card';
import { SalonSettingsForm } from '@/features/settings/components/salon-settings-form';
import { StationsCard } from '@/features/settings/components/stations-card';
import { Card, CardContent } from '@/components/ui/card';
import { getSalonSettings } from '@/features/settings/data/salon-settings';
import type { OpeningHours } from '@/lib/scheduling/opening-hours';
import { todayInZone } from '@/lib/scheduling/zoned-time';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { openingHoursFormOf } from '@/lib/validation/salon';

/** The zones the browser may pick from, with the salon's own even if this runtime does not list it. */
function timeZonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/settings', searchParams);
  if (!access.ok) return access.screen;
  const { caller, salon } = access;
  const settings = await getSalonSettings(caller, salon.id);
  // Owners act on their own salon without naming it; an admin names the one picked.
  const salonId = caller.role === 'admin' ? settings.id : undefined;
  return access.frame(
    <div className="grid min-w-0 items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardContent className="pt-6">
          <SalonSettingsForm
            // A fresh form when the admin picks another salon.
            key={settings.id}
            salonId={salonId}
            slug={settings.slug}
            timeZones={timeZonesWith(settings.timezone)}
            currencies={settings.currencies}
            initialValues={{
              name: settings.name,
              email: settings.email ?? '',
              phone_number: settings.phoneNumber ?? '',
              address: settings.address ?? '',
              city: settings.city ?? '',
              country: settings.country ?? '',
              description: settings.description ?? '',
              instagram_url: settings.instagramUrl ?? '',
              timezone: settings.timezone,
              currency_code: settings.currencyCode,
              opening_hours: openingHoursFormOf(settings.openingHours as OpeningHours),
            }}
          />
        </CardContent>
      </Card>
      <div className="grid min-w-0 gap-6">
        <DaysOffCard key={`days-off-${settings.id}`} salonId={salonId} daysOff={settings.daysOff} today={todayInZone(new Date(), settings.timezone)} country={settings.country} />
        <StationsCard salonId={salonId} enabled={settings.stationsEnabled} stations={settings.stations} />
      </div>
    </div>
  );
}
