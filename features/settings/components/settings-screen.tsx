import { Card, CardContent } from '@/components/ui/card';
import type { SalonSettings } from '@/features/settings/data/salon-settings';
import { todayInZone } from '@/lib/scheduling/zoned-time';
import { salonProfileFormOf } from '@/lib/validation/salon';
import { DaysOffCard } from './days-off-card';
import { SalonSettingsForm } from './salon-settings-form';
import { StationsCard } from './stations-card';

/** The zones the browser may pick from, with the salon's own even if this runtime does not list it. */
function timeZonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Settings: the salon's profile and hours, days off and stations. `salonId` is named by admins only. */
export function SettingsScreen({ settings, salonId }: { settings: SalonSettings; salonId: string | undefined }) {
  return (
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
            visitorEmailsUsed={settings.visitorEmailsUsed}
            initialValues={{
              ...salonProfileFormOf(settings),
              description: settings.description ?? '',
              instagram_url: settings.instagramUrl ?? '',
              timezone: settings.timezone,
              currency_code: settings.currencyCode,
              reminder_hours: String(settings.reminderHours),
              visitor_emails_per_day: String(settings.visitorEmailsPerDay),
              min_notice_minutes: String(settings.minNoticeMinutes),
              booking_horizon_days: String(settings.bookingHorizonDays),
              change_window_hours: String(settings.changeWindowHours),
              booking_policy: settings.bookingPolicy ?? '',
              default_language: settings.defaultLanguage,
              client_retention_months: settings.clientRetentionMonths === null ? '' : String(settings.clientRetentionMonths),
              no_show_limit: String(settings.noShowLimit),
              no_show_months: String(settings.noShowMonths),
              waitlist_hold_minutes: String(settings.waitlistHoldMinutes),
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
