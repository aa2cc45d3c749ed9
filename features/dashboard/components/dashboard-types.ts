import type { ChangeFeed } from '@/features/dashboard/data/appointment-changes';
import type { EditableAppointment } from '@/features/appointments/components/appointment-types';
import type { StylistOption } from '@/features/appointments/data/stylists';
import type { TimeBlockView } from '@/features/blocks/data/time-blocks';
import type { SalonContact } from '@/lib/format/salon-contact';
import type { Locale } from '@/lib/i18n/locale';
import type { Loaded } from '@/lib/result';
import type { CalendarView } from '@/lib/scheduling/calendar-grid';
import type { DayAggregate, PeriodStats, ServicePrice } from '@/lib/scheduling/calendar-stats';

/** A time held for a waiting client (issue 35): drawn in its lane, "Held for <name> until <time>". */
export type ScheduleHold = { id: string; customerName: string; startTime: Date; endTime: Date; stationId: string | null; staffId: string | null; expiresAt: Date };

/** An appointment as the dashboard shows it: the staff view of spec point 3, priced. */
export type DashboardAppointment = EditableAppointment;

export type DashboardSalon = {
  id: string;
  name: string;
  timezone: string;
  openingHours: unknown;
  daysOff: string[];
  stationsEnabled: boolean;
  stylistsEnabled: boolean;
  /** The signed-in member (null for an admin): 'My appointments' and the new appointment's stylist. */
  memberId: string | null;
  defaultLanguage: Locale;
  contact: SalonContact;
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
  /** Set only when pricing failed ('Failed to fetch services data'). */
  servicesError: string | null;
  /** The salon's services with their prices, inactive ones too (empty when they could not be read). */
  services: (ServicePrice & { isActive: boolean })[];
  /** Every appointment touching today (the Next Appointments card and today's figures). */
  todays: Loaded<DashboardAppointment[]>;
  /** Every appointment touching the selected day (the same list as `todays` when that is today). */
  selected: Loaded<DashboardAppointment[]>;
  /** The calendar's days that have appointments on the book, the salon's stations, the blocked time in the calendar's range and the members who take appointments. */
  calendar: Loaded<{ days: DayAggregate[]; stations: { id: string; name: string; isActive: boolean }[]; blocks: TimeBlockView[]; stylists: StylistOption[] }>;
  weekly: Loaded<PeriodStats>;
  monthly: Loaded<PeriodStats>;
  /** The change feed's head (what the page polls after, written 'txId.id') and what changed since the user last looked. */
  changes: Loaded<Omit<ChangeFeed, 'cursor'> & { cursor: string }>;
};
