import type { AppointmentStatus } from '@/lib/validation/appointment';

export type StatusMenuProps = { salonId: string; appointment: { id: string; customerName: string; customerEmail: string | null; status: AppointmentStatus; seriesId?: string | null } };
