// An appointment status in words, for staff screens and the visitor's booking page. Pure.
import type { AppointmentStatus } from '@/lib/validation/appointment';

/** 'no_show' → 'No show', 'confirmed' → 'Confirmed'. */
export function statusLabel(status: AppointmentStatus): string {
  const words = status.replace('_', ' ');
  return words[0].toUpperCase() + words.slice(1);
}
