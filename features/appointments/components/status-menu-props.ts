import type { AppointmentStatus } from '@/lib/validation/appointment';

export type StatusMenuProps = { salonId: string; appointment: { id: string; customerName: string; status: AppointmentStatus } };

/** The accessible name of a row's status menu button, before and after its menu code has come. */
export function statusMenuName(customerName: string): string {
  return `Change the status of ${customerName}'s appointment`;
}
