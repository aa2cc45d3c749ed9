import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { appointmentSalonOf } from './components/appointment-salon';
import { DashboardView } from './components/dashboard-view';
import type { DashboardData } from './components/dashboard-types';
import { APPOINTMENTS_CLIENT_NAMESPACES } from '@/features/appointments/components/client-namespaces';
import { EmailToolsButton } from '@/features/appointments/components/email/email-tools-button';
import { ClientWords } from '@/components/i18n/client-words';
import { MailOutageBanner } from '@/features/messages/components/mail-outage-banner';
import { readMailOutage } from '@/features/messages/data/messages';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';
import { DASHBOARD_ERRORS, dashboardDay, loadDashboard } from '@/features/dashboard/load-dashboard';
import type { Loaded } from '@/lib/result';
import { looksLikePhone } from './phone-guess';
import { quickLinksFor } from './quick-links';
import { WaitlistDay } from '@/features/waitlist/components/waitlist-day';
import { listWaitlistDay } from '@/features/waitlist/data/staff-waitlist';

/** How often a visible dashboard asks the change feed whether anything moved: a booking shows within 5 s. */
const POLL_MS = 3_000;
/** A full re-read for what the change feed does not carry (services, settings). */
const REFRESH_MS = 5 * 60_000;

/**
 * The catalogue parts the dashboard's browser code reads: its own, the calendar's, the blocked
 * time's, the Instagram import's, and the appointment dialogs' it opens (Email Tools among them).
 */
const DASHBOARD_CLIENT_NAMESPACES = ['Dashboard', 'Calendar', 'Closures', 'Blocks', 'InstagramImport', 'Waitlist', ...APPOINTMENTS_CLIENT_NAMESPACES] as const;

/**
 * The failed queries' messages (spec point 8; the log keeps the English) in the member's
 * language: each part of the data names its own message, no English is read back.
 */
async function wordedFailures(data: DashboardData): Promise<DashboardData> {
  const t = await getTranslations('Dashboard');
  const worded = <T,>(loaded: Loaded<T>, key: keyof typeof DASHBOARD_ERRORS): Loaded<T> => (loaded.ok ? loaded : { ok: false, message: t(`errors.${key}`) });
  const todays = worded(data.todays, 'today');
  return {
    ...data,
    servicesError: data.servicesError && t('errors.services'),
    todays,
    // Still the same object when the selected day is today (the page carries those rows once).
    selected: data.selected === data.todays ? todays : worded(data.selected, 'calendar'),
    calendar: worded(data.calendar, 'calendar'),
    weekly: worded(data.weekly, 'weekly'),
    monthly: worded(data.monthly, 'monthly'),
    changes: worded(data.changes, 'changes'),
  };
}

/**
 * The staff dashboard of / and /simple-dashboard: staff and owners see their own salon; an
 * admin names one with ?salon= (checked against the salon list on the server).
 */
export async function StaffDashboardPage({ route, searchParams }: { route: '/' | '/simple-dashboard'; searchParams: SearchParams }) {
  const access = await guardPage(route, searchParams);
  if (!access.ok) return access.screen;
  const { date, view, salon } = access.params;
  const unknownService = (await getTranslations('Server'))('unknownService');
  const now = new Date();
  const [data, outage, waiting, request] = await Promise.all([
    loadDashboard(access.caller, access.salon, { date, view }, unknownService, now).then(wordedFailures),
    // A failure to read it is no reason to hide the day: no banner then.
    readMailOutage(access.caller, { salonId: access.salon.id }).catch(() => null),
    // The selected day's waiting list, read beside the rest; a failure to read it is no reason to hide the day either.
    listWaitlistDay(access.caller, { salonId: access.salon.id, date: dashboardDay(access.salon.timezone, date, now).date }).catch(() => []),
    headers(),
  ]);
  const holds = waiting.flatMap(({ id, customerName, state, offerStart, offerEnd, offerStationId, offerStaffId, offerExpiresAt }) =>
    state === 'offered' && offerStart && offerEnd && offerExpiresAt ? [{ id, customerName, startTime: offerStart, endTime: offerEnd, stationId: offerStationId, staffId: offerStaffId, expiresAt: offerExpiresAt }] : [],
  );
  const failedHref = `/admin/messages?${new URLSearchParams({ ...(salon ? { salon } : {}), status: 'failed' })}`;
  return access.frame(
    <>
      <MailOutageBanner outage={outage} timeZone={access.salon.timezone} failedHref={failedHref} />
      <ClientWords namespaces={DASHBOARD_CLIENT_NAMESPACES}>
        <DashboardView
          data={data}
          links={quickLinksFor(access.caller.role)}
          pollMs={POLL_MS}
          refreshMs={REFRESH_MS}
          holds={holds}
          phoneGuess={looksLikePhone(request)}
          dayAfter={
            <WaitlistDay
              salonId={access.salon.id}
              date={data.date}
              entries={waiting}
              timeZone={access.salon.timezone}
              services={data.services.filter((service) => service.isActive)}
              stylists={data.salon.stylistsEnabled && data.calendar.ok ? data.calendar.data.stylists : null}
              defaultLanguage={data.salon.defaultLanguage}
              canAdd={data.date >= data.today}
            />
          }
        />
      </ClientWords>
    </>,
    <ClientWords namespaces={APPOINTMENTS_CLIENT_NAMESPACES}>
      <EmailToolsButton salon={appointmentSalonOf(data)} today={data.today} />
    </ClientWords>,
  );
}
