import type { BookingSalon } from '@/features/appointments/components/appointment-types';
import type { DashboardData } from './dashboard-types';

/** What the appointment dialogs and Email Tools need of the dashboard's salon. */
export function appointmentSalonOf({ salon, calendar, services }: DashboardData): BookingSalon {
  return {
    id: salon.id,
    timezone: salon.timezone,
    stationsEnabled: salon.stationsEnabled,
    stations: calendar.ok ? calendar.data.stations : [],
    stylistsEnabled: salon.stylistsEnabled,
    stylists: calendar.ok ? calendar.data.stylists : [],
    memberId: salon.memberId,
    defaultLanguage: salon.defaultLanguage,
    services,
    contact: salon.contact,
  };
}
