import { formatTimeRange } from '@/lib/format/dates';
import { processingSpan } from '@/lib/scheduling/segments';
import type { DashboardAppointment } from './dashboard-types';

/** 'Processing 10:30–11:15', or null without processing time: the timeline's description and the phone's list say it. */
export function processingWords(a: DashboardAppointment, timeZone: string, t: (key: 'processingAt', values: { range: string }) => string): string | null {
  const span = processingSpan(a.startTime.getTime(), a.endTime.getTime(), a.segments);
  return span && t('processingAt', { range: formatTimeRange(new Date(span[0]), new Date(span[1]), timeZone) });
}
