import 'server-only';
import { STAFF_ROLES } from '@/lib/server/roles';
import { scopedSalonId, type Caller } from '@/lib/server/access';
import { listSchedulingStylists } from '@/lib/data-internal/salon-stylists';
import type { SchedulingStylist } from '@/lib/scheduling';

/**
 * A member who takes appointments, as the dialogs' Stylist select, the filters and the day
 * schedule's lanes list them (their weekly hours and days off: when they are off); `serviceIds`
 * empty: every service.
 */
export type StylistOption = SchedulingStylist;

/** The salon's bookable members (owners and staff), by name: who an appointment may name as its stylist. */
export async function listSalonStylists(caller: Caller | null, salonId?: string | null): Promise<StylistOption[]> {
  const stylists = await listSchedulingStylists(scopedSalonId(caller, STAFF_ROLES, salonId));
  return stylists.map(({ id, name, serviceIds, hours, daysOff }) => ({ id, name, serviceIds, hours, daysOff }));
}
