import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AnalyticsData } from '@/features/analytics/components/analytics-view';
import { AccessError, type Caller } from '@/lib/server/access';
import { listAnalyticsAppointments } from '@/features/analytics/data/analytics';
import { loggableError } from '@/lib/server/db-errors';
import type { SalonProfile } from '@/lib/server/salon-profiles';
import { listServicePrices } from '@/features/services/data/services';
import { GRANULARITIES, analyticsOf, analyticsRange, type Granularity } from '@/lib/scheduling/analytics';
import { priceAppointments, zonedRange } from '@/lib/scheduling/calendar-stats';
import { todayInZone } from '@/lib/scheduling/zoned-time';

/** Spec point 8's message: the log's, in English; the screen words it in the member's language. */
const ANALYTICS_ERROR = 'Failed to fetch analytics';

/** The period the address asks for (?period=day|week|month; by day otherwise) and its figures. */
export async function loadAnalytics(caller: Caller, salon: SalonProfile, params: Record<string, string | undefined>): Promise<AnalyticsData> {
  const granularity: Granularity = GRANULARITIES.find((g) => g === params.period) ?? 'day';
  const range = analyticsRange(todayInZone(new Date(), salon.timezone), granularity);
  const base = { granularity, salonParam: params.salon };
  try {
    const [rows, prices, server] = await Promise.all([
      listAnalyticsAppointments(caller, { salonId: salon.id, ...zonedRange(range, salon.timezone) }),
      listServicePrices(caller, salon.id),
      getTranslations('Server'),
    ]);
    return { ...base, result: { ok: true, data: analyticsOf(priceAppointments(rows, prices, server('unknownService')), range, granularity, salon.timezone) } };
  } catch (error) {
    if (error instanceof AccessError) throw error;
    console.error(`[analytics] ${ANALYTICS_ERROR}`, loggableError(error));
    return { ...base, result: { ok: false } };
  }
}
