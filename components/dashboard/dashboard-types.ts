import type { CalendarView } from '@/lib/scheduling/calendar-grid';
import type { PeriodStats, Priced } from '@/lib/scheduling/calendar-stats';
import type { StaffAppointment } from '@/lib/data/appointments';

/** An appointment as the dashboard shows it: the staff view of spec point 3, priced. */
export type DashboardAppointment = Priced & Omit<StaffAppointment, 'serviceName' | 'staffId'>;

/** A query's outcome: its data, or the spec's message for its failure (the cause is logged on the server). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

export type DashboardSalon = {
  id: string;
  name: string;
  timezone: string;
  openingHours: unknown;
  daysOff: string[];
  stationsEnabled: boolean;
};

export type DashboardData = {
  salon: DashboardSalon;
  now: Date;
  /** Today in the salon's zone. */
  today: string;
  /** The selected day: the schedule's day and the calendar's anchor. */
  date: string;
  /** The view asked for in the address; none means the screen size decides. */
  view: CalendarView | null;
  /** The salon's active services (what a new appointment may be for). */
  services: { id: string; name: string }[];
  /** Set only when pricing failed ('Failed to fetch services data'). */
  servicesError: string | null;
  todays: Loaded<DashboardAppointment[]>;
  calendar: Loaded<{ appointments: DashboardAppointment[]; stations: { id: string; name: string; isActive: boolean }[] }>;
  weekly: Loaded<PeriodStats>;
  monthly: Loaded<PeriodStats>;
};
