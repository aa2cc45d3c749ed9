import type { SalonFormData } from '@/lib/validation/salon';

/**
 * The salons columns a saved profile writes: the name, contact details and opening hours that
 * the admin's salon form and the owner's settings form both edit (already validated).
 */
export function salonProfileColumns(data: Omit<SalonFormData, 'custom_subdomain'>) {
  const { name, email, phone_number: phoneNumber, address, city, country, opening_hours: openingHours } = data;
  return { name, email, phoneNumber, address, city, country, openingHours };
}
