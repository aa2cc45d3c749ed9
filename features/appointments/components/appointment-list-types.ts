import type { Loaded } from '@/lib/result';
import type { AppointmentStatus } from '@/lib/validation/appointment';
import type { BookingSalon, EditableAppointment } from './appointment-types';

/** The Appointments list's filters as the address holds them ('' is "any"). */
export type AppointmentFilterValues = {
  q: string;
  from: string;
  to: string;
  status: AppointmentStatus | '';
  service: string;
  station: string;
  /** A stylist's id, 'mine' or 'none'. */
  stylist: string;
  page: string;
  /** The admin's working salon (?salon=), kept in every link. */
  salon?: string;
};

export type AppointmentListSalon = { id: string; name: string; timezone: string; stationsEnabled: boolean; stylistsEnabled: boolean };

export type AppointmentListPage = {
  appointments: EditableAppointment[];
  total: number;
  capped: boolean;
  page: number;
  pageSize: number;
  /** For a search: how many of its matches were no-shows. */
  noShows: number | null;
};

export type AppointmentListData = {
  salon: AppointmentListSalon;
  /** Today in the salon's zone. */
  today: string;
  filters: AppointmentFilterValues;
  /** Some filter in the address could not be read: the list shows the salon unfiltered. */
  invalidFilters: boolean;
  services: { id: string; name: string }[];
  stations: { id: string; name: string }[];
  /** The salon's bookable members, when it uses stylists. */
  stylists: { id: string; name: string }[];
  /** What the detail → edit → draft dialogs need of the salon. */
  dialogSalon: BookingSalon;
  result: Loaded<AppointmentListPage>;
};

/** The list's address with `changes` applied (empty values dropped), for links that keep the other filters. */
export function listHref(filters: Partial<AppointmentFilterValues>, changes: Partial<AppointmentFilterValues> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...changes })) if (value && !(key === 'page' && value === '1')) query.set(key, value);
  const text = query.toString();
  return text ? `/admin/appointments?${text}` : '/admin/appointments';
}
