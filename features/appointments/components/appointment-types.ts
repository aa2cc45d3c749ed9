import type { StaffAppointment } from '@/features/appointments/data/appointments';
import type { StylistOption } from '@/features/appointments/data/stylists';
import type { SalonContact } from '@/lib/format/salon-contact';
import type { Locale } from '@/lib/i18n/locale';
import type { Priced, ServicePrice } from '@/lib/scheduling/calendar-stats';

/** An appointment as staff screens show it (spec point 3), priced by its service. */
export type EditableAppointment = Priced & Omit<StaffAppointment, 'serviceName'>;

/** The salon an appointment dialog works in: its zone, lanes, services and how it signs e-mails. */
export type AppointmentSalon = {
  id: string;
  timezone: string;
  stationsEnabled: boolean;
  stations: { id: string; name: string; isActive: boolean }[];
  /** Appointments name their stylist: the dialogs offer `stylists` (the bookable members). */
  stylistsEnabled: boolean;
  stylists: readonly StylistOption[];
  /** The signed-in member: the New appointment dialog's stylist when they take appointments. */
  memberId: string | null;
  /** The salon's message language: a new appointment's messages start in it. */
  defaultLanguage: Locale;
  services: readonly ServicePrice[];
  contact: SalonContact;
};

/** The salon a new appointment is booked in: inactive services are marked, and not offered. */
export type BookingSalon = Omit<AppointmentSalon, 'services'> & { services: readonly (ServicePrice & { isActive: boolean })[] };
